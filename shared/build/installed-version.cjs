// Which version of a package an app has installed, read without loading the package (the shell's
// build announces each shared singleton's version to the kits).
const fs = require('node:fs');
const path = require('node:path');

/** The package a module specifier names: 'react-dom/client' → 'react-dom', '@a/b/c' → '@a/b'. */
const packageOf = (name) =>
  (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

/**
 * The folder of an installed package: the nearest node_modules/<package> Node finds from `dir`.
 * Found by folder, not by resolving the package's entry: @handyq/domain's Node entry is its build
 * output (dist/), which the web builds never need, so on a fresh clone it does not exist yet; and
 * a package's exports may list neither its package.json nor the files a build takes from it.
 */
function installedFolder(name, dir) {
  const pkg = packageOf(name);
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const folder = path.join(at, 'node_modules', pkg);
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (at === path.dirname(at)) throw new Error(`${pkg} is not installed where ${dir} can find it`);
  }
}

/** The installed version of a package, from the package.json of its folder (installedFolder). */
const installedVersion = (name, dir) =>
  JSON.parse(fs.readFileSync(path.join(installedFolder(name, dir), 'package.json'), 'utf8')).version;

module.exports = { installedFolder, installedVersion, packageOf };
