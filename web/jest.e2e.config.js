// End-to-end journeys: jest drives Debian's Chromium (playwright-core) against the built
// app served by the real server on a fresh PostgreSQL database (see e2e/globalSetup.ts).
export default {
  testEnvironment: '<rootDir>/e2e/journeyEnvironment.js',
  setupFilesAfterEnv: ['<rootDir>/e2e/describeFailures.ts'],
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.js',
  testTimeout: 90_000,
};
