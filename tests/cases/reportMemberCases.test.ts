/** The reporter's own case pages: list, detail (another member's case → 404), resubmit after "more documents required". */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createRole, signedIn } from '../support/testApp';
import { postReport, reportBody, reporterOnPlan, reportTestApp } from './support';

const t = reportTestApp();
const { app, db } = t;
afterAll(() => t.close());

async function reportedCase() {
  const m = await reporterOnPlan(db, '0.00');
  const res = await postReport(app, m.auth, reportBody(m.business.id));
  expect(res.status).toBe(201);
  return { m, id: res.body.data.id as number };
}

describe('member case pages', () => {
  it('lists my cases newest first with outstanding, filters by status, and shows one case whole', async () => {
    const { m, id } = await reportedCase();
    const second = await postReport(app, m.auth, reportBody(m.business.id));
    const list = await request(app).get('/api/member/defaulter-cases?per_page=10').set('Authorization', m.auth);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([second.body.data.id, id]);
    expect(list.body.data[1]).toMatchObject({
      status: 'processing',
      status_label: 'Processing',
      due_amount: '90000.50',
      outstanding: '90000.50',
    });
    const none = await request(app).get('/api/member/defaulter-cases?status=verified').set('Authorization', m.auth);
    expect(none.body).toMatchObject({ total: 0, data: [] });
    expect((await request(app).get('/api/member/defaulter-cases?status=bogus').set('Authorization', m.auth)).status).toBe(400);

    const detail = await request(app).get(`/api/member/defaulter-cases/${id}`).set('Authorization', m.auth);
    expect(detail.status).toBe(200);
    const d = detail.body.data;
    expect(d).toMatchObject({
      id,
      status: 'processing',
      reporter: { business_id: m.business.id, gstin: m.business.gstin },
      amounts: {
        invoice_total: '100000.50',
        advance_paid: '10000.00',
        due: '90000.50',
        settled: '0.00',
        written_off: '0.00',
        outstanding: '90000.50',
      },
      dates: { due_date: '2026-03-03', goods_accepted_on: '2026-01-12' },
      agreed_credit_days: 30,
      member_actions: [],
    });
    expect(d.invoices).toHaveLength(2);
    expect(d.documents).toHaveLength(5);
    for (const doc of d.documents) expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(d.documents[0]).not.toHaveProperty('file_path');
    expect(d.timeline).toMatchObject([{ from: null, to: 'processing', note: 'Reported', actor_is_staff: false, actor_name: m.user.name }]);
  });

  it("another member's case is 404, as is an unknown one", async () => {
    const { id } = await reportedCase();
    const other = await signedIn(db);
    const res = await request(app).get(`/api/member/defaulter-cases/${id}`).set('Authorization', other.auth);
    expect(res.status).toBe(404);
    expect(res.body.data).toBeUndefined();
    expect(
      (await request(app).post(`/api/member/defaulter-cases/${id}/resubmit`).set('Authorization', other.auth).send({ note: 'Added' }))
        .status,
    ).toBe(404);
    const list = await request(app).get('/api/member/defaulter-cases').set('Authorization', other.auth);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('resubmits a case that needs more documents, through the state machine, on the timeline', async () => {
    const { m, id } = await reportedCase();
    // Only from more_details_required.
    const early = await request(app)
      .post(`/api/member/defaulter-cases/${id}/resubmit`)
      .set('Authorization', m.auth)
      .send({ note: 'Added it' });
    expect(early.status).toBe(400);
    const staff = await signedIn(db, { roleId: (await createRole(db, 'Case checker', { Defaulter: ['process'] })).id });
    const moved = await request(app)
      .post(`/api/defaulter-cases/${id}/transition`)
      .set('Authorization', staff.auth)
      .send({ to: 'more_details_required', note: 'The ledger certificate is unsigned.' });
    expect(moved.status).toBe(200);
    const waiting = await request(app).get(`/api/member/defaulter-cases/${id}`).set('Authorization', m.auth);
    expect(waiting.body.data).toMatchObject({
      status: 'more_details_required',
      status_label: 'More Documents Required',
      member_actions: ['upload_documents', 'resubmit'],
    });
    expect(waiting.body.data.timeline[1]).toMatchObject({ to: 'more_details_required', actor_is_staff: true, actor_name: null });

    expect((await request(app).post(`/api/member/defaulter-cases/${id}/resubmit`).set('Authorization', m.auth).send({})).status).toBe(400);
    // A note that with its "Resubmitted by the reporter: " prefix would not fit the timeline: a 400, never a 500.
    const long = await request(app)
      .post(`/api/member/defaulter-cases/${id}/resubmit`)
      .set('Authorization', m.auth)
      .send({ note: 'x'.repeat(1990) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ note: 'At most 1900 characters' });
    const res = await request(app)
      .post(`/api/member/defaulter-cases/${id}/resubmit`)
      .set('Authorization', m.auth)
      .send({ note: 'Signed certificate added' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('processing');
    expect(res.body.data.timeline.at(-1)).toMatchObject({
      from: 'more_details_required',
      to: 'processing',
      note: 'Resubmitted by the reporter: Signed certificate added',
      actor_is_staff: false,
    });
  });
});
