// Every @handyq package's entry points as jest module names (jest.preset.cjs, jest.config.cjs).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Every @handyq package's entry points as jest module names, read from the packages' own
 * `exports` (their TypeScript source, as the bundler takes it), so no list is kept by hand here.
 */
function handyqModules(rootDir) {
  const shared = path.join(__dirname, 'shared');
  const exact = {};
  const patterns = {};
  for (const dir of fs.readdirSync(shared)) {
    const file = path.join(shared, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const { name, exports } = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [sub, target] of Object.entries(exports ?? {})) {
      const to = typeof target === 'string' ? target : target.types;
      const at = `${rootDir}/${path
        .relative(__dirname, path.join(shared, dir, to))
        .split(path.sep)
        .join('/')}`;
      const spec = `${name}${sub.slice(1)}`.replace(/[.]/g, '\\.');
      if (sub.includes('*')) patterns[`^${spec.replace('*', '(.*)')}$`] = at.replace('*', '$1');
      else exact[`^${spec}$`] = at;
    }
  }
  return { ...exact, ...patterns };
}

module.exports = { handyqModules };
