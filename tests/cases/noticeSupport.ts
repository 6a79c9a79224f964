/** Set-up of the notice and dispute tests: a case with contacts, verified by staff; reading links and codes from the dev outbox. */
import type { Knex } from 'knex';
import request from 'supertest';
import { expect } from 'vitest';
import type { createTestApp } from '../support/testApp';
import { createCase } from '../domain/fixtures';
import { uniqueMobile } from '../support/testApp';

type TestApp = ReturnType<typeof createTestApp>;

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A processing case whose buyer has a contact (mobile and email), verified by `staffAuth` over HTTP. */
export async function verifiedCase(t: TestApp, staffAuth: string, opts: { status?: string } = {}) {
  const c = await createCase(t.db, { due_amount: '150000.00' });
  const mobile = uniqueMobile();
  const email = `buyer${mobile}@example.com`;
  await t.db('defaulter_contacts').insert({ case_id: c.id, name: 'Accounts Desk', mobile, email, user_id: c.reporter_user_id });
  const res = await request(t.app).post(`/api/defaulter-cases/${c.id}/transition`).set('Authorization', staffAuth).send({ to: 'verified' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (opts.status === 'partial_settled') {
    const p = await request(t.app)
      .post(`/api/defaulter-cases/${c.id}/transition`)
      .set('Authorization', staffAuth)
      .send({ to: 'partial_settled', settled_amount: '50000.00' });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
  }
  return { ...c, mobile, email };
}

/** The latest message of `template` to `to`, as the recipient got it (the stored copy has secrets masked). */
export async function lastMessage(t: TestApp, to: string, template: string) {
  const row = await t.db('outbox_messages').where({ recipient: to, template }).orderBy('id', 'desc').first();
  if (!row) return undefined;
  return { stored: row.body as string, received: t.ctx.messaging.revealed?.(Number(row.id)) ?? (row.body as string) };
}

export async function noticeToken(t: TestApp, mobile: string): Promise<string> {
  const m = await lastMessage(t, mobile, 'case-notice-sms');
  const token = m?.received.match(/\/notice\/([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, 'a notice link in the SMS').toBeTruthy();
  return token!;
}

export async function noticeCode(t: TestApp, token: string, mobile: string): Promise<string> {
  const res = await request(t.app).post(`/api/notices/${token}/code`).send({});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const m = await lastMessage(t, mobile, 'notice-code-sms');
  const code = m?.received.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

export const caseRow = (db: Knex, id: number) => db('defaulter_cases').where({ id }).first();
export const timeline = (db: Knex, id: number) => db('case_events').where({ case_id: id }).orderBy('id');
