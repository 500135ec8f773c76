module.exports = {
  ...require('../jest.preset.cjs'),
  roots: ['<rootDir>/test', '<rootDir>/src'],
  // Not a speed check (the benches measure speed): a ceiling for a stuck test. Starting an app
  // (a PGlite copy, the migrations) in a beforeAll took over 60 s on a busy 2-core machine.
  testTimeout: 120000,
  globalSetup: '<rootDir>/test/support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/jest-global-teardown.ts',
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
};
