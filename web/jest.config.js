// Component tests: jsdom + Testing Library + relay-test-utils.
// Babel's config is inline on purpose: a babel config file would also be picked up by
// vite-plugin-relay's Babel pass during the Vite build.
const babelConfig = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], ['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
  plugins: ['relay'],
};

export default {
  testEnvironment: '<rootDir>/src/test/jsdomWithFetchEnvironment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: { '^.+\\.[jt]sx?$': ['babel-jest', babelConfig] },
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/src/test/emptyModule.ts', '^@fluentui/react-charts$': '<rootDir>/src/test/chartsStub.tsx' },
  clearMocks: true,
  restoreMocks: true,
  // Shared two-core machines: lazy routes compile on first use.
  testTimeout: 20000,
};
