/** One browser and one database handle for a browser test file: launched before its tests, closed after them. */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { browserDb } from './api';
import { launchBrowser } from './browser';

export function browserSuite(shotsDir?: string) {
  const suite = { db: browserDb(), browser: undefined as unknown as Browser };
  beforeAll(async () => {
    if (shotsDir) fs.mkdirSync(shotsDir, { recursive: true });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.db.destroy();
  });
  return suite;
}
