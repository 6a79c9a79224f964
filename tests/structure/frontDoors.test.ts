import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Components use each other through front doors (issue 19 §2). The lint refuses a deep import; this test
// also catches a door that re-exports what nobody imports any more, or misses a new component's index.ts.
// When it fails, run `npx tsx scripts/codemods/frontDoors.ts` and commit what it changes.
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('front doors', () => {
  it('are what scripts/codemods/frontDoors.ts would write', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/codemods/frontDoors.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr + run.stdout).toContain('0 files would change');
    expect(run.status).toBe(0);
  }, 60_000);
});
