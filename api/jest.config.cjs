module.exports = {
  ...require('../jest.preset.cjs'),
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/jest-global-teardown.ts',
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
};
