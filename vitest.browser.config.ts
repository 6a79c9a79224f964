import { defineConfig } from 'vitest/config';

// Browser tests: one real server (built admin + API) on a throw-away database, driven by
// playwright-core and Debian's chromium. Run after `npm run build` (npm test does both).
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/serverSetup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is too tight for a real browser over a real server on two shared cores:
    // a list that took 1.2 s to appear failed a CI run. A poll still ends as soon as its condition holds.
    expect: { poll: { timeout: 10_000 } },
    reporters: process.env.VITEST_JSON_REPORT ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_REPORT ? { json: process.env.VITEST_JSON_REPORT.replace(/\.json$/, '.browser.json') } : undefined,
  },
});
