import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/**
 * Unit and integration tests run in Node; a test that needs a DOM says so with a
 * `@jest-environment jsdom` docblock. Coverage of the pure core is held to 90 %.
 */
const config: Config = {
  testEnvironment: 'node',
  // The root is the whole project so that coverage also counts source files no test loads.
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/coverage/', '<rootDir>/.artifacts/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // Names other than localhost fail at once, whatever the machine's resolver does (see the file).
  setupFiles: ['reflect-metadata', '<rootDir>/tests/support/offlineNetwork.ts'],
  testSequencer: '<rootDir>/tests/support/slowFilesFirst.cjs',
  // A file that hangs past every jest timeout is named and ends the run, rather than holding CI to its limit.
  reporters: ['default', '<rootDir>/tests/support/stuckFileWatch.cjs'],
  // Most of the suite's time is browser and devstack files waiting on Chromium, sockets and timers,
  // not on the CPU: two files at a time finish the suite in about two thirds of the serial time even on
  // a two-core machine, where jest would otherwise run one (cores less one).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  collectCoverage: true,
  coverageDirectory: '<rootDir>/coverage',
  coverageReporters: ['text-summary', 'lcov'],
  collectCoverageFrom: [
    'domain/**/*.ts',
    'application/**/*.ts',
    'infrastructure/**/*.ts',
    'presentation/**/*.{ts,tsx}',
  ],
  coverageThreshold: {
    global: {},
    './domain/': { lines: 90, branches: 90 },
    './application/': { lines: 90, branches: 90 },
  },
};

export default config;
