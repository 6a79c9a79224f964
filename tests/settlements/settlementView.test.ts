/**
 * What the portal's settlement details page reads (issue 10 §5): the reporter (who names the receiving
 * account on /settlement/verify-bank/:gstn/:srIdbankId) and staff see the reporting business's GSTIN;
 * the defaulter does not; a stranger gets 404.
 */
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
});
