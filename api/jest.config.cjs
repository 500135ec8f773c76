module.exports = {
  ...require('../jest.preset.cjs'),
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testTimeout: 60000,
};
