/**
 * A PostgreSQL left running on our data folder. When the app process alone is killed (SIGKILL, an
 * OOM kill), the embedded server it started lives on, holding postmaster.pid and its port, and the
 * next start failed until someone stopped it by hand (issue 18 #17). Before starting, we read its
 * postmaster.pid: a file whose process is gone is stale and removed; a live postmaster on this folder
 * whose app is gone is stopped (fast shutdown: SIGINT, its clients are dead anyway) and waited for,
 * so the new start owns the server it stops at shutdown; one whose app still runs is left alone and
 * the start refused in words. Each case is said in one line.
 *
 * Why stop rather than reuse: the server we start is our child — its log reaches our logger, its
 * flags are ours, and `stop()` at shutdown works; one adopted from a dead run has none of that.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PostmasterPid {
  pid: number;
  /** The data folder and port the postmaster wrote (lines 2 and 4 of postmaster.pid). */
  dataDir: string;
  port: number;
}

export function readPostmasterPid(dataDir: string): PostmasterPid | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, dataDir: lines[1] ?? '', port: Number(lines[3]) } : undefined;
}

/** True while `pid` runs (a zombie, dead but not yet reaped by its new parent, counts as gone). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): kill(0) is all we can know
  }
}

/** Does `pid` run `program` (not another program that got the number of one gone long ago)? */
function runs(pid: number, program: string): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return true;
  }
}

/**
 * Which app process started the server on `dataDir`: its pid is kept beside the folder while it runs,
 * so a leftover (its app gone) is told apart from the live server of an app still running — which a
 * second process on the same folder (`npm run db:migrate`, the worker) must not stop.
 */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

export function claimPostgres(dataDir: string): void {
  fs.writeFileSync(ownerFile(dataDir), `${process.pid}\n`);
}

const ownerOf = (dataDir: string): number | undefined => {
  try {
    return Number(fs.readFileSync(ownerFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
};

export function releasePostgres(dataDir: string): void {
  if (ownerOf(dataDir) === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
}

function liveOwner(dataDir: string): number | undefined {
  const owner = ownerOf(dataDir);
  if (!owner || !Number.isInteger(owner) || owner === process.pid) return undefined;
  return running(owner) && runs(owner, 'node') ? owner : undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function exited(pid: number, pidFile: string, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(100)) if (!running(pid) || !fs.existsSync(pidFile)) return true;
  return false;
}

/**
 * Clears the way for a new PostgreSQL on `dataDir`: returns what it did, in one sentence, or
 * undefined when there was nothing there. Throws (readably) when a leftover server will not stop.
 */
export async function clearLeftoverPostgres(dataDir: string, waitMs = 30_000): Promise<string | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const found = readPostmasterPid(dataDir);
  if (!found) {
    if (fs.existsSync(pidFile)) fs.rmSync(pidFile, { force: true });
    return undefined;
  }
  if (!running(found.pid) || !runs(found.pid, 'postgres')) {
    fs.rmSync(pidFile, { force: true });
    return `Removed a stale postmaster.pid from ${dataDir}: PostgreSQL (pid ${found.pid}) is no longer running.`;
  }
  const owner = liveOwner(dataDir);
  if (owner)
    throw new Error(
      `PostgreSQL on ${dataDir} belongs to Bakaya process ${owner}, which is still running. Stop it first, or point this one at its own DATABASE_URL.`,
    );
  process.kill(found.pid, 'SIGINT');
  if (!(await exited(found.pid, pidFile, waitMs))) {
    process.kill(found.pid, 'SIGQUIT');
    if (!(await exited(found.pid, pidFile, 5_000)))
      throw new Error(
        `PostgreSQL (pid ${found.pid}) is still running on ${dataDir} and did not stop. Stop it (pg_ctl stop -D ${dataDir}) and start again.`,
      );
  }
  fs.rmSync(pidFile, { force: true });
  return `PostgreSQL (pid ${found.pid}, port ${found.port}) was still running on ${dataDir}, left by a run that did not stop; stopped it and starting afresh.`;
}
