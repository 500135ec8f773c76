// Build-time check that a kit takes every module of a shared package from the shell: an import
// of react, react-dom, react-router-dom, zustand, @tanstack/react-query or @handyq/shared must
// name a module on shared/singletons.json (which the shell provides, one instance per page).
// Anything else from those packages would be bundled into the kit as a second copy — a second
// React, router or store — so the kit's build fails, naming the file and the import. zod and ky
// come through @handyq/shared (its schemas and its configured API client) and react-router
// through react-router-dom, never directly.
const path = require('node:path');
const SINGLETONS = require('../singletons.json');

const packageOf = (name) =>
  (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

const SHARED_PACKAGES = new Set(SINGLETONS.map(packageOf));
const THROUGH_SHARED = {
  zod: '@handyq/shared/schemas',
  ky: "@handyq/shared/web/server's api",
  'react-router': 'react-router-dom',
};

// import … from 'x' / export … from 'x' / import 'x' / import('x'); `import type` is erased.
const SPECIFIER =
  /(?:^|[^\w$.])(?:import\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?|export\s+(type\s+)?[^'"`;]*?\s+from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

/** The shared-package modules a source imports that the shell does not provide. */
function outsideSingletons(source) {
  const found = [];
  for (const m of source.matchAll(SPECIFIER)) {
    if (m[1] || m[2]) continue;
    const spec = m[3];
    if (spec.startsWith('.') || spec.startsWith('/')) continue;
    const pkg = packageOf(spec);
    if (THROUGH_SHARED[pkg]) found.push(`'${spec}' (use ${THROUGH_SHARED[pkg]})`);
    else if (SHARED_PACKAGES.has(pkg) && !SINGLETONS.includes(spec)) found.push(`'${spec}'`);
  }
  return found;
}

/** Pre-loader: passes the source through untouched, or fails the build. */
module.exports = function sharedContractLoader(source) {
  const outside = outsideSingletons(source);
  if (outside.length) {
    throw new Error(
      `${path.relative(process.cwd(), this.resourcePath)} imports ${outside.join(', ')}, which the ` +
        `shell does not provide: the kit would carry its own copy. Import a module listed in ` +
        `shared/singletons.json, or add it there (and deploy the shell first).`,
    );
  }
  return source;
};
module.exports.outsideSingletons = outsideSingletons;
