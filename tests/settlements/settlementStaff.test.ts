/**
 * The back office's part in the settlement flow (issue 10 §5): staff with Settlement Request → process
 * record a payment on the paying side's behalf (the payer stays the defaulter's owner, the recorder is
 * the staff member) and download its proof; a staff role that may only view the request gets 403 on
 * every action, and rejecting a settled request is a 409.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { samples } from '../media/samples';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { caseBetweenMembers, settlementApi, signedSettlement } from './support';

const t = createTestApp();
const api = settlementApi(t.app);
afterAll(() => t.close());

const staffWith = async (name: string, kinds: string[]) =>
  signedIn(t.db, { roleId: (await createRole(t.db, name, { 'Settlement Request': kinds })).id });

const reject = (auth: string, id: number, note: string) =>
  request(t.app).post(`/api/settlement/requests/${id}/reject`).set('Authorization', auth).send({ note });

describe('staff on a settlement request', () => {
  it('a viewing role sees the request but may not record, reject or release (403), and nothing is written', async () => {
    const p = await caseBetweenMembers(t.db, { due: '40000.00' });
    const id = await signedSettlement(t.app, p, { amount: '40000.00', schedule: 'full' });
    const reader = await staffWith('Settlement reader', ['listView', 'detailView']);
    expect((await api.details(reader.auth, id)).body.viewer).toBe('staff');

    const paid = await api.pay(reader.auth, id, { amount: '1000.00' });
    expect(paid.status).toBe(403);
    expect(paid.body.message).toBeTruthy();
    expect((await reject(reader.auth, id, 'The parties could not agree.')).status).toBe(403);
    const hold = await t.db('call_request_holds').where({ settlement_request_id: id }).first('id');
    const release = await request(t.app)
      .post(`/api/call-request-holds/${hold.id}/release`)
      .set('Authorization', reader.auth)
      .send({ note: 'Customer asked' });
    expect(release.status).toBe(403);

    expect(await t.db('settlement_payment_details').where({ settlement_request_id: id }).pluck('id')).toEqual([]);
    expect(await t.db('settlement_requests').where({ id }).first('status')).toEqual({ status: 'inprogress' });
    expect(await t.db('call_request_holds').where({ id: hold.id }).first('status')).toEqual({ status: 'hold' });
  });

  it('a processing role records a payment for the paying side, downloads its proof, and cannot reject once settled', async () => {
    const p = await caseBetweenMembers(t.db, { due: '40000.00' });
    const id = await signedSettlement(t.app, p, { amount: '40000.00', schedule: 'full' });
    const desk = await staffWith('Settlement desk', ['listView', 'detailView', 'process']);

    const utr = `STAFF${Date.now()}`;
    const first = await api.pay(desk.auth, id, { amount: '15000.00', utr }, { name: 'neft-advice.pdf' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payment).toMatchObject({
      amount: '15000.00',
      utr,
      paid_by_user_id: p.defaulter.user.id,
      recorded_by_user_id: desk.user.id,
      proof_name: 'neft-advice.pdf',
    });
    expect(first.body.case).toMatchObject({ status: 'partial_settled', settled_amount: '15000.00' });

    // What the admin page reads: the payment with its proof, the running total.
    const details = await api.details(desk.auth, id);
    expect(details.body.request.paid_amount).toBe('15000.00');
    expect(details.body.payments.map((x: { id: number }) => x.id)).toEqual([first.body.payment.id]);
    const proof = await api.proof(desk.auth, id, first.body.payment.id);
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toMatch(/application\/pdf/);
    expect(Buffer.compare(proof.body as Buffer, samples.pdf)).toBe(0);

    const rest = await api.pay(desk.auth, id, { amount: '25000.00' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.request.status).toBe('settled');
    const late = await reject(desk.auth, id, 'Too late to reject.');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already settled/);
  });
});
