// Build-time check that a kit takes every module of a shared package from the shell: an import
// of react, react-dom, react-router-dom, zustand, @tanstack/react-query or one of HandyQ's shared
// packages (@handyq/domain, web, cue, line) must name a module on shared/build/singletons.json
// (which the shell provides, one instance per page), of a package the kit's package.json
// depends on (the kit's build consumes only those). Anything else from those packages would be
// bundled into the kit as a second copy — a second React, router or store — so the kit's build
// fails, naming the file and the import. zod comes through @handyq/domain/schemas, ky through
// @handyq/web/server's configured client, react-router through react-router-dom, never directly.
const fs = require('node:fs');
const path = require('node:path');
const SINGLETONS = require('./singletons.json');

const packageOf = (name) =>
  (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/');

const SHARED_PACKAGES = new Set(SINGLETONS.map(packageOf));
const THROUGH_SHARED = {
  zod: '@handyq/domain/schemas',
  ky: "@handyq/web/server's api",
  'react-router': 'react-router-dom',
};

// import … from 'x' / export … from 'x' / import 'x' / import('x'); `import type` is erased.
const SPECIFIER =
  /(?:^|[^\w$.])(?:import\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?|export\s+(type\s+)?[^'"`;]*?\s+from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

/**
 * The singletons a kit consumes from the shell: those of the packages its package.json depends
 * on. A library singleton (React, the router, the stores) it must depend on; of HandyQ's own
 * packages it takes only what it uses, so a change to one concerns only the kits that use it.
 */
function consumedSingletons(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return SINGLETONS.filter((name) => {
    if (deps[packageOf(name)]) return true;
    if (name.startsWith('@handyq/')) return false;
    throw new Error(`${pkg.name}/package.json must depend on ${packageOf(name)} (a shared singleton)`);
  });
}

/** The shared-package modules a source imports that the shell does not provide to this kit. */
function outsideSingletons(source, consumed = SINGLETONS) {
  const found = [];
  for (const m of source.matchAll(SPECIFIER)) {
    if (m[1] || m[2]) continue;
    const spec = m[3];
    if (spec.startsWith('.') || spec.startsWith('/')) continue;
    const pkg = packageOf(spec);
    if (THROUGH_SHARED[pkg]) found.push(`'${spec}' (use ${THROUGH_SHARED[pkg]})`);
    else if (SHARED_PACKAGES.has(pkg) && !SINGLETONS.includes(spec)) found.push(`'${spec}'`);
    else if (SINGLETONS.includes(spec) && !consumed.includes(spec))
      found.push(`'${spec}' (add ${pkg} to the kit's package.json)`);
  }
  return found;
}

/** Pre-loader: passes the source through untouched, or fails the build. */
module.exports = function sharedContractLoader(source) {
  const { consumed } = this.getOptions();
  const outside = outsideSingletons(source, consumed);
  if (outside.length) {
    throw new Error(
      `${path.relative(process.cwd(), this.resourcePath)} imports ${outside.join(', ')}, which the ` +
        `shell does not provide: the kit would carry its own copy. Import a module listed in ` +
        `shared/build/singletons.json, or add it there (and deploy the shell first).`,
    );
  }
  return source;
};
module.exports.outsideSingletons = outsideSingletons;
module.exports.consumedSingletons = consumedSingletons;
