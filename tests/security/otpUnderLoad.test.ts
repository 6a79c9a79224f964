/**
 * Issue 6, finding 1: twenty (here fifty) simultaneous code requests for one account must not
 * drain the connection pool. One request sends the code, every other answers 429 at once, and the
 * API keeps answering other callers meanwhile. A pool that really is exhausted answers 503 with
 * Retry-After, never 500.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../support/testApp';

const small = createTestApp({ pool: { min: 0, max: 3 }, acquireTimeoutMs: 3000 });
const tiny = createTestApp({ pool: { min: 0, max: 1 }, acquireTimeoutMs: 300 });
afterAll(() => Promise.all([small.close(), tiny.close()]));

describe('concurrent code requests for one account', () => {
  it('send one code and refuse the other 49 quickly, while the API keeps answering', async () => {
    const user = await createUser(small.db);
    const started = Date.now();
    const sends = Array.from({ length: 50 }, () => request(small.app).post('/api/user/sendotp').send({ mobile: user.mobile }));
    const health = request(small.app).get('/api/health');
    const [answers, healthy] = await Promise.all([Promise.all(sends), health]);
    const elapsed = Date.now() - started;

    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/wait|already on its way/);
    }
    expect(healthy.status).toBe(200);
    // Well below the 3 s acquire timeout: nobody waited for a connection held by a waiting request.
    expect(elapsed).toBeLessThan(3000);
    expect(await small.db('otp_challenges').where({ identifier: user.mobile }).count({ n: '*' })).toEqual([{ n: 1 }]);
    // Every refusal is logged (after its transaction ended).
    const logged = await small.db('login_restriction_logs').where({ identifier: user.mobile, reason: 'rate_limited' }).count({ n: '*' });
    expect(logged).toEqual([{ n: 49 }]);
  });
});

describe('a pool with no free connection', () => {
  it('answers 503 with Retry-After and a message, not 500', async () => {
    // Hold the only connection in an open transaction, then ask for something that needs one.
    let release!: () => void;
    const held = tiny.db.transaction(async (trx) => {
      await trx.raw('SELECT 1');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await new Promise((r) => setTimeout(r, 50));
    const user = await createUser(small.db);
    const res = await request(tiny.app).post('/api/user/sendotp').send({ mobile: user.mobile });
    release();
    await held;
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/busy/);
  });
});
