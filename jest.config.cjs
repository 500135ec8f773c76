// Unit tests of everything but the api (which has its own config: it needs a database).
//   node: the shared packages' node-safe code and the repo checks in test/
//   web:  React code in jsdom with Testing Library (shared/web, the shell, every kit)
const KITS = require('./shared/domain/kits.json');
const node = require('./jest.preset.cjs');
const { handyqModules } = require('./jest.modules.cjs');
const swcrc = require('./.swcrc.json');

const shared = handyqModules('<rootDir>');

module.exports = {
  // Not a speed check (the benches measure speed): a ceiling for a stuck test. A form test of
  // many steps took over jest's default 5 s beside the typecheck, the lint and two CPU hogs.
  testTimeout: 60_000,
  projects: [
    {
      ...node,
      displayName: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/shared', '<rootDir>/test'],
      testMatch: ['**/*.test.ts', '**/*.test.mts'],
      // .mts tests stay ES modules, so they can import() an ES module file (the speech engine)
      extensionsToTreatAsEsm: ['.mts'],
      transform: {
        '^.+\\.mts$': ['@swc/jest', { ...swcrc, swcrc: false, module: { type: 'es6' } }],
        ...node.transform,
      },
      moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
      // browser code (shared/web, shared/record) is the web project's
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/web/', '<rootDir>/shared/record/'],
      moduleNameMapper: shared,
    },
    {
      ...node,
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/web/src',
        '<rootDir>/shared/record/src',
        '<rootDir>/shell/src',
        ...KITS.map((k) => `<rootDir>/${k.folder}/src`),
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFiles: ['<rootDir>/test/web-setup.ts'],
      // ky ships only ES modules
      transformIgnorePatterns: ['/node_modules/(?!ky/)'],
      moduleNameMapper: {
        ...shared,
        '\\.css$': '<rootDir>/test/style-stub.cjs',
        '\\.(png|jpe?g|svg|webp|mp4)$': '<rootDir>/test/file-stub.cjs',
      },
    },
  ],
};
