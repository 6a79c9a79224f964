/**
 * A NUL character (U+0000) anywhere in a request — query parameter, JSON-encoded filter, JSON or
 * form body (values and keys, at any depth), path — answers 400 naming the field, before any SQL
 * (PostgreSQL cannot store it: 22021 / 22P05). The error handler maps those two codes to 400
 * too, without the database's own text, for anything that reaches the database another way.
 */
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../api/src/http/errorHandler';
import { findNul } from '../../api/src/http/rejectNulBytes';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let auth = '';
beforeAll(async () => {
  auth = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const NUL = '\u0000';

function expectNulRefusal(res: request.Response, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.message).toContain(field);
  expect(res.body.message).toMatch(/NUL character/);
  expect(res.body.errors).toHaveProperty([field]);
}

describe('query parameters', () => {
  it('refuses a NUL in a JSON filter value, written as the JSON escape \\u0000', async () => {
    const res = await request(t.app).get('/api/customers').query({ filter: '{"q":"sha\\u0000rma"}' }).set('Authorization', auth);
    expectNulRefusal(res, 'filter.q');
  });

  it('refuses a NUL in an equality filter on a text field', async () => {
    const escaped = await request(t.app)
      .get('/api/customers')
      .query({ filter: JSON.stringify({ name: `a${NUL}b` }) })
      .set('Authorization', auth);
    expectNulRefusal(escaped, 'filter.name');
    const raw = await request(t.app)
      .get('/api/customers')
      .query({ filter: `{"name":"a${NUL}b"}` })
      .set('Authorization', auth);
    expectNulRefusal(raw, 'filter');
  });

  it('refuses a raw NUL in a plain query parameter', async () => {
    const res = await request(t.app)
      .get('/api/admin/reset/sign-in')
      .query({ identifier: `98765${NUL}43210` })
      .set('Authorization', auth);
    expectNulRefusal(res, 'identifier');
  });

  it('lets an escaped backslash followed by u0000 through (that is text, not a NUL)', async () => {
    const res = await request(t.app).get('/api/customers').query({ filter: '{"q":"\\\\u0000"}' }).set('Authorization', auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('bodies', () => {
  it('refuses a NUL in a JSON text field, naming it', async () => {
    const res = await request(t.app)
      .post('/api/admin-roles')
      .set('Authorization', auth)
      .send({ name: `Desk${NUL}` });
    expectNulRefusal(res, 'name');
    expect(await t.db('roles').where('name', 'like', 'Desk%').count('* as n').first()).toEqual({ n: 0 });
  });

  it('refuses a NUL in a form-encoded field', async () => {
    const res = await request(t.app)
      .post('/api/user/sendotp')
      .type('form')
      .send(`mobile=98765${encodeURIComponent(NUL)}43210`);
    expectNulRefusal(res, 'mobile');
  });

  it('refuses a NUL in a nested value (a JSON column) and in a key', async () => {
    const nested = await request(t.app)
      .put('/api/customers')
      .query({ filter: '{"id":[1]}' })
      .set('Authorization', auth)
      .send({ meta: { notes: ['ok', `x${NUL}`] } });
    expectNulRefusal(nested, 'meta.notes.1');
    const key = await request(t.app)
      .post('/api/admin-roles')
      .set('Authorization', auth)
      .send({ [`na${NUL}me`]: 'Desk' });
    expect(key.status).toBe(400);
    expect(Object.keys(key.body.errors)[0]).toContain('na');
  });

  it('refuses a NUL in the path', async () => {
    const res = await request(t.app).get('/api/import/jobs/%00').set('Authorization', auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('path');
  });

  it('walks deep bodies without overflowing the stack', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(findNul(deep, '')).toMatch(/^a(\.a)+$/);
  });
});

describe('the error handler as a safety net', () => {
  const answer = async (err: unknown) => {
    const app = express();
    app.get('/x', () => {
      throw err;
    });
    app.use(errorHandler);
    return request(app).get('/x');
  };

  it('answers PostgreSQL 22021 (NUL in text) with 400 and no database text', async () => {
    const err = await t.db.raw('select ?::text as v', [`a${NUL}b`]).then(
      () => undefined,
      (e: { code?: string }) => e,
    );
    expect(err?.code).toBe('22021');
    const res = await answer(err);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/NUL character/);
    expect(JSON.stringify(res.body)).not.toMatch(/UTF8|0x00|byte sequence|select/i);
  });

  it('answers PostgreSQL 22P05 (\\u0000 in jsonb) with 400 and no database text', async () => {
    const err = await t.db.raw(`select '{"a":"\\u0000"}'::jsonb ->> 'a' as v`).then(
      () => undefined,
      (e: { code?: string }) => e,
    );
    expect(err?.code).toBe('22P05');
    const res = await answer(err);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/unsupported Unicode|jsonb|select/i);
  });
});
