import { defineConfig } from 'vitest/config';

// One PostgreSQL per test run (embedded, or a fresh database on DATABASE_URL's server),
// started once in globalSetup; test files run one after another against it because they
// share that database and several assert on global tables (audit log, outbox).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'api/src/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    globalSetup: ['tests/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    // .ci/run asks for a JSON report too, to print one "N passed, N failed" line for both runs.
    reporters: process.env.VITEST_JSON_REPORT ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_REPORT ? { json: process.env.VITEST_JSON_REPORT } : undefined,
    hookTimeout: 120_000,
  },
});
