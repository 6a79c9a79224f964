/** The server as a real process, for tests of start, stop and crashes. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { ROOT_DIR } from '../../api/src/config/env';
import { freePort } from '../../api/src/db/embeddedPostgres';

export interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the server as `npm start` does (scripts/start.ts: seeds, then api/src/server.ts), on a free port with its data in `dataDir`; resolves once it listens. */
export async function startServer(dataDir: string, extraEnv: Record<string, string | undefined>): Promise<Running> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...process.env,
    PORT: String(port),
    BAKAYA_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  } as Record<string, string>;
  delete env.DATABASE_URL;
  for (const [k, v] of Object.entries(extraEnv))
    if (v === undefined) delete env[k];
    else env[k] = v;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      if (output.includes('Bakaya is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch((err) => {
    child.kill('SIGKILL'); // one that never said it was running is not left behind
    throw err;
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/**
 * GET's status on a fresh connection. fetch() keeps connections alive per origin, and the second
 * server may get the first one's port: a kept socket to the stopped server would then be reused.
 */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

export function stop(r: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    r.child.once('exit', (code) => resolve(code));
    r.child.kill(signal);
  });
}
