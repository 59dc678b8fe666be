// Jest with jsdom: jest-environment-jsdom, through jest-fixed-jsdom, which gives that jsdom Node's
// own fetch, streams and AbortSignal (MSW in Node needs them, and jsdom has none: MSW's
// documentation for Jest) and resolves packages for Node rather than for a browser. TypeScript and
// JSX through Babel (babel.config.json).
export default {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.jest.ts'],
  // Vitest's own (fake timers are the one thing the two runners spell differently).
  testPathIgnorePatterns: ['/node_modules/', '\\.vitest\\.test\\.tsx$'],
  // MSW depends on packages published only as ES modules (rettime, until-async, deferred-promise),
  // which Jest's CommonJS runtime loads only compiled by Babel like the app's own files.
  transform: { '\\.m?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
  // A test that renders a whole inbox and clicks through a few requests takes seconds in jsdom on a
  // busy CI machine; this bounds one that hangs.
  testTimeout: 60_000,
};
