import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The shell's build announces the version of each shared singleton it provides. It must find
// them on a fresh clone, before any package is built: @handyq/domain's Node entry (dist/) does
// not exist until `npm run build -w shared`, and the web builds never need it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installedFolder, installedVersion } = require('../shared/build/installed-version.cjs') as {
  installedFolder(name: string, dir: string): string;
  installedVersion(name: string, dir: string): string;
};

describe('installedVersion', () => {
  let root: string;
  const install = (at: string, name: string, version: string) => {
    const dir = path.join(root, at, 'node_modules', name);
    fs.mkdirSync(dir, { recursive: true });
    // Its entries are build outputs that were never made.
    const exports = { '.': './dist/index.js', './web': './dist/web/index.js' };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, exports }));
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'installed-version-'));
    fs.mkdirSync(path.join(root, 'app'), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the version of a package whose entry is not built yet, for any of its modules', () => {
    install('.', '@acme/lib', '2.3.4');
    expect(installedVersion('@acme/lib', path.join(root, 'app'))).toBe('2.3.4');
    expect(installedVersion('@acme/lib/web', path.join(root, 'app'))).toBe('2.3.4');
  });

  it('takes the copy nearest to the app, as Node does', () => {
    install('.', 'lib', '1.0.0');
    install('app', 'lib', '2.0.0');
    expect(installedVersion('lib', path.join(root, 'app'))).toBe('2.0.0');
    expect(installedVersion('lib', root)).toBe('1.0.0');
  });

  it('says so when the package is not installed', () => {
    expect(() => installedVersion('@acme/missing', path.join(root, 'app'))).toThrow(/@acme\/missing/);
  });

  it("finds a package's folder wherever npm put it, its exports naming none of its files", () => {
    // where the pose worker's weights come from: not hoisted to the root, then hoisted
    install('app', '@vladmandic/human', '3.3.6');
    expect(installedFolder('@vladmandic/human', path.join(root, 'app'))).toBe(
      path.join(root, 'app', 'node_modules', '@vladmandic', 'human'),
    );
    fs.rmSync(path.join(root, 'app', 'node_modules'), { recursive: true });
    install('.', '@vladmandic/human', '3.3.6');
    expect(installedFolder('@vladmandic/human', path.join(root, 'app'))).toBe(
      path.join(root, 'node_modules', '@vladmandic', 'human'),
    );
  });
});
