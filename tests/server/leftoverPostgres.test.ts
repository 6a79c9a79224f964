/**
 * `npm start` after the app process alone was killed (issue 18 #17): the embedded PostgreSQL it
 * started lives on, holding postmaster.pid and the port. The next start stops it, says so in one
 * line, and comes up; a stale postmaster.pid is removed; a start that fails anyway says why in words
 * (it printed only `triggerUncaughtException(undefined)`).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/db/embeddedPostgres';
import { readPostmasterPid } from '../../api/src/db/leftoverPostgres';
import { startServer, statusOf, stop } from '../support/serverProcess';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-leftover-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
const pgDir = path.join(dataDir, 'pg');
const env = (port: number) => ({ EMBEDDED_PG_PORT: String(port), SEED_DEMO: 'false', JOBS: 'false' });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

afterAll(() => {
  // A postmaster this test left behind (a failed assertion mid-way) is stopped, never leaked.
  const left = readPostmasterPid(pgDir);
  if (left && alive(left.pid)) process.kill(left.pid, 'SIGQUIT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('starting after the app was killed', () => {
  it('stops the PostgreSQL the killed run left, says so, and comes up on the same port', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, env(port));
    expect(await statusOf(`${first.url}/api/health`)).toBe(200);
    const postmaster = readPostmasterPid(pgDir)!;
    await new Promise((resolve) => {
      first.child.once('exit', resolve);
      first.child.kill('SIGKILL');
    });
    expect(alive(postmaster.pid), 'the killed run left its PostgreSQL running').toBe(true);

    const second = await startServer(dataDir, env(port));
    expect(await statusOf(`${second.url}/api/health`)).toBe(200);
    expect(second.output()).toContain(`PostgreSQL (pid ${postmaster.pid}, port ${port}) was still running on ${pgDir}`);
    expect(second.output()).not.toContain('triggerUncaughtException');
    expect(alive(postmaster.pid)).toBe(false);

    // While that app runs, a second process on the same folder leaves its PostgreSQL alone and says why.
    const refused = await startServer(dataDir, env(await freePort())).then(
      () => 'started',
      (err: Error) => err.message,
    );
    expect(refused).toContain(`PostgreSQL on ${pgDir} belongs to Bakaya process ${second.child.pid}, which is still running.`);
    expect(await statusOf(`${second.url}/api/health`)).toBe(200);
    expect(await stop(second, 'SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
  }, 240_000);

  it('removes a postmaster.pid whose process is gone', async () => {
    const pidFile = path.join(pgDir, 'postmaster.pid');
    fs.writeFileSync(pidFile, `2147483646\n${pgDir}\n0\n5432\n/tmp\nlocalhost\n0 0\nready\n`);
    const running = await startServer(dataDir, env(await freePort()));
    expect(await statusOf(`${running.url}/api/health`)).toBe(200);
    expect(running.output()).toContain(`Removed a stale postmaster.pid from ${pgDir}: PostgreSQL (pid 2147483646) is no longer running.`);
    expect(await stop(running, 'SIGTERM')).toBe(0);
  }, 120_000);

  it('says in words why PostgreSQL could not start', async () => {
    // Another program holds the port on every address: PostgreSQL cannot bind and exits.
    const port = await freePort();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen({ port, host: '::', ipv6Only: false }, resolve));
    try {
      const failed = await startServer(dataDir, env(port)).then(
        () => undefined,
        (err: Error) => err.message,
      );
      expect(failed).toMatch(/server exited with 1/);
      expect(failed).toContain(`Could not start the database. PostgreSQL did not start on port ${port} with its data in ${pgDir}`);
      expect(failed).toMatch(/could not (bind|create any TCP\/IP sockets)/i);
      expect(failed).not.toContain('triggerUncaughtException');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 120_000);
});
