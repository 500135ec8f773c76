// Unit tests of everything but the api (which has its own config: it needs a database).
//   node: shared's node-safe code and the repo checks in test/
//   web:  React code in jsdom with Testing Library (shared/src/web, the shell, every kit)
const KITS = require('./shared/kits.json');
const node = require('./jest.preset.cjs');
const swcrc = require('./.swcrc.json');

const shared = {
  '^@handyq/shared$': '<rootDir>/shared/src/index.ts',
  '^@handyq/shared/web$': '<rootDir>/shared/src/web/index.ts',
  '^@handyq/shared/cue$': '<rootDir>/shared/src/cue/index.ts',
  '^@handyq/shared/line$': '<rootDir>/shared/src/line/index.ts',
  '^@handyq/shared/schemas$': '<rootDir>/shared/src/schemas/index.ts',
  '^@handyq/shared/web/server$': '<rootDir>/shared/src/web/server/index.ts',
  '^@handyq/shared/web/user$': '<rootDir>/shared/src/web/user/index.ts',
  '^@handyq/shared/web/practice-log$': '<rootDir>/shared/src/web/practice-log/index.ts',
};

module.exports = {
  // Not a speed check (the benches measure speed): a ceiling for a stuck test. A form test of
  // many steps took over jest's default 5 s beside the typecheck, the lint and two CPU hogs.
  testTimeout: 60_000,
  projects: [
    {
      ...node,
      displayName: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/shared/src', '<rootDir>/test'],
      testMatch: ['**/*.test.ts', '**/*.test.mts'],
      // .mts tests stay ES modules, so they can import() an ES module file (the speech engine)
      extensionsToTreatAsEsm: ['.mts'],
      transform: {
        '^.+\\.mts$': ['@swc/jest', { ...swcrc, swcrc: false, module: { type: 'es6' } }],
        ...node.transform,
      },
      moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
      // browser code (shared/src/web) is the web project's
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/src/web/'],
      moduleNameMapper: shared,
    },
    {
      ...node,
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/src/web',
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
