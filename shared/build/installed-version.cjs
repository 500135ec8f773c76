// Which version of a package an app has installed, read without loading the package (the shell's
// build announces each shared singleton's version to the kits).
const fs = require('node:fs');
const path = require('node:path');

/** The package a module specifier names: 'react-dom/client' → 'react-dom', '@a/b/c' → '@a/b'. */
const packageOf = (name) =>
  (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

/**
 * The installed version of a package: the package.json of the folder Node finds it in from `dir`
 * (the nearest node_modules/<package>). Found by folder, not by resolving the package's entry:
 * @handyq/shared's Node entry is its build output (dist/), which the web builds never need, so
 * on a fresh clone it does not exist yet.
 */
function installedVersion(name, dir) {
  const pkg = packageOf(name);
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (at === path.dirname(at)) throw new Error(`${pkg} is not installed where ${dir} can find it`);
  }
}

module.exports = { installedVersion, packageOf };
