/** Reporting a defaulter (issue 10 §1): POST /api/defaulter/report, the quote, and every refusal leaving nothing behind. */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, fundWallet } from '../payments/support';
import { createRole, signedIn } from '../support/testApp';
import { samples } from '../media/samples';
import { defaultFiles, postReport, reportBody, reporterOnPlan, reportTestApp } from './support';

const t = reportTestApp();
const { app, db } = t;
afterAll(() => t.close());

const casesOf = (businessId: number) => db('defaulter_cases').where({ reporter_business_id: businessId });
const journalsOf = (userId: number) => db('wallet_journal').where({ user_id: userId, reference_type: 'defaulter_case' });
const ordersOf = (userId: number) => db('orders').where({ user_id: userId, purpose: 'report_defaulter' }).select('*');

/** Nothing of a refused report exists: no case, no journal, and no file in storage. */
async function expectNothingWritten(m: { user: { id: number }; business: { id: number } }, filesBefore: number) {
  expect(await casesOf(m.business.id)).toHaveLength(0);
  expect(await journalsOf(m.user.id)).toHaveLength(0);
  expect(await ordersOf(m.user.id)).toHaveLength(0);
  expect(t.filesOnDisk()).toHaveLength(filesBefore);
}

describe('POST /api/defaulter/report', () => {
  it('creates the case with invoices, documents (SHA-256), contact, first timeline event, audit row, and charges the fee', async () => {
    const m = await reporterOnPlan(db, '500.00');
    await fundWallet(db, m.user.id, 100_000); // ₹1,000
    const quote = await request(app).get(`/api/defaulter/report/quote?business_id=${m.business.id}`).set('Authorization', m.auth);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      allowed: true,
      basis: 'plan_fee',
      fee: '500.00',
      gst: '90.00',
      total: '590.00',
      wallet_balance: '1000.00',
    });

    const body = reportBody(m.business.id);
    const res = await postReport(app, m.auth, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, message: 'Report created successfully' });
    expect(res.body.data).toMatchObject({
      status: 'processing',
      due_amount: '90000.50',
      charged: '590.00',
      invoice_count: 2,
      document_count: 5,
    });
    const id = res.body.data.id as number;

    const c = await db('defaulter_cases').where({ id }).first();
    expect(c).toMatchObject({
      reporter_user_id: m.user.id,
      reporter_business_id: m.business.id,
      defaulter_gstin: body.defaulter_gstin,
      defaulter_pan: body.defaulter_gstin.slice(2, 12),
      due_amount: '90000.50',
      invoice_total: '100000.50',
      advance_paid: '10000.00',
      invoice_number: body.invoices[0]!.invoice_number,
      agreed_credit_days: 30,
      status: 'processing',
      source: 'web',
    });
    expect(String(c.due_date).slice(0, 10)).toBe('2026-03-03');
    expect(String(c.goods_accepted_on).slice(0, 10)).toBe('2026-01-12');
    expect(c.terms_accepted_at).not.toBeNull();

    const invoices = await db('case_invoices').where({ case_id: id }).orderBy('position');
    expect(invoices.map((i) => [i.invoice_number, i.amount])).toEqual([
      [body.invoices[0]!.invoice_number, '60000.00'],
      [body.invoices[1]!.invoice_number, '40000.50'],
    ]);
    const docs = await db('case_documents').where({ case_id: id }).orderBy('id');
    expect(docs.map((d) => d.doc_type).sort()).toEqual(['bilty', 'ca_certificate', 'invoice', 'invoice', 'ledger_certificate']);
    const pdfSha = crypto.createHash('sha256').update(samples.pdf).digest('hex');
    expect(docs.find((d) => d.original_name === 'ledger.pdf')).toMatchObject({
      sha256: pdfSha,
      mime_type: 'application/pdf',
      user_id: m.user.id,
    });
    expect(docs.find((d) => d.doc_type === 'ca_certificate')).toMatchObject({ udin: '26123456ABCDEF1234', mime_type: 'image/jpeg' });
    expect(await db('defaulter_contacts').where({ case_id: id })).toMatchObject([
      { name: 'Ravi Kumar', mobile: '9812345678', email: 'ravi@example.com' },
    ]);
    expect(await db('case_events').where({ case_id: id })).toMatchObject([
      { from_status: null, to_status: 'processing', note: 'Reported', actor_user_id: m.user.id },
    ]);
    const audit = await db('audit_logs').where({ resource: 'defaulter-cases', record_id: String(id), action: 'create' });
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(m.user.id);

    // The fee: ₹590 from the wallet → ₹500 revenue + ₹90 GST, once, and the ledger balances.
    const journals = await journalsOf(m.user.id);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ kind: 'debit', amount: '590.00', reference_id: String(id) });
    const legs = await db('wallet_ledger_entries').where({ journal_id: journals[0].id }).orderBy('id');
    expect(legs.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['user_wallet', '590.00', '0.00'],
      ['revenue', '0.00', '500.00'],
      ['gst_payable', '0.00', '90.00'],
    ]);
    expect((await db('users').where({ id: m.user.id }).first()).wallet_balance).toBe('410.00');
    await expectLedgerSound(db, [m.user.id]);

    // …with its paid order and the GST tax invoice to the reporting business, equal to what was taken.
    const orders = await ordersOf(m.user.id);
    expect(orders).toEqual([
      expect.objectContaining({
        purpose: 'report_defaulter',
        status: 'paid',
        amount: '500.00',
        tax: '90.00',
        total: '590.00',
        gateway: 'wallet',
      }),
    ]);
    const invoice = await db('invoices').where({ order_id: orders[0].id }).first();
    expect(invoice).toMatchObject({ business_id: m.business.id, taxable_amount: '500.00', total: '590.00', status: 'issued' });
    expect(Number(invoice.cgst) + Number(invoice.sgst) + Number(invoice.igst)).toBe(90);
    expect(audit[0].after).toMatchObject({ order_id: orders[0].id, invoice_id: invoice.id });
  });

  it('costs nothing when the plan includes reporting', async () => {
    const m = await reporterOnPlan(db, '0.00');
    const res = await postReport(app, m.auth, reportBody(m.business.id, { contact: null, advance_paid: '0' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ charged: '0.00', due_amount: '100000.50' });
    expect(await journalsOf(m.user.id)).toHaveLength(0);
  });

  it('refuses the same invoice number again from the same reporter against the same buyer (409 naming it)', async () => {
    const m = await reporterOnPlan(db, '0.00');
    const body = reportBody(m.business.id);
    expect((await postReport(app, m.auth, body)).status).toBe(201);
    const before = t.filesOnDisk().length;
    const again = reportBody(m.business.id, {
      defaulter_gstin: body.defaulter_gstin,
      goods_accepted_on: '2026-02-02',
      invoices: [{ ...body.invoices[1]!, invoice_number: `  ${body.invoices[1]!.invoice_number.toLowerCase()} ` }],
    });
    const res = await postReport(app, m.auth, again);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(body.invoices[1]!.invoice_number.toLowerCase());
    expect(res.body.errors['invoices.0.invoice_number']).toMatch(/already been reported/);
    expect(await casesOf(m.business.id)).toHaveLength(1);
    expect(t.filesOnDisk()).toHaveLength(before);
    // Against another buyer the same number is another invoice.
    expect((await postReport(app, m.auth, { ...again, defaulter_gstin: reportBody(m.business.id).defaulter_gstin })).status).toBe(201);
  });

  it('20 identical reports at once make exactly one case, one charge; the rest are 409 and leave no file', async () => {
    const m = await reporterOnPlan(db, '100.00');
    await fundWallet(db, m.user.id, 20 * 11_800);
    const before = t.filesOnDisk().length;
    const body = reportBody(m.business.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postReport(app, m.auth, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await casesOf(m.business.id)).toHaveLength(1);
    expect(await journalsOf(m.user.id)).toHaveLength(1);
    expect(await ordersOf(m.user.id)).toHaveLength(1);
    expect(await db('invoices').whereIn('order_id', db('orders').where({ user_id: m.user.id }).select('id'))).toHaveLength(1);
    expect(t.filesOnDisk()).toHaveLength(before + 5);
    await expectLedgerSound(db, [m.user.id]);
  });
});

describe('refused reports write nothing and keep no file', () => {
  const cases: Array<[string, (businessId: number) => { body: unknown; files?: ReturnType<typeof defaultFiles> }, number, string]> = [
    [
      'a GSTIN with a wrong check digit',
      (b) => {
        const body = reportBody(b);
        const g = body.defaulter_gstin;
        return { body: { ...body, defaulter_gstin: g.slice(0, 14) + (g[14] === 'A' ? 'B' : 'A') } };
      },
      400,
      'defaulter_gstin',
    ],
    [
      'a due date before the invoice date',
      (b) => {
        const body = reportBody(b);
        body.invoices[0]!.due_date = '2026-01-09';
        return { body };
      },
      400,
      'invoices.0.due_date',
    ],
    ['an advance as large as the invoices', (b) => ({ body: reportBody(b, { advance_paid: '100000.50' }) }), 400, 'advance_paid'],
    [
      'goods accepted before the first invoice',
      (b) => ({ body: reportBody(b, { goods_accepted_on: '2026-01-01' }) }),
      400,
      'goods_accepted_on',
    ],
    ['a date in the future', (b) => ({ body: reportBody(b, { goods_accepted_on: '2099-01-01' }) }), 400, 'goods_accepted_on'],
    ['terms not accepted', (b) => ({ body: reportBody(b, { terms_accepted: false }) }), 400, 'terms_accepted'],
    ['a CA certificate without UDIN', (b) => ({ body: reportBody(b, { ca_udin: '' }) }), 400, 'ca_udin'],
    [
      'a missing ledger certificate',
      (b) => ({ body: reportBody(b), files: { ...defaultFiles(), ledger_certificate: [] } }),
      400,
      'ledger_certificate',
    ],
    [
      'an executable renamed .pdf',
      (b) => ({
        body: reportBody(b),
        files: {
          ...defaultFiles(),
          invoice: [[Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]), 'invoice.pdf']],
        },
      }),
      400,
      'invoice',
    ],
    [
      'a 50 MB file',
      (b) => ({
        body: reportBody(b),
        files: { ...defaultFiles(), payment_proof: [[Buffer.concat([samples.pdf, Buffer.alloc(50 * 1024 * 1024)]), 'big.pdf']] },
      }),
      413,
      'payment_proof',
    ],
    ['the report is not JSON', () => ({ body: '{not json' }), 400, 'report'],
  ];

  for (const [what, make, status, field] of cases) {
    it(`${what} → ${status} on ${field}`, async () => {
      const m = await reporterOnPlan(db, '500.00');
      await fundWallet(db, m.user.id, 100_000);
      const before = t.filesOnDisk().length;
      const { body, files } = make(m.business.id);
      const res = await postReport(app, m.auth, body, files);
      expect(res.status).toBe(status);
      expect(res.body.errors?.[field]).toBeTruthy();
      await expectNothingWritten(m, before);
    });
  }

  it("another member's business → 404", async () => {
    const m = await reporterOnPlan(db);
    const other = await reporterOnPlan(db);
    const before = t.filesOnDisk().length;
    const res = await postReport(app, m.auth, reportBody(other.business.id));
    expect(res.status).toBe(404);
    await expectNothingWritten(other, before);
  });

  it('an unverified business → 400 saying to verify it', async () => {
    const m = await reporterOnPlan(db, '0.00', { verified: false });
    const before = t.filesOnDisk().length;
    const res = await postReport(app, m.auth, reportBody(m.business.id));
    expect(res.status).toBe(400);
    expect(res.body.errors.reporter_business_id).toMatch(/not verified/);
    await expectNothingWritten(m, before);
  });

  it('reporting its own GSTIN → 400', async () => {
    const m = await reporterOnPlan(db, '0.00');
    const res = await postReport(app, m.auth, reportBody(m.business.id, { defaulter_gstin: m.business.gstin }));
    expect(res.status).toBe(400);
    expect(res.body.errors.defaulter_gstin).toBeTruthy();
    expect(await casesOf(m.business.id)).toHaveLength(0);
  });

  it('no active plan → 402 with the message and whether a free trial is available', async () => {
    const m = await reporterOnPlan(db, '0.00', { plan: false });
    const before = t.filesOnDisk().length;
    const res = await postReport(app, m.auth, reportBody(m.business.id));
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/active membership plan/);
    expect(typeof res.body.free_trial_available).toBe('boolean');
    await expectNothingWritten(m, before);
    const quote = await request(app).get(`/api/defaulter/report/quote?business_id=${m.business.id}`).set('Authorization', m.auth);
    expect(quote.body).toMatchObject({ allowed: false, basis: 'no_plan' });
  });

  it('a short wallet → 402 "Add ₹X to your wallet…", no case, no charge, no file', async () => {
    const m = await reporterOnPlan(db, '500.00');
    await fundWallet(db, m.user.id, 50_000); // ₹500 of ₹590
    const before = t.filesOnDisk().length;
    const res = await postReport(app, m.auth, reportBody(m.business.id));
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^Add ₹90\.00 to your wallet/);
    await expectNothingWritten(m, before);
    expect((await db('users').where({ id: m.user.id }).first()).wallet_balance).toBe('500.00');
  });
});

describe('staff report on behalf of a member (POST /api/admin/defaulter/report)', () => {
  it('needs Defaulter → add_edit; the case is the member’s, source admin, the fee from the member’s wallet', async () => {
    const m = await reporterOnPlan(db, '0.00');
    const readOnly = await signedIn(db, { roleId: (await createRole(db, 'Case reader', { Defaulter: ['listView', 'detailView'] })).id });
    const denied = await postReport(app, readOnly.auth, reportBody(m.business.id), defaultFiles(), '/api/admin/defaulter/report');
    expect(denied.status).toBe(403);
    const staff = await signedIn(db, { roleId: (await createRole(db, 'Case clerk', { Defaulter: ['listView', 'add_edit'] })).id });
    const res = await postReport(app, staff.auth, reportBody(m.business.id), defaultFiles(), '/api/admin/defaulter/report');
    expect(res.status).toBe(201);
    const c = await db('defaulter_cases').where({ id: res.body.data.id }).first();
    expect(c).toMatchObject({ reporter_user_id: m.user.id, source: 'admin' });
    expect((await db('case_events').where({ case_id: c.id }).first()).actor_user_id).toBe(staff.user.id);
    // A member cannot use the staff route, even for their own business.
    expect((await postReport(app, m.auth, reportBody(m.business.id), defaultFiles(), '/api/admin/defaulter/report')).status).toBe(403);
  });
});
