// HandyQ's own lint rules: the dependency map between workspaces, and kebab-case file names.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const KITS = JSON.parse(fs.readFileSync(path.join(root, 'shared/domain/kits.json'), 'utf8'));

/** The front-end apps: the shell and every kit in the registry. */
export const APPS = ['shell', ...KITS.map((k) => k.folder)];

const DOMAIN = 'shared/domain';
const WEB = 'shared/web';
const CUE = 'shared/cue';
const LINE = 'shared/line';
const RECORD = 'shared/record';
const DEMO = 'shared/demo';
const SCENARIOS = 'shared/scenarios';
const BUILD = 'shared/build';

/**
 * Who may import whom (libraries are always allowed): one row per workspace. The shared packages
 * are layers: domain (schemas, rules, constants; no DOM, no React) under everything; the cue and
 * line engines and the demo backend on it; web (the browser's stores, design system and API
 * client) on domain and the cue engine's voice; the apps on top. The API takes the domain only.
 */
export const MAY_IMPORT = {
  [DOMAIN]: [],
  [CUE]: [DOMAIN],
  [LINE]: [DOMAIN],
  [DEMO]: [DOMAIN],
  [WEB]: [DOMAIN, CUE],
  // Record films a cue engine's run with the camera and keeps it through web's practice log
  [RECORD]: [DOMAIN, CUE, LINE, WEB],
  [SCENARIOS]: [DOMAIN, DEMO],
  [BUILD]: [DOMAIN],
  // the shell names the demo backend in the demo build (shell/src/bootstrap.tsx)
  shell: [DOMAIN, WEB, CUE, LINE, DEMO, BUILD],
  ...Object.fromEntries(KITS.map((k) => [k.folder, [DOMAIN, WEB, CUE, LINE, RECORD, BUILD]])),
  api: [DOMAIN],
  // e2e and bench have no row: they drive the built apps and may reach anything
};

/** What a workspace's tests may import besides: the dev-only packages they run against. */
export const TESTS_MAY_IMPORT = {
  [WEB]: [DEMO],
  // the phrase tests run the voice engine this package's install step builds
  [CUE]: [BUILD],
  api: [SCENARIOS],
};

/**
 * Packages only a build's config may import, not a source file under `src/`, apart from their
 * data (the shell's runtime reads singletons.json, the list its build reads too).
 */
const BUILD_TIME = [BUILD];

const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|^api\/test\//;

/** Every workspace folder, and the package name each is imported by. */
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const BY_PACKAGE = new Map(
  WORKSPACES.map((ws) => [JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8')).name, ws]),
);
const NAME_OF = new Map([...BY_PACKAGE].map(([name, ws]) => [ws, name]));

const workspaceOfFile = (file) => {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return WORKSPACES.find((ws) => rel.startsWith(`${ws}/`)) ?? null;
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
    docs: { description: 'Dependencies point one way: the table MAY_IMPORT, a row per workspace.' },
    schema: [],
  },
  create(context) {
    const self = workspaceOfFile(context.filename);
    const row = self ? MAY_IMPORT[self] : undefined;
    if (!row) return {};
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    const inTest = TEST_FILE.test(rel);
    const inSrc = rel.startsWith(`${self}/src/`);
    const allowed = inTest ? [...row, ...(TESTS_MAY_IMPORT[self] ?? [])] : row;
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec) return;
      const target = workspaceOfImport(spec, context.filename);
      if (!target || target === self) return;
      const name = NAME_OF.get(self);
      if (!allowed.includes(target)) {
        const may = allowed.length ? `only ${allowed.map((w) => NAME_OF.get(w)).join(', ')}` : 'no workspace';
        context.report({
          node,
          message: `${name} may import ${may} (and libraries), not ${NAME_OF.get(target)} ('${spec}').`,
        });
      } else if (BUILD_TIME.includes(target) && inSrc && !inTest && !spec.endsWith('.json')) {
        context.report({
          node,
          message: `${NAME_OF.get(target)} is for a build's config, not ${name}'s source ('${spec}').`,
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
