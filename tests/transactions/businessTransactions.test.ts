/**
 * A supplier's credit sales end to end (issue 10 §6): record → list as supplier and as buyer →
 * consent → overdue → the defaulter report prefill; bad input refused with nothing written; another
 * member's rows 404; changes locked once the buyer consents.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../api/src/domain/businessTransactions/consentText';
import { istPlainDate } from '../../api/src/validation';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { memberWithBusiness } from '../payments/support';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const daysFromToday = (n: number) => istPlainDate(new Date(Date.now() + n * 86_400_000));

/** 3 × ₹333.33 at 18 % GST = ₹1,179.99 (1,17,998.82 paise, rounded once). */
const sale = (supplier: number, buyerGstin: string, extra: Record<string, unknown> = {}) => ({
  supplier_business_id: supplier,
  buyer_gstin: buyerGstin,
  voucher_number: `INV/${Math.random().toString(36).slice(2, 8)}`,
  unit: 'pieces',
  unit_value: '333.33',
  tax_percentage: '18',
  quantity: '3',
  amount: '1179.99',
  advance_paid: '100.00',
  invoice_date: daysFromToday(-40),
  due_date: daysFromToday(-10),
  ...extra,
});

async function parties() {
  const supplier = await memberWithBusiness(t.db);
  const buyer = await memberWithBusiness(t.db, '27');
  return { supplier, buyer };
}

const post = (auth: string, body: object) => request(t.app).post('/api/member/business-transactions').set('Authorization', auth).send(body);
const get = (auth: string, path: string) => request(t.app).get(path).set('Authorization', auth);
const countFor = async (supplierId: number) =>
  Number((await t.db('business_transactions').where({ supplier_business_id: supplierId }).count({ n: '*' }))[0]!.n);

describe('recording a credit sale', () => {
  it('records, lists for both sides, needs consent, turns overdue and prefills the defaulter report', async () => {
    const { supplier, buyer } = await parties();
    const first = await post(supplier.auth, sale(supplier.business.id, buyer.business.gstin, { voucher_number: 'INV/001' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      supplier: { id: supplier.business.id },
      buyer: { id: buyer.business.id, gstin: buyer.business.gstin },
      voucher_number: 'INV/001',
      amount: '1179.99',
      advance_paid: '100.00',
      outstanding: '1079.99',
      status: 'awaiting_consent',
      overdue: true,
      consented: false,
      editable: true,
    });
    const second = await post(
      supplier.auth,
      sale(supplier.business.id, buyer.business.gstin, {
        voucher_number: 'INV/002',
        unit_value: '1000',
        quantity: '2.5',
        tax_percentage: '12',
        amount: '2800.00',
        advance_paid: '0',
        due_date: daysFromToday(5),
      }),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'business-transactions', record_id: String(first.body.id) })
      .first();
    expect(audit).toMatchObject({ action: 'create', actor_user_id: supplier.user.id });

    const mine = await get(supplier.auth, '/api/member/business-transactions?role=supplier');
    expect(mine.status).toBe(200);
    expect(mine.body.map((r: { id: number }) => r.id).sort()).toEqual([first.body.id, second.body.id].sort());
    const theirs = await get(buyer.auth, `/api/member/business-transactions?role=buyer&buyer=${buyer.business.id}`);
    expect(theirs.body.map((r: { id: number }) => r.id).sort()).toEqual([first.body.id, second.body.id].sort());
    expect(theirs.body.every((r: { editable: boolean }) => r.editable === false)).toBe(true);
    expect((await get(buyer.auth, '/api/member/business-transactions?role=supplier')).body).toEqual([]);
    expect((await get(buyer.auth, `/api/member/business-transactions/${first.body.id}`)).status).toBe(200);
    const voucher = await get(buyer.auth, '/api/member/inventory-entries/INV%2F001');
    expect(voucher.status).toBe(200);
    expect(voucher.body.map((r: { id: number }) => r.id)).toEqual([first.body.id]);

    // The supplier asks; the buyer sees the request with the text, and agrees.
    const ask = await request(t.app)
      .post('/api/member/transaction-consents/request')
      .set('Authorization', supplier.auth)
      .send({ supplier_business_id: supplier.business.id, buyer_business_id: buyer.business.id });
    expect(ask.status, JSON.stringify(ask.body)).toBe(201);
    expect(ask.body.state).toBe('requested');
    const page = await get(buyer.auth, `/api/member/transaction-consents?supplier=${supplier.business.id}`);
    expect(page.status).toBe(200);
    expect(page.body.text.version).toBe(CONSENT_VERSION);
    expect(page.body.text.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(page.body.consents).toEqual([
      expect.objectContaining({ state: 'requested', buyer: expect.objectContaining({ id: buyer.business.id }) }),
    ]);
    // Only the buyer's owner can agree; an old text version is refused.
    const pair = { supplier_business_id: supplier.business.id, buyer_business_id: buyer.business.id };
    expect(
      (
        await request(t.app)
          .post('/api/member/transaction-consents')
          .set('Authorization', supplier.auth)
          .send({ ...pair, text_version: CONSENT_VERSION, agreed: true })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(t.app)
          .post('/api/member/transaction-consents')
          .set('Authorization', buyer.auth)
          .send({ ...pair, text_version: 'old', agreed: true })
      ).status,
    ).toBe(409);
    const agree = await request(t.app)
      .post('/api/member/transaction-consents')
      .set('Authorization', buyer.auth)
      .send({ ...pair, text_version: CONSENT_VERSION, agreed: true });
    expect(agree.status, JSON.stringify(agree.body)).toBe(200);
    expect(agree.body.state).toBe('consented');
    const stored = await t.db('transaction_consents').where(pair).whereNull('revoked_at').first();
    expect(stored).toMatchObject({ consented_by: buyer.user.id, text_version: CONSENT_VERSION, text_sha256: page.body.text.sha256 });

    const after = (await get(supplier.auth, '/api/member/business-transactions?role=supplier')).body as Array<{
      id: number;
      status: string;
      editable: boolean;
    }>;
    expect(after.find((r) => r.id === first.body.id)).toMatchObject({ status: 'overdue', editable: false });
    expect(after.find((r) => r.id === second.body.id)).toMatchObject({ status: 'open' });

    // Once consented: the amount is locked, a payment received can still be recorded, nothing can be deleted.
    const put = (body: object) =>
      request(t.app).put(`/api/member/business-transactions/${first.body.id}`).set('Authorization', supplier.auth).send(body);
    expect((await put({ amount: '1.00' })).status).toBe(409);
    expect((await put({ advance_paid: '50.00' })).status).toBe(409);
    // …nor through the generic engine route: transactions are written only by this flow (405 naming it).
    const engine = await request(t.app)
      .put(`/api/business-transactions/${first.body.id}`)
      .set('Authorization', supplier.auth)
      .send({ amount: '1179.99', advance_paid: '0.00' });
    expect(engine.status).toBe(405);
    expect(engine.body.message).toMatch(/PUT \/api\/member\/business-transactions/);
    expect((await t.db('business_transactions').where({ id: first.body.id }).first()).advance_paid).toBe('100.00');
    expect(
      (await request(t.app).delete(`/api/member/business-transactions/${first.body.id}`).set('Authorization', supplier.auth)).status,
    ).toBe(409);

    // The prefill: the overdue transaction only (the other is not yet due), voucher → invoice number.
    const prefill = await get(
      supplier.auth,
      `/api/business-transactions/defaulter-prefill?supplier=${supplier.business.id}&buyer=${buyer.business.id}`,
    );
    expect(prefill.status).toBe(200);
    expect(prefill.body).toEqual({
      reporter_business_id: supplier.business.id,
      defaulter_gstin: buyer.business.gstin,
      defaulter_name: expect.any(String),
      invoices: [{ invoice_number: 'INV/001', invoice_date: daysFromToday(-40), amount: '1179.99', due_date: daysFromToday(-10) }],
      advance_paid: '100.00',
    });
    // Not the supplier's owner: 404 (the buyer, a stranger).
    expect(
      (await get(buyer.auth, `/api/business-transactions/defaulter-prefill?supplier=${supplier.business.id}&buyer=${buyer.business.id}`))
        .status,
    ).toBe(404);
    expect(
      (await get(supplier.auth, `/api/business-transactions/defaulter-prefill?supplier=${supplier.business.id}&buyer=abc`)).status,
    ).toBe(400);

    // Paid in full → paid, and no longer in the prefill.
    const paid = await put({ advance_paid: '1179.99' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(
      (await get(supplier.auth, `/api/business-transactions/defaulter-prefill?supplier=${supplier.business.id}&buyer=${buyer.business.id}`))
        .body.invoices,
    ).toEqual([]);

    // The buyer withdraws: transactions await consent again.
    const revoke = await request(t.app).post('/api/member/transaction-consents/revoke').set('Authorization', buyer.auth).send(pair);
    expect(revoke.status).toBe(200);
    expect((await get(supplier.auth, `/api/member/business-transactions/${second.body.id}`)).body.status).toBe('awaiting_consent');
  });

  it('updates and deletes freely before consent; the amount still has to add up', async () => {
    const { supplier, buyer } = await parties();
    const rec = await post(supplier.auth, sale(supplier.business.id, buyer.business.gstin));
    const put = (body: object) =>
      request(t.app).put(`/api/member/business-transactions/${rec.body.id}`).set('Authorization', supplier.auth).send(body);
    expect((await put({ quantity: '4' })).status).toBe(400);
    const ok = await put({ quantity: '4', amount: '1573.32' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.amount).toBe('1573.32');
    expect((await put({ supplier_business_id: 1 })).status).toBe(400);
    expect(
      (await request(t.app).put(`/api/member/business-transactions/${rec.body.id}`).set('Authorization', buyer.auth).send({ unit: 'kg' }))
        .status,
    ).toBe(404);
    expect((await request(t.app).delete(`/api/member/business-transactions/${rec.body.id}`).set('Authorization', buyer.auth)).status).toBe(
      404,
    );
    expect(
      (await request(t.app).delete(`/api/member/business-transactions/${rec.body.id}`).set('Authorization', supplier.auth)).status,
    ).toBe(204);
    expect(await countFor(supplier.business.id)).toBe(0);
  });
});

describe('consent under concurrency', () => {
  it('10 requests and consents at once leave exactly one live consent for the pair', async () => {
    const { supplier, buyer } = await parties();
    const pair = { supplier_business_id: supplier.business.id, buyer_business_id: buyer.business.id };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? request(t.app).post('/api/member/transaction-consents/request').set('Authorization', supplier.auth).send(pair)
          : request(t.app)
              .post('/api/member/transaction-consents')
              .set('Authorization', buyer.auth)
              .send({ ...pair, text_version: CONSENT_VERSION, agreed: true }),
      ),
    );
    expect(results.every((r) => r.status < 300)).toBe(true);
    const live = await t.db('transaction_consents').where(pair).whereNull('revoked_at');
    expect(live).toHaveLength(1);
    expect(live[0].consented_by).toBe(buyer.user.id);
  });
});

describe('bad input is refused with nothing written', () => {
  it.each([
    ['buyer = supplier', (s: number, _b: string, own: string) => ({ buyer_gstin: own }), 'buyer_gstin', 400],
    ['advance above the amount', () => ({ advance_paid: '1180.00' }), 'advance_paid', 400],
    ['due date before the invoice date', () => ({ invoice_date: '2026-10-10', due_date: '2026-10-09' }), 'due_date', 400],
    ['an amount a paisa off', () => ({ amount: '1180.00' }), 'amount', 400],
    [
      'a GSTIN with a wrong check digit',
      (_s: number, b: string) => ({ buyer_gstin: b.slice(0, 14) + (b[14] === 'A' ? 'B' : 'A') }),
      'buyer_gstin',
      400,
    ],
    ['an unregistered buyer', () => ({ buyer_gstin: randomGstin('29') }), 'buyer_gstin', 400],
    ['a bad date', () => ({ invoice_date: '2026-02-30' }), 'invoice_date', 400],
    ['a negative quantity', () => ({ quantity: '-3' }), 'quantity', 400],
    ['tax above 100 %', () => ({ tax_percentage: '101' }), 'tax_percentage', 400],
  ] as const)('%s', async (_name, change, field, status) => {
    const { supplier, buyer } = await parties();
    const res = await post(
      supplier.auth,
      sale(supplier.business.id, buyer.business.gstin, change(supplier.business.id, buyer.business.gstin, supplier.business.gstin)),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.errors).toHaveProperty(field);
    expect(await countFor(supplier.business.id)).toBe(0);
  });

  it('refuses another member’s business as the supplier', async () => {
    const { supplier, buyer } = await parties();
    const stranger = await createBusiness(t.db);
    const res = await post(supplier.auth, sale(stranger.id, buyer.business.gstin));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('supplier_business_id');
    expect(await countFor(stranger.id)).toBe(0);
  });

  it('answers 409 for a voucher recorded twice, also when both arrive at once', async () => {
    const { supplier, buyer } = await parties();
    const body = sale(supplier.business.id, buyer.business.gstin);
    const results = await Promise.all(Array.from({ length: 5 }, () => post(supplier.auth, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors).toHaveProperty('voucher_number');
    expect(await countFor(supplier.business.id)).toBe(1);
  });
});

describe('another member’s transaction', () => {
  it('is 404 by id, by voucher and in the prefill, and its documents cannot be uploaded by others', async () => {
    const { supplier, buyer } = await parties();
    const rec = await post(supplier.auth, sale(supplier.business.id, buyer.business.gstin, { voucher_number: 'SECRET/1' }));
    const stranger = await signedIn(t.db);
    expect((await get(stranger.auth, `/api/member/business-transactions/${rec.body.id}`)).status).toBe(404);
    expect((await get(stranger.auth, '/api/member/inventory-entries/SECRET%2F1')).status).toBe(404);
    expect((await get(stranger.auth, '/api/member/business-transactions?role=buyer')).body).toEqual([]);
    const { samples } = await import('../media/samples');
    const upload = await request(t.app)
      .post('/api/transaction-documents/upload')
      .set('Authorization', stranger.auth)
      .field('transaction_id', String(rec.body.id))
      .field('doc_type', 'invoice')
      .attach('file', samples.pdf, 'invoice.pdf');
    expect(upload.status).toBeGreaterThanOrEqual(400);
    expect(upload.status).toBeLessThan(500);
    const own = await request(t.app)
      .post('/api/transaction-documents/upload')
      .set('Authorization', supplier.auth)
      .field('transaction_id', String(rec.body.id))
      .field('doc_type', 'invoice')
      .attach('file', samples.pdf, 'invoice.pdf');
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const withDoc = await get(buyer.auth, `/api/member/business-transactions/${rec.body.id}`);
    expect(withDoc.body.documents).toEqual([
      expect.objectContaining({ doc_type: 'invoice', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
  });
});
