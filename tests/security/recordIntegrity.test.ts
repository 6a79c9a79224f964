/**
 * Issue 6, findings 5, 8, 9 and 10: a verified business keeps its GST identity, settlements stay
 * within what a case still owes, deactivation ends sessions, and inherited object keys are unknown
 * fields like any other.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../api/src/registry/features';
import { freshId, sampleGstin } from '../support/sampleRecord';
import { caseBetweenMembers, settlementApi } from '../settlements/support';
import { createTestApp, signedIn } from '../support/testApp';
import { digestAccountNumber } from '../../api/src/domain/bankAccounts/accountNumber';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN })).auth;
});
afterAll(() => t.close());

async function verifiedBusinessOf(userId: number) {
  const gstin = sampleGstin();
  const [row] = await t
    .db('businesses')
    .insert({
      user_id: userId,
      trade_name: 'Verified Traders',
      legal_name: 'Verified Traders Private Limited',
      gstin,
      pan: gstin.slice(2, 12),
      gst_verified_at: new Date(),
      status: 1,
    })
    .returning('*');
  return row;
}

describe('a GST-verified business', () => {
  it('refuses a member changing its GSTIN, PAN or legal name, and keeps the stamp', async () => {
    const member = await signedIn(t.db);
    const biz = await verifiedBusinessOf(member.user.id);
    for (const change of [{ gstin: sampleGstin() }, { pan: 'ABCDE1234F' }, { legal_name: 'Someone Else Ltd' }]) {
      const res = await request(t.app).put(`/api/businesses/${biz.id}`).set('Authorization', member.auth).send(change);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      // A GSTIN is never the member's to change (issue 18 §10): another GSTIN is another business.
      expect(res.body.errors[Object.keys(change)[0]!]).toMatch(/contact support|Add the other GSTIN as a new business/);
    }
    const trade = await request(t.app)
      .put(`/api/businesses/${biz.id}`)
      .set('Authorization', member.auth)
      .send({ trade_name: 'New Trade Name', gstin: biz.gstin });
    expect(trade.status, JSON.stringify(trade.body)).toBe(200);
    expect(trade.body.gst_verified_at).not.toBeNull();
    expect((await t.db('businesses').where({ id: biz.id }).first('gstin')).gstin).toBe(biz.gstin);
  });

  it('loses its stamp when staff change its GSTIN, so it must be verified again', async () => {
    const member = await signedIn(t.db);
    const biz = await verifiedBusinessOf(member.user.id);
    const gstin = sampleGstin();
    const res = await request(t.app)
      .put(`/api/businesses/${biz.id}`)
      .set('Authorization', admin)
      .send({ gstin, pan: gstin.slice(2, 12), trade_name: 'Renamed Traders' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.gst_verified_at).toBeNull();
    expect(res.body.pan).toBe(gstin.slice(2, 12));
  });
});

describe('settlement requests', () => {
  // Issue 10 §5: a request is opened only through the flow (schedule, hold, code), never the generic POST.
  it('are opened only through POST /api/settlement/requests: the generic POST answers 405 naming it to staff and members, writing nothing', async () => {
    const p = await caseBetweenMembers(t.db, { due: '1250.50' });
    const byStaff = await request(t.app)
      .post('/api/settlement-requests')
      .set('Authorization', admin)
      .send({ case_id: p.case.id, user_id: p.reporter.user.id, amount: '1250.50', mode: 'full' });
    expect(byStaff.status).toBe(405);
    expect(byStaff.body.message).toMatch(/POST \/api\/settlement\/requests/);
    const byMember = await request(t.app)
      .post('/api/settlement-requests')
      .set('Authorization', p.reporter.auth)
      .send({ case_id: p.case.id, amount: '1250.50', mode: 'full' });
    expect(byMember.status).toBe(405);
    expect(byMember.body.message).toMatch(/POST \/api\/settlement\/requests/);
    expect(await t.db('settlement_requests').where({ case_id: p.case.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('allow one open request per case, even when both sides ask at once', async () => {
    const p = await caseBetweenMembers(t.db, { due: '1250.50' });
    const api = settlementApi(t.app);
    const [a, b] = await Promise.all([
      api.open(p.reporter.auth, { case_id: p.case.id, amount: '100.00', schedule: 'full' }),
      api.open(p.defaulter.auth, { case_id: p.case.id, amount: '200.00', schedule: 'full' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.errors.case_id).toMatch(/already has an open settlement request/);
    expect(await t.db('settlement_requests').where({ case_id: p.case.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});

describe('deactivating an account', () => {
  it.each([
    ['customers', ROLE.USER],
    ['admin-users', 3],
  ] as const)('%s: revokes every session, and reactivation does not bring them back', async (resource, roleId) => {
    const victim = await signedIn(t.db, { roleId });
    expect((await request(t.app).get('/api/user/me').set('Authorization', victim.auth)).status).toBe(200);
    expect((await request(t.app).delete(`/api/${resource}/${victim.user.id}`).set('Authorization', admin)).status).toBe(200);
    expect((await request(t.app).put(`/api/${resource}/${victim.user.id}`).set('Authorization', admin).send({ status: 1 })).status).toBe(
      200,
    );
    const after = await request(t.app).get('/api/user/me').set('Authorization', victim.auth);
    expect(after.status).toBe(401);
    expect(after.body.force_logout).toBe(true);
    const sessions = await t.db('sessions').where({ user_id: victim.user.id }).whereNull('revoked_at');
    expect(sessions).toHaveLength(0);
  });

  it('by an edit to status 0 revokes them too', async () => {
    const victim = await signedIn(t.db);
    await request(t.app).put(`/api/customers/${victim.user.id}`).set('Authorization', admin).send({ status: 0 }).expect(200);
    await t.db('users').where({ id: victim.user.id }).update({ status: 1 });
    expect((await request(t.app).get('/api/user/me').set('Authorization', victim.auth)).status).toBe(401);
  });
});

describe('inherited object keys', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    '"%s" in a body is an unknown field (400), and nothing is written',
    async (key) => {
      const id = await freshId(t.db, 'cities');
      const audits = await t
        .db('audit_logs')
        .where({ resource: 'cities', record_id: String(id) })
        .count({ n: '*' });
      const res = await request(t.app)
        .put(`/api/cities/${id}`)
        .set('Authorization', admin)
        .set('Content-Type', 'application/json')
        .send(`{"${key}": {"polluted": true}}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[key]).toBe('This field does not exist.');
      expect(
        await t
          .db('audit_logs')
          .where({ resource: 'cities', record_id: String(id) })
          .count({ n: '*' }),
      ).toEqual(audits);
    },
  );
});

describe('a verified bank account', () => {
  it('loses its verification when its number, IFSC or holder changes, and keeps it otherwise', async () => {
    // Accounts are born in the bank verification (the generic POST is closed, issue 18 §2): stored as it stores one.
    const digest = digestAccountNumber(`5010${Date.now().toString().slice(-10)}`);
    const [created] = await t
      .db('bank_accounts')
      .insert({
        user_id: (await signedIn(t.db)).user.id,
        account_holder: 'Meera Textiles',
        account_number_last4: digest.last4,
        account_number_hash: digest.hash,
        ifsc: 'HDFC0001234',
      })
      .returning('id');
    const verify = () => t.db('bank_accounts').where({ id: created.id }).update({ verified_at: new Date() });
    await verify();
    const same = await request(t.app)
      .put(`/api/bank-accounts/${created.id}`)
      .set('Authorization', admin)
      .send({ bank_name: 'HDFC Bank', ifsc: 'hdfc0001234' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.verified_at).not.toBeNull();
    for (const change of [
      { ifsc: 'ICIC0000001' },
      { account_holder: 'Someone Else' },
      { account_number: `6020${Date.now().toString().slice(-10)}` },
    ]) {
      await verify();
      const res = await request(t.app).put(`/api/bank-accounts/${created.id}`).set('Authorization', admin).send(change);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.verified_at, JSON.stringify(change)).toBeNull();
    }
  });
});

describe('settlement payments', () => {
  // Payments go through the payment service (proof, ledger, fees, case progress); concurrency is tested in tests/settlements.
  it('are recorded only through POST /api/settlement-requests/:id/payments: the generic POST answers 405', async () => {
    const p = await caseBetweenMembers(t.db, { due: '1250.50' });
    const opened = await settlementApi(t.app).open(p.defaulter.auth, { case_id: p.case.id, amount: '1250.50', schedule: 'full' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const res = await request(t.app)
      .post('/api/settlement-payment-details')
      .set('Authorization', admin)
      .send({ settlement_request_id: opened.body.id, amount: '1000.00', method: 'neft', utr: `UTR${Date.now()}` });
    expect(res.status).toBe(405);
    expect(await t.db('settlement_payment_details').where({ settlement_request_id: opened.body.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
