/**
 * Issue 10 §1: the read-only registry resource case-invoices behind the admin case page — staff with
 * Defaulter read a case's invoices; a member cannot list them through it (the member reads their own case's invoices on GET /api/member/defaulter-cases/:id); nobody
 * writes them here (the report writes them in its own transaction).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../domain/fixtures';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let staffAuth = '';
let caseId = 0;
beforeAll(async () => {
  staffAuth = (await signedIn(t.db, { roleId: 2 })).auth;
  const c = await createCase(t.db, { due_amount: '150000.00' });
  caseId = Number(c.id);
  const row = await t.db('defaulter_cases').where({ id: caseId }).first('reporter_business_id', 'defaulter_gstin');
  await t.db('case_invoices').insert([
    {
      case_id: caseId,
      reporter_business_id: row.reporter_business_id,
      defaulter_gstin: row.defaulter_gstin,
      invoice_number: 'INV-1',
      invoice_date: '2026-05-01',
      amount: '100000.00',
      due_date: '2026-05-31',
      position: 0,
    },
    {
      case_id: caseId,
      reporter_business_id: row.reporter_business_id,
      defaulter_gstin: row.defaulter_gstin,
      invoice_number: 'INV-2',
      invoice_date: '2026-05-05',
      amount: '50000.00',
      due_date: '2026-06-04',
      position: 1,
    },
  ]);
});
afterAll(() => t.close());

const list = (auth: string) =>
  request(t.app)
    .get(`/api/case-invoices?filter=${encodeURIComponent(JSON.stringify({ case_id: caseId }))}&range=[0,9]`)
    .set('Authorization', auth);

describe('case-invoices resource', () => {
  it('lists a case’s invoices for staff, in the report’s order, amounts as rupee strings', async () => {
    const res = await list(staffAuth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((r: { invoice_number: string }) => r.invoice_number)).toEqual(['INV-1', 'INV-2']);
    expect(res.body[1]).toMatchObject({ case_id: caseId, amount: '50000.00', due_date: '2026-06-04' });
  });

  it('is not readable by members, and cannot be written', async () => {
    const member = await signedIn(t.db);
    const res = await list(member.auth);
    expect([401, 403, 404]).toContain(res.status);
    expect(Array.isArray(res.body)).toBe(false);
    const write = await request(t.app)
      .post('/api/case-invoices')
      .set('Authorization', staffAuth)
      .send({ case_id: caseId, invoice_number: 'X', invoice_date: '2026-05-01', amount: '1.00', due_date: '2026-05-02' });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    expect(await t.db('case_invoices').where({ case_id: caseId }).count({ n: '*' }).first()).toMatchObject({ n: 2 });
  });
});
