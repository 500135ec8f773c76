// Shared jest setup for the Node-side packages: TypeScript through SWC, with decorators.
const swcrc = require('./.swcrc.json');

const { handyqModules } = require('./jest.modules.cjs');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  moduleNameMapper: handyqModules('<rootDir>/..'),
};
