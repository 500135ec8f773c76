// HandyQ's own lint rules: the dependency map between workspaces, and kebab-case file names.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const KITS = JSON.parse(fs.readFileSync(path.join(root, 'shared/kits.json'), 'utf8'));

/** The front-end apps: the shell and every kit in the registry. */
export const APPS = ['shell', ...KITS.map((k) => k.folder)];

/** What each workspace may import from the others (libraries are always allowed). */
const MAY_IMPORT = {
  ...Object.fromEntries(APPS.map((app) => [app, ['shared']])),
  api: ['shared'],
  shared: [],
};

/** Every workspace folder, and the package name each is imported by. */
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const BY_PACKAGE = new Map(
  WORKSPACES.map((ws) => [JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8')).name, ws]),
);

const workspaceOfFile = (file) => {
  const top = path.relative(root, file).split(path.sep)[0];
  return WORKSPACES.includes(top) ? top : null;
};

/** The workspace an import specifier lands in, or null for a library. */
function workspaceOfImport(spec, fromFile) {
  if (spec.startsWith('.')) return workspaceOfFile(path.resolve(path.dirname(fromFile), spec));
  const parts = spec.split('/');
  const pkg = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BY_PACKAGE.get(pkg) ?? null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Dependencies point one way: apps -> shared, api -> shared.' },
    schema: [],
  },
  create(context) {
    const self = workspaceOfFile(context.filename);
    const allowed = self ? MAY_IMPORT[self] : undefined;
    if (!allowed) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec) return;
      if (self === 'api' && /^@handyq\/shared\/web(\/|$)/.test(spec)) {
        context.report({ node, message: 'The browser part of @handyq/shared is not for the api.' });
        return;
      }
      const target = workspaceOfImport(spec, context.filename);
      if (target && target !== self && !allowed.includes(target)) {
        const may = allowed.length ? `only ${allowed.map((w) => `@handyq/${w}`).join(', ')}` : 'no workspace';
        context.report({
          node,
          message: `${self} may import ${may} (and libraries), not ${target} ('${spec}').`,
        });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
      CallExpression: (n) => {
        if (n.callee.type === 'Identifier' && n.callee.name === 'require') check(n.arguments[0]);
      },
    };
  },
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const kebabFileNames = {
  meta: { type: 'suggestion', docs: { description: 'Source file names are kebab-case.' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        // 'tool-header.tsx', 'users.controller.ts', 'remotes.test.ts': each dot-part is kebab-case.
        const parts = path.basename(context.filename).split('.').slice(0, -1);
        if (parts.length && !parts.every((p) => KEBAB.test(p))) {
          context.report({
            node,
            message: `File name '${path.basename(context.filename)}' is not kebab-case.`,
          });
        }
      },
    };
  },
};

export default { rules: { boundaries, 'kebab-file-names': kebabFileNames } };
