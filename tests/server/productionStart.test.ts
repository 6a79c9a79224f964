/**
 * The server and the worker refuse a production start on sandboxes (issue 20 §3), before touching a
 * database: run as processes, as `npm start` and `npm run worker` run them.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../api/src/config/env';

/** A database nobody listens on: a start that gets past the readiness check fails here, quickly. */
const NO_DATABASE = 'postgres://postgres@127.0.0.1:1/none';

function start(script: string, extra: Record<string, string>) {
  const env: Record<string, string> = {};
  // The parent's provider settings must not leak in.
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(RAZORPAY_|CASHFREE_|TURNSTILE_|GST_|AADHAAR_|PENNY_DROP_|ESIGN_|PAYMENT_GATEWAY|STAGING|CAPTCHA_)/.test(k))
      env[k] = v;
  }
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT_DIR,
    env: { ...env, DATABASE_URL: NO_DATABASE, LOG_LEVEL: 'info', ...extra },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('starting in production', () => {
  it('the server refuses on sandboxes and names the adapters and the variables', () => {
    const run = start('api/src/server.ts', { NODE_ENV: 'production' });
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(1);
    expect(out).toMatch(/Refusing to start with NODE_ENV=production/);
    for (const name of [
      'GST_PROVIDER',
      'AADHAAR_PROVIDER',
      'PENNY_DROP_PROVIDER',
      'ESIGN_PROVIDER',
      'TURNSTILE_SECRET_KEY',
      'RAZORPAY_KEY_ID',
    ]) {
      expect(out).toContain(name);
    }
    expect(out).not.toMatch(/could not prepare the database|Could not start the database/);
  });

  it('the worker refuses the same way', () => {
    const run = start('api/src/worker.ts', { NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toMatch(/Refusing to start with NODE_ENV=production: .*gst is on its offline sandbox/);
  });

  it('with STAGING=true the server gets past the check (and on to the database)', () => {
    const run = start('api/src/server.ts', {
      NODE_ENV: 'production',
      STAGING: 'true',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
    });
    const out = run.stdout + run.stderr;
    expect(out).not.toMatch(/Refusing to start/);
    expect(out).toMatch(/could not prepare the database|Could not start the database/);
    expect(run.status).toBe(1);
  });
});
