// Build-time check that a kit imports from react-router-dom only what the shell provides
// (shared/web/src/router-contract.ts). Used as a pre-loader on every kit source file, so the
// kit's build fails with the file and the export named, instead of failing in production.
const fs = require('node:fs');
const path = require('node:path');

const CONTRACT_FILE = path.join(__dirname, '../web/src/router-contract.ts');

function contractNames() {
  const src = fs.readFileSync(CONTRACT_FILE, 'utf8');
  const block = src.match(/export\s*\{([^}]*)\}\s*from\s*'react-router-dom'/);
  if (!block) throw new Error(`${CONTRACT_FILE}: no "export { … } from 'react-router-dom'" found`);
  return new Set(
    block[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

const IMPORT = /import\s+(type\s+)?([^'";]*?)\s*from\s*['"]react-router-dom['"]/g;

/** The names a source imports as values from react-router-dom, or the form it cannot check. */
function importedNames(source) {
  const names = [];
  for (const m of source.matchAll(IMPORT)) {
    if (m[1]) continue; // import type { … }: erased, nothing is loaded
    const clause = m[2].trim();
    const braces = clause.match(/\{([^}]*)\}/);
    if (!braces || clause.replace(braces[0], '').replace(',', '').trim()) {
      names.push(`(${clause}: a default or namespace import)`);
      continue;
    }
    for (const part of braces[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Pre-loader: passes the source through untouched, or fails the build. */
module.exports = function routerContractLoader(source) {
  const allowed = contractNames();
  this.addDependency(CONTRACT_FILE);
  const outside = importedNames(source).filter((n) => !allowed.has(n));
  if (outside.length) {
    throw new Error(
      `${path.relative(process.cwd(), this.resourcePath)} imports ${outside.map((n) => `'${n}'`).join(', ')} ` +
        `from react-router-dom, which the shell does not provide. Use an export listed in ` +
        `shared/web/src/router-contract.ts, or add it there (and deploy the shell first).`,
    );
  }
  return source;
};
module.exports.importedNames = importedNames;
module.exports.contractNames = contractNames;
