/**
 * What the portal's settlement details page reads (issue 10 §5): the reporter (who names the receiving
 * account on /settlement/verify-bank/:gstn/:srIdbankId) and staff see the reporting business's GSTIN;
 * the defaulter does not; a stranger gets 404.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn } from '../support/testApp';
import { caseBetweenMembers, settlementApi } from './support';

const t = createTestApp();
const api = settlementApi(t.app);
afterAll(() => t.close());

describe('settlement request details', () => {
  it('give the reporting GSTIN to the reporter only, with the viewer side, and hide the request from strangers', async () => {
    const p = await caseBetweenMembers(t.db, { due: '30000.00' });
    const opened = await api.open(p.defaulter.auth, { case_id: p.case.id, amount: '30000.00', schedule: 'full' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.requested_side).toBe('defaulter');

    const asReporter = await api.details(p.reporter.auth, opened.body.id);
    expect(asReporter.status).toBe(200);
    expect(asReporter.body.viewer).toBe('reporter');
    expect(asReporter.body.case.reporter_gstin).toBe(p.reporterBusiness.gstin);

    const asDefaulter = await api.details(p.defaulter.auth, opened.body.id);
    expect(asDefaulter.status).toBe(200);
    expect(asDefaulter.body.viewer).toBe('defaulter');
    expect(asDefaulter.body.case.reporter_gstin).toBeNull();

    const stranger = await signedIn(t.db);
    expect((await api.details(stranger.auth, opened.body.id)).status).toBe(404);
  });

  it('the case before settling: both sides read what is outstanding and the open request; strangers and bad ids get 404, nobody signed out', async () => {
    const p = await caseBetweenMembers(t.db, { due: '45000.00' });
    await t.db('defaulter_cases').where({ id: p.case.id }).update({ settled_amount: '5000.00', write_off_amount: '1000.00' });
    const read = (auth: string | null, id: number | string) => {
      const r = request(t.app).get(`/api/settlement/cases/${id}`);
      return auth ? r.set('Authorization', auth) : r;
    };

    const before = await read(p.defaulter.auth, p.case.id);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({
      viewer: 'defaulter',
      case: { id: p.case.id, due_amount: '45000.00', settled_amount: '5000.00', write_off_amount: '1000.00', outstanding: '39000.00' },
      open_request_id: null,
    });

    const opened = await api.open(p.defaulter.auth, { case_id: p.case.id, amount: '39000.00', schedule: 'full' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const after = await read(p.reporter.auth, p.case.id);
    expect(after.body).toMatchObject({ viewer: 'reporter', open_request_id: opened.body.id });

    const stranger = await signedIn(t.db);
    const refused = await read(stranger.auth, p.case.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/No defaulter case has the id/);
    expect(refused.body.case).toBeUndefined();
    expect((await read(p.defaulter.auth, 'abc')).status).toBe(404);
    expect((await read(null, p.case.id)).status).toBe(401);
  });
});
