/**
 * Bulk defaulter reports (admin defaulter/report-bulk → the importer of `defaulter-cases`): every
 * report of the file obeys the rules of a staff member's single report — invoices once per business
 * and buyer (in the file and against existing cases), the fee from the member's plan and wallet — and
 * an imported case waits for its documents before it can be reviewed.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../media/samples';
import { expectLedgerSound, fundWallet } from '../payments/support';
import { randomGstin } from '../domain/fixtures';
import { signedIn } from '../support/testApp';
import { postReport, defaultFiles, reportBody, reporterOnPlan, reportTestApp } from './support';

const t = reportTestApp();
const { app, db } = t;
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const HEADER =
  'report_ref,reporter_business (GSTIN),defaulter_gstin,defaulter_name,invoice_number,invoice_date (YYYY-MM-DD),invoice_amount,invoice_due_date,advance_paid,goods_accepted_on,agreed_credit_days,contact_name,contact_mobile';
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');

/** A row: ref, reporter GSTIN, buyer GSTIN, invoice number and amount; the rest sound defaults. */
const row = (ref: string, reporter: string, buyer: string, invoice: string, amount = '10000.00', over: { advance?: string } = {}) =>
  [
    ref,
    reporter,
    buyer,
    'Slow Payer Traders',
    invoice,
    '2026-01-10',
    amount,
    '2026-02-09',
    over.advance ?? '',
    '2026-01-12',
    '30',
    'Ravi Kumar',
    '9812345678',
  ].join(',');

const preview = (file: Buffer) =>
  request(app).post('/api/import/defaulter-cases/preview').set('Authorization', admin).attach('file', file, 'reports.csv');

async function commitAndWait(importId: string) {
  const res = await request(app).post(`/api/import/jobs/${importId}/commit`).set('Authorization', admin);
  if (res.status !== 202) return res;
  for (let i = 0; i < 200; i += 1) {
    const job = await request(app).get(`/api/import/jobs/${importId}`).set('Authorization', admin);
    if (job.body.status === 'committed' || job.body.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

const casesOf = (businessId: number) => db('defaulter_cases').where({ reporter_business_id: businessId }).orderBy('id');
const feeJournals = (userId: number) => db('wallet_journal').where({ user_id: userId, reference_type: 'defaulter_case' });

async function member(walletPaise = 1_000_000) {
  const m = await reporterOnPlan(db, '500.00'); // ₹590.00 a report with GST
  if (walletPaise) await fundWallet(db, m.user.id, walletPaise);
  const gstin = (await db('businesses').where({ id: m.business.id }).first('gstin')).gstin as string;
  return { ...m, gstin };
}

describe('the template', () => {
  it('has one row per invoice, the reporting business by GSTIN and a report reference that groups rows', async () => {
    const res = await request(app).get('/api/import/defaulter-cases/template.csv').set('Authorization', admin);
    expect(res.status).toBe(200);
    const headers = res.text.trim().split(',');
    expect(headers).toEqual(
      expect.arrayContaining([
        'reporter_business (GSTIN)',
        'defaulter_gstin',
        'invoice_number',
        'invoice_amount (₹)',
        'goods_accepted_on (YYYY-MM-DD)',
      ]),
    );
    expect(headers[0]).toMatch(/^report_ref/);
    expect(headers).not.toContain('due_amount'); // the due is invoices − advance, as in a single report
  });
});

describe('preview: the single report’s rules, row by row', () => {
  it('refuses an invoice repeated in the file or already reported against the buyer, and commits nothing', async () => {
    const m = await member();
    const buyer = randomGstin('27');
    // An earlier single report of INV-OLD against this buyer.
    const earlier = await postReport(
      app,
      m.auth,
      reportBody(m.business.id, {
        defaulter_gstin: buyer,
        invoices: [{ invoice_number: 'INV-OLD', invoice_date: '2026-01-10', amount: '5000.00', due_date: '2026-02-09' }],
        advance_paid: '0.00',
      }),
      defaultFiles(),
    );
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);

    const res = await preview(
      csv([
        row('', m.gstin, buyer, 'INV-A'),
        row('', m.gstin, buyer, ' inv-a '), // the same invoice (trimmed, any case) in another report of the file
        row('', m.gstin, buyer, 'inv-old'),
        row('', m.gstin, randomGstin('27'), 'INV-A'), // another buyer: fine
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total_rows: 4, valid_rows: 2, invalid_rows: 2 });
    expect(res.body.errors).toEqual([
      { row: 3, column: 'invoice_number', message: 'Invoice inv-a is also on row 2 of this file, for the same business and buyer.' },
      { row: 4, column: 'invoice_number', message: 'Invoice inv-old was already reported against this buyer.' },
    ]);

    const refused = await commitAndWait(res.body.import_id);
    expect(refused.status).toBe(409);
    expect(await casesOf(m.business.id)).toHaveLength(1); // only the earlier single report
  });

  it('checks each report’s body as a single report does, naming the file’s row and column', async () => {
    const m = await member();
    const buyer = randomGstin('27');
    const res = await preview(
      csv([
        row('', m.gstin, buyer, 'INV-1', '1000.00', { advance: '1000.00' }), // nothing due
        row('', m.gstin, m.gstin, 'INV-2'), // itself
        row('', '27AAAAA0000A1Z5', buyer, 'INV-3'), // no such business
        row('', m.gstin, '27AAPFU0939F1ZX', 'INV-4'), // wrong check digit
        row('R1', m.gstin, buyer, 'INV-5'),
        row('R2', m.gstin, buyer, 'INV-6'),
        row('R1', m.gstin, buyer, 'INV-7'), // R1 again, apart from its rows
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byRow = Object.fromEntries(res.body.errors.map((e: { row: number; column: string; message: string }) => [e.row, e]));
    expect(byRow[2]).toMatchObject({ column: 'advance_paid', message: 'The advance must be less than the invoices’ total' });
    expect(byRow[3]).toMatchObject({ column: 'defaulter_gstin', message: expect.stringContaining('cannot report itself') });
    expect(byRow[4]).toMatchObject({ column: 'reporter_business (GSTIN)', message: expect.stringContaining('27AAAAA0000A1Z5') });
    expect(byRow[5]).toMatchObject({ column: 'defaulter_gstin', message: expect.stringContaining('check digit') });
    expect(byRow[8]).toMatchObject({ column: 'report_ref', message: expect.stringContaining('one under another') });
    expect(res.body).toMatchObject({ valid_rows: 2, invalid_rows: 5 });
  });

  it('takes the fee as a staff report does: the member’s plan, from the member’s wallet, report after report', async () => {
    const m = await member(100_000); // ₹1,000: one report at ₹590, not two
    const noPlan = await reporterOnPlan(db, '500.00', { plan: false });
    const noPlanGstin = (await db('businesses').where({ id: noPlan.business.id }).first('gstin')).gstin;
    const res = await preview(
      csv([
        row('', m.gstin, randomGstin('27'), 'INV-1'),
        row('', m.gstin, randomGstin('27'), 'INV-2'),
        row('', noPlanGstin, randomGstin('27'), 'INV-3'),
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.preview[0]).toMatchObject({ row: 2, due_amount: '10000.00', fee: '590.00' });
    expect(res.body.errors).toEqual([
      {
        row: 3,
        column: 'reporter_business (GSTIN)',
        message:
          'The member’s wallet cannot pay this report’s fee of ₹590.00: it holds ₹410.00 after the earlier reports of this file. Add ₹180.00 to it first.',
      },
      {
        row: 4,
        column: 'reporter_business (GSTIN)',
        message: 'This business has no active membership plan, which reporting a defaulter needs.',
      },
    ]);
  });
});

describe('commit', () => {
  it('creates each report through the reporting service: invoices, fee, timeline, audit — waiting for documents', async () => {
    const m = await member(1_000_000); // ₹10,000
    const buyerA = randomGstin('27');
    const buyerB = randomGstin('27');
    const res = await preview(
      csv([
        row('A', m.gstin, buyerA, 'A-1', '60000.00', { advance: '10000.00' }),
        row('A', m.gstin, '', 'A-2', '40000.50'), // the report's columns may be left empty on its later rows
        row('', m.gstin, buyerB, 'B-1', '2500.00'),
      ]),
    );
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ valid_rows: 3, invalid_rows: 0 });
    const job = await commitAndWait(res.body.import_id);
    expect(job.body, JSON.stringify(job.body)).toMatchObject({ status: 'committed', processed_rows: 3 });

    const cases = await casesOf(m.business.id);
    expect(cases.map((c) => [c.defaulter_gstin, c.due_amount, c.invoice_total, c.advance_paid, c.status, c.source])).toEqual([
      [buyerA, '90000.50', '100000.50', '10000.00', 'more_details_required', 'import'],
      [buyerB, '2500.00', '2500.00', '0.00', 'more_details_required', 'import'],
    ]);
    expect(cases[0].terms_accepted_at).toBeNull();
    const invoices = await db('case_invoices')
      .whereIn(
        'case_id',
        cases.map((c) => c.id),
      )
      .orderBy(['case_id', 'position']);
    expect(invoices.map((i) => [i.case_id, i.invoice_number, i.amount, i.defaulter_gstin, i.reporter_business_id])).toEqual([
      [cases[0].id, 'A-1', '60000.00', buyerA, m.business.id],
      [cases[0].id, 'A-2', '40000.50', buyerA, m.business.id],
      [cases[1].id, 'B-1', '2500.00', buyerB, m.business.id],
    ]);
    expect(await db('defaulter_contacts').where({ case_id: cases[0].id }).first()).toMatchObject({
      name: 'Ravi Kumar',
      mobile: '9812345678',
    });
    const first = await db('case_events').where({ case_id: cases[0].id }).first();
    expect(first).toMatchObject({ from_status: null, to_status: 'more_details_required' });
    expect(first.note).toMatch(/bulk import.*upload the invoice, the ledger certificate and the CA certificate/);

    // Two reports, two fees of ₹590.00 from the member's wallet, through the ledger.
    expect(await feeJournals(m.user.id)).toHaveLength(2);
    expect((await db('users').where({ id: m.user.id }).first('wallet_balance')).wallet_balance).toBe('8820.00');
    await expectLedgerSound(db, [m.user.id]);
    const audits = await db('audit_logs')
      .where({ resource: 'defaulter-cases', action: 'create' })
      .whereIn(
        'record_id',
        cases.map((c) => String(c.id)),
      );
    expect(audits.map((a) => a.after.source)).toEqual(['import', 'import']);
    expect(
      await db('audit_logs')
        .where({ resource: 'defaulter-cases', action: 'import' })
        .whereRaw(`after->>'import_id' = ?`, [res.body.import_id]),
    ).toHaveLength(1);

    // The invoices are now taken: the same file again is refused at preview.
    const again = await preview(csv([row('', m.gstin, buyerB, 'b-1')]));
    expect(again.body.errors).toEqual([
      { row: 2, column: 'invoice_number', message: 'Invoice b-1 was already reported against this buyer.' },
    ]);
  });

  it('writes nothing when a report is refused at commit (a business deactivated after the preview)', async () => {
    const m = await member();
    const other = await member();
    const ok = await preview(csv([row('', m.gstin, randomGstin('27'), 'C-1'), row('', other.gstin, randomGstin('27'), 'C-2')]));
    expect(ok.body).toMatchObject({ valid_rows: 2, invalid_rows: 0 });
    await db('businesses').where({ id: other.business.id }).update({ status: 0 });
    const job = await commitAndWait(ok.body.import_id);
    expect(job.body.status).toBe('failed');
    expect(job.body.error).toBe(
      'Row 3 is no longer valid — reporter_business (GSTIN): This business is not active, so it cannot report a defaulter. Nothing was imported.',
    );
    // The first report, written before the refusal, is rolled back with its fee.
    expect(await casesOf(m.business.id)).toHaveLength(0);
    expect(await feeJournals(m.user.id)).toHaveLength(0);
  });
});

describe('an imported case waits for its documents', () => {
  it('cannot be reviewed until the invoice, ledger certificate and CA certificate are uploaded', async () => {
    const m = await member();
    const res = await preview(csv([row('', m.gstin, randomGstin('27'), 'D-1')]));
    expect((await commitAndWait(res.body.import_id)).body.status).toBe('committed');
    const [c] = await casesOf(m.business.id);

    const detail = await request(app).get(`/api/member/defaulter-cases/${c.id}`).set('Authorization', m.auth);
    expect(detail.body.data.member_actions).toEqual(['upload_documents', 'resubmit']);
    const staffMove = await request(app)
      .post(`/api/defaulter-cases/${c.id}/transition`)
      .set('Authorization', admin)
      .send({ to: 'processing' });
    expect(staffMove.status).toBe(409);
    expect(staffMove.body.message).toBe(
      'Please upload the invoice, the ledger certificate and the CA certificate before this case is reviewed.',
    );
    // No way round: there is no edge to verified from here.
    expect(
      (await request(app).post(`/api/defaulter-cases/${c.id}/transition`).set('Authorization', admin).send({ to: 'verified' })).status,
    ).toBe(409);

    const upload = (docType: string, file: Buffer, name: string, udin?: string) => {
      let r = request(app)
        .post('/api/case-documents/upload')
        .set('Authorization', m.auth)
        .field('case_id', String(c.id))
        .field('doc_type', docType);
      if (udin) r = r.field('udin', udin);
      return r.attach('file', file, name);
    };
    expect((await upload('invoice', samples.pdf, 'invoice.pdf')).status).toBe(201);
    const resubmit = () =>
      request(app).post(`/api/member/defaulter-cases/${c.id}/resubmit`).set('Authorization', m.auth).send({ note: 'Uploaded the papers' });
    const early = await resubmit();
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Please upload the ledger certificate and the CA certificate before this case is reviewed.');

    expect((await upload('ledger_certificate', samples.pdf, 'ledger.pdf')).status).toBe(201);
    expect((await upload('ca_certificate', samples.jpeg, 'ca.jpg', '26123456ABCDEF1234')).status).toBe(201);
    const done = await resubmit();
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('processing');
    expect(
      (await request(app).post(`/api/defaulter-cases/${c.id}/transition`).set('Authorization', admin).send({ to: 'verified' })).status,
    ).toBe(200);
  });
});
