/**
 * Staff refunds (issue 9 §4): a credit note and a balanced journal for each, to the wallet or back
 * through the gateway; never more than the invoice; a retried request answers the first refund; bad
 * input and missing permission change nothing.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { decide, expectLedgerSound, fundWallet, memberWithBusiness, orderStatus, placeOrder, planOnSale } from './support';

const t = createTestApp();
const { app, db } = t;
afterAll(() => t.close());

let planId: number;
let staff: string;
let viewer: string;
beforeAll(async () => {
  planId = Number((await planOnSale(db)).plan.id);
  const role = await createRole(db, 'Refunds', { Invoices: ['listView', 'detailView', 'process'] });
  staff = (await signedIn(db, { roleId: role.id })).auth;
  const readOnly = await createRole(db, 'Invoices read', { Invoices: ['listView', 'detailView'] });
  viewer = (await signedIn(db, { roleId: readOnly.id })).auth;
});

/** A paid order of ₹11,800 (₹10,000 + 18 % GST inside Rajasthan); `walletPaise` of it from the wallet. */
async function paidOrder(walletPaise = 0) {
  const m = await memberWithBusiness(db);
  if (walletPaise) await fundWallet(db, m.user.id, walletPaise);
  const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: walletPaise > 0 });
  if (placed.body.next.kind === 'gateway') await decide(app, placed.body.next.redirectUrl, 'pay');
  const orderId = placed.body.order.id as number;
  await expect.poll(() => orderStatus(db, orderId), { timeout: 10_000 }).toBe('paid');
  return { m, orderId };
}

const refund = (orderId: number, body: Record<string, unknown>, auth = staff, key = crypto.randomUUID()) =>
  request(app).post(`/api/admin/orders/${orderId}/refund`).set('Authorization', auth).set('Idempotency-Key', key).send(body);

describe('refunds', () => {
  it('to the wallet: a credit note with the same tax kind, the wallet credited, revenue and GST reversed', async () => {
    const { m, orderId } = await paidOrder();
    const res = await refund(orderId, { amount: '1180.00', to: 'wallet', reason: 'Plan bought twice by mistake' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Refund recorded successfully',
      creditNote: { number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/), total: '1180.00' },
      refundedSoFar: '1180.00',
      refundable: '10620.00',
    });
    const cn = await db('credit_notes').where({ id: res.body.creditNote.id }).first();
    expect(cn).toMatchObject({ taxable_amount: '1000.00', cgst: '90.00', sgst: '90.00', igst: '0.00', refund_to: 'wallet' });
    expect((await db('users').where({ id: m.user.id }).first()).wallet_balance).toBe('1180.00');
    const event = await db('order_events').where({ order_id: orderId, source: 'staff' }).first();
    expect(event.note).toContain('Refund of 1180.00 to the wallet');
    await expectLedgerSound(db, [m.user.id]);
  });

  it('to the gateway: the sandbox confirms, refunds payable is cleared against gateway clearing', async () => {
    const { m, orderId } = await paidOrder();
    const res = await refund(orderId, { amount: '11800.00', to: 'gateway', reason: 'Member cancelled within a day' });
    expect(res.status).toBe(201);
    expect(res.body.refundable).toBe('0.00');
    const cn = await db('credit_notes').where({ id: res.body.creditNote.id }).first();
    expect(cn.gateway_refund_id).toMatch(/^rfnd_sbx_/);
    const entries = await db('wallet_ledger_entries as e')
      .join('wallet_journal as j', 'j.id', 'e.journal_id')
      .where({ 'j.reference_type': 'order', 'j.reference_id': String(orderId), 'j.kind': 'refund' })
      .select('e.account', 'e.debit', 'e.credit');
    const net = (account: string) =>
      entries.filter((e) => e.account === account).reduce((s, e) => s + Number(e.debit) - Number(e.credit), 0);
    expect(net('refunds_payable')).toBe(0);
    expect(net('gateway_clearing')).toBe(-11800);
    await expectLedgerSound(db, [m.user.id]);
  });

  it('never more than the invoice, nor more than the gateway took; a retry answers the first refund', async () => {
    const { m, orderId } = await paidOrder(300_000); // ₹3,000 from the wallet, ₹8,800 through the gateway
    const tooMuchGateway = await refund(orderId, { amount: '9000.00', to: 'gateway', reason: 'More than the gateway part' });
    expect(tooMuchGateway.status).toBe(400);
    expect(tooMuchGateway.body.errors.to).toContain('more than was paid through the gateway');
    const key = crypto.randomUUID();
    const first = await refund(orderId, { amount: '11000.00', to: 'wallet', reason: 'Most of it back to the wallet' }, staff, key);
    const again = await refund(orderId, { amount: '11000.00', to: 'wallet', reason: 'Most of it back to the wallet' }, staff, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.creditNote.id).toBe(first.body.creditNote.id);
    const over = await refund(orderId, { amount: '900.00', to: 'wallet', reason: 'More than what is left' });
    expect(over.status).toBe(409);
    expect(await db('credit_notes').where({ order_id: orderId })).toHaveLength(1);
    await expectLedgerSound(db, [m.user.id]);
  });

  it('the same Idempotency-Key with another body is 409, and 5 concurrent retries make one refund (issue 18 #9)', async () => {
    const { m, orderId } = await paidOrder();
    const key = crypto.randomUUID();
    const body = { amount: '1000.00', to: 'wallet', reason: 'Part of it back to the wallet' };
    const retries = await Promise.all(Array.from({ length: 5 }, () => refund(orderId, body, staff, key)));
    expect(retries.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(retries.map((r) => r.body.creditNote.id)).size).toBe(1);
    for (const other of [
      { ...body, amount: '2000.00' },
      { ...body, to: 'gateway' },
      { ...body, reason: 'Another reason for the refund' },
    ]) {
      const res = await refund(orderId, other, staff, key);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This Idempotency-Key was already used for a different refund.');
    }
    expect(await db('credit_notes').where({ order_id: orderId })).toHaveLength(1);
    await expectLedgerSound(db, [m.user.id]);
  });

  it('refuses bad input, unpaid orders and staff without the process permission, writing nothing', async () => {
    const { orderId } = await paidOrder();
    const before = await db('credit_notes').where({ order_id: orderId });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ amount: '-5.00', to: 'wallet', reason: 'A negative refund amount' }, 'amount'],
      [{ amount: '10.005', to: 'wallet', reason: 'A fraction of a paisa here' }, 'amount'],
      [{ amount: '0.00', to: 'wallet', reason: 'Nothing to refund at all' }, 'amount'],
      [{ amount: '99999999999999999999', to: 'wallet', reason: 'An amount beyond any rupee count' }, 'amount'],
      [{ amount: '10.00', to: 'bank', reason: 'An unknown destination' }, 'to'],
      [{ amount: '10.00', to: 'wallet', reason: 'short' }, 'reason'],
    ];
    for (const [body, field] of bad) {
      const res = await refund(orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBeTruthy();
    }
    expect((await refund(orderId, { amount: '10.00', to: 'wallet', reason: 'Read-only staff tries' }, viewer)).status).toBe(403);
    const member = await signedIn(db);
    expect((await refund(orderId, { amount: '10.00', to: 'wallet', reason: 'A member tries this' }, member.auth)).status).toBe(403);
    const m = await memberWithBusiness(db);
    const pending = await placeOrder(app, m.auth, { planId, businessId: m.business.id });
    expect((await refund(pending.body.order.id, { amount: '10.00', to: 'wallet', reason: 'Not paid yet at all' })).status).toBe(409);
    expect((await refund(999_999_999, { amount: '10.00', to: 'wallet', reason: 'No such order here' })).status).toBe(404);
    expect(await db('credit_notes').where({ order_id: orderId })).toEqual(before);
  });
});
