// Shared jest setup for the Node-side packages: TypeScript through SWC, with decorators.
const swcrc = require('./.swcrc.json');
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  moduleNameMapper: {
    '^@handyq/shared$': '<rootDir>/../shared/src/index.ts',
    '^@handyq/shared/schemas$': '<rootDir>/../shared/src/schemas/index.ts',
    '^@handyq/shared/library-rules$': '<rootDir>/../shared/src/library-rules.ts',
    '^@handyq/shared/user-rules$': '<rootDir>/../shared/src/user-rules.ts',
    '^@handyq/shared/practice-log-rules$': '<rootDir>/../shared/src/practice-log-rules.ts',
    '^@handyq/shared/library-seed-items$': '<rootDir>/../shared/src/library-seed-items.ts',
  },
};
