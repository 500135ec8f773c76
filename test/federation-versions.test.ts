import fs from 'node:fs';
import path from 'node:path';

// The kits are built without a federation runtime of their own: they run on the one the shell
// loads. So the shell's runtime packages must be the very versions the kits' build plugin
// (@module-federation/enhanced, a dependency of the build factory, shared/build) was made for.
const root = path.resolve(__dirname, '..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the federation runtime the shell lends the kits', () => {
  const shell = json('shell/package.json').dependencies as Record<string, string>;
  const enhanced = json('shared/build/package.json').devDependencies['@module-federation/enhanced'] as string;
  const bundlerRuntime = json('node_modules/@module-federation/webpack-bundler-runtime/package.json');

  it('is pinned, in the shell and in the build factory, to one exact version', () => {
    expect(enhanced).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shell['@module-federation/runtime']).toBe(enhanced);
    expect(shell['@module-federation/inject-external-runtime-core-plugin']).toBe(enhanced);
  });

  it('is the version the kits’ container code is built against', () => {
    expect(bundlerRuntime.dependencies['@module-federation/runtime']).toBe(
      shell['@module-federation/runtime'],
    );
    expect(json('node_modules/@module-federation/runtime/package.json').version).toBe(
      shell['@module-federation/runtime'],
    );
  });
});
