import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The API depends on @handyq/domain alone (the lint table says so for its imports): its production
// install carries none of what only the web builds need. `npm ls --omit=dev -w api` is how an
// operator sees it.
const root = path.resolve(__dirname, '..');

interface Tree {
  dependencies?: Record<string, Tree>;
}
const names = (tree: Tree): string[] =>
  Object.entries(tree.dependencies ?? {}).flatMap(([name, sub]) => [name, ...names(sub)]);

describe("the API's production install", () => {
  const out = execFileSync('npm', ['ls', '--omit=dev', '-w', 'api', '--all', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const all = new Set(names(JSON.parse(out) as Tree));

  it('has the domain package and its zod', () => {
    expect(all).toContain('@handyq/domain');
    expect(all).toContain('zod');
  });

  it.each([
    '@tensorflow/tfjs-core',
    '@tensorflow/tfjs-backend-wasm',
    '@tensorflow/tfjs-converter',
    '@vladmandic/human',
    '@echogarden/espeak-ng-emscripten',
    'react',
    'react-dom',
    '@tanstack/react-query',
    'lucide-react',
    'zustand',
    'ky',
    '@handyq/web',
    '@handyq/cue',
    '@handyq/line',
    '@handyq/demo',
  ])('has no %s', (name) => {
    expect(all).not.toContain(name);
  });
});
