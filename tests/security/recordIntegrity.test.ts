/**
 * Issue 6, findings 5, 8, 9 and 10: a verified business keeps its GST identity, settlements stay
 * within what a case still owes, deactivation ends sessions, and inherited object keys are unknown
 * fields like any other.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../api/src/registry/features';
import { freshId, openCase, sampleGstin } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

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
      expect(res.body.errors[Object.keys(change)[0]!]).toMatch(/contact support/);
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
      .send({ gstin, pan: gstin.slice(2, 12) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.gst_verified_at).toBeNull();
  });
});

describe('settlement requests', () => {
  const ask = (caseId: number, amount: string, mode: 'full' | 'partial') =>
    request(t.app).post('/api/settlement-requests').set('Authorization', admin).send({ case_id: caseId, user_id: 1, amount, mode });

  it('are refused on a closed case', async () => {
    const caseId = await openCase(t.db);
    await t.db('defaulter_cases').where({ id: caseId }).update({ status: 'full_settled' });
    const res = await ask(caseId, '100.00', 'partial');
    expect(res.status).toBe(400);
    expect(res.body.errors.case_id).toMatch(/closed/);
  });

  it('are refused above the outstanding due, and a full one must be all of it', async () => {
    const caseId = await openCase(t.db); // ₹1,250.50 outstanding
    const above = await ask(caseId, '99999999.00', 'partial');
    expect(above.status).toBe(400);
    expect(above.body.errors.amount).toBe('The amount cannot be more than the ₹1,250.50 outstanding on this case.');
    expect((await ask(caseId, '100.00', 'full')).status).toBe(400);
    expect((await ask(caseId, '1250.50', 'full')).status).toBe(201);
  });

  it('allow one open request per case, even when two arrive at once', async () => {
    const caseId = await openCase(t.db);
    const [a, b] = await Promise.all([ask(caseId, '100.00', 'partial'), ask(caseId, '200.00', 'partial')]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((a.status === 400 ? a : b).body.errors.case_id).toMatch(/already has an open settlement request/);
    expect(await t.db('settlement_requests').where({ case_id: caseId }).count({ n: '*' })).toEqual([{ n: 1 }]);
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
    const body = {
      user_id: (await signedIn(t.db)).user.id,
      account_holder: 'Meera Textiles',
      account_number: `5010${Date.now().toString().slice(-10)}`,
      ifsc: 'HDFC0001234',
    };
    const created = await request(t.app).post('/api/bank-accounts').set('Authorization', admin).send(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const verify = () => t.db('bank_accounts').where({ id: created.body.id }).update({ verified_at: new Date() });
    await verify();
    const same = await request(t.app)
      .put(`/api/bank-accounts/${created.body.id}`)
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
      const res = await request(t.app).put(`/api/bank-accounts/${created.body.id}`).set('Authorization', admin).send(change);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.verified_at, JSON.stringify(change)).toBeNull();
    }
  });
});

describe('settlement payments', () => {
  it('never add up to more than the request agreed, even when recorded at the same moment', async () => {
    const requestId = (
      await request(t.app)
        .post('/api/settlement-requests')
        .set('Authorization', admin)
        .send({ case_id: await openCase(t.db), user_id: 1, amount: '1250.50', mode: 'full' })
    ).body.id;
    const pay = (amount: string) =>
      request(t.app)
        .post('/api/settlement-payment-details')
        .set('Authorization', admin)
        .send({ settlement_request_id: requestId, amount, method: 'neft', utr: `UTR${Date.now()}${Math.floor(Math.random() * 1000)}` });
    const [a, b] = await Promise.all([pay('1000.00'), pay('1000.00')]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((a.status === 400 ? a : b).body.errors.amount).toBe(
      'Payments would add up to more than the ₹1,250.50 agreed (₹1,000.00 is already recorded).',
    );
    expect((await pay('250.50')).status).toBe(201);
    expect((await pay('0.01')).status).toBe(400);
  });
});
