/**
 * Bad input never gets a 500: for every writable resource, each field is sent with values of the
 * wrong kind (objects, arrays, huge strings, negative and fractional numbers) and must be refused
 * with a 4xx and a message — or accepted as valid.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../api/src/registry';
import { uncodedParts } from '../support/codedAnswer';
import { sampleRow } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let auth = '';
beforeAll(async () => {
  auth = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(async () => {
  await t.db('restricted_ips').del(); // live rules must not refuse later sign-in tests
  await t.close();
});

const WRONG_VALUES: unknown[] = [{ nested: true }, [1, 2], 'x'.repeat(5000), -1, 1.5, '', true, '2026-02-30', '<script>alert(1)</script>'];

describe.each(resources.filter((r) => !r.readOnly && !r.createdThrough).map((r) => [r.name, r] as const))('%s', (_n, r) => {
  it('answers every wrong-kind field value with a 4xx and a message, never a 500', async () => {
    const base = await sampleRow(t.db, r, 'api');
    const writable = Object.entries(r.fields).filter(([, d]) => !d.readOnly && d.type !== 'id' && !d.hidden);
    for (const [field] of writable) {
      for (const value of WRONG_VALUES) {
        const res = await request(t.app)
          .post(`/api/${r.name}`)
          .set('Authorization', auth)
          .send({ ...base, [field]: value });
        expect(res.status, `${field}=${JSON.stringify(value).slice(0, 40)}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof res.body.message, `${field}`).toBe('string');
          expect(uncodedParts(res.body), `${field}=${JSON.stringify(value).slice(0, 40)}: ${JSON.stringify(res.body)}`).toEqual([]);
        }
        if (res.status === 201)
          await t
            .db(r.table)
            .where({ id: res.body.id })
            .del()
            .catch(() => {});
      }
    }
  });
});
