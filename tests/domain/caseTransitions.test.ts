/** Case transitions over HTTP: one transaction, timeline event, audit row, idempotent retries, clear refusals. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../api/src/callContext';
import { transitionCase } from '../../api/src/domain/defaulterCases/caseTransitions';
import { caseNoticeEffects } from '../../api/src/domain/caseNotices';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { createCase } from './fixtures';

const t = createTestApp();
let admin = { auth: '', userId: 0 };
beforeAll(async () => {
  const s = await signedIn(t.db, { roleId: 2 });
  admin = { auth: s.auth, userId: s.user.id };
});
afterAll(() => t.close());

const move = (id: number | string, body: unknown, auth = admin.auth) =>
  request(t.app)
    .post(`/api/defaulter-cases/${id}/transition`)
    .set('Authorization', auth)
    .send(body as object);
// Status changes only: verifying also adds a 'notice_sent' step (issue 10 §3, tests/cases/notice.test.ts).
const events = (caseId: number) => t.db('case_events').where({ case_id: caseId, event_kind: 'transition' }).orderBy('id');
const audits = (caseId: number) =>
  t
    .db('audit_logs')
    .where({ resource: 'defaulter-cases', record_id: String(caseId), action: 'transition' })
    .orderBy('id');

describe('GET /api/defaulter-cases/:id/transitions', () => {
  it('lists the moves open from the current status', async () => {
    const c = await createCase(t.db);
    const res = await request(t.app).get(`/api/defaulter-cases/${c.id}/transitions`).set('Authorization', admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('processing');
    expect(res.body.allowed.map((a: { to: string }) => a.to)).toEqual([
      'verified',
      'more_details_required',
      'rejected',
      'incomplete',
      'wrongly_reported',
      'removed',
    ]);
    expect(res.body.allowed[1]).toMatchObject({ to: 'more_details_required', label: 'More Documents Required', needs_note: true });
  });

  it('answers an empty list for a closed case, 404 for an unknown one', async () => {
    const c = await createCase(t.db, { status: 'rejected' });
    const res = await request(t.app).get(`/api/defaulter-cases/${c.id}/transitions`).set('Authorization', admin.auth);
    expect(res.body).toMatchObject({ status: 'rejected', allowed: [] });
    expect((await request(t.app).get('/api/defaulter-cases/999999999/transitions').set('Authorization', admin.auth)).status).toBe(404);
    expect((await request(t.app).get('/api/defaulter-cases/abc/transitions').set('Authorization', admin.auth)).status).toBe(404);
  });
});

describe('POST /api/defaulter-cases/:id/transition', () => {
  it('walks a case from report to full settlement, with events, side effects and audit rows', async () => {
    const c = await createCase(t.db, { due_amount: '250000.00' });
    const asked = await move(c.id, { to: 'more_details_required', note: 'Upload the ledger certificate.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ id: c.id, status: 'more_details_required' });

    expect((await move(c.id, { to: 'processing' })).body.status).toBe('processing');
    const verified = await move(c.id, { to: 'verified' });
    expect(verified.body.status).toBe('verified');
    expect(new Date(verified.body.verified_on).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const partial = await move(c.id, { to: 'partial_settled', settled_amount: '100000.50' });
    expect(partial.body).toMatchObject({ status: 'partial_settled', settled_amount: '100000.50' });
    const more = await move(c.id, { to: 'partial_settled', settled_amount: 150000 });
    expect(more.body).toMatchObject({ status: 'partial_settled', settled_amount: '150000.00' });
    const full = await move(c.id, { to: 'full_settled', note: 'Paid by RTGS.' });
    expect(full.body).toMatchObject({ status: 'full_settled', settled_amount: '250000.00' });

    const timeline = await events(c.id);
    expect(timeline.map((e) => [e.from_status, e.to_status, e.settled_delta])).toEqual([
      ['processing', 'more_details_required', '0.00'],
      ['more_details_required', 'processing', '0.00'],
      ['processing', 'verified', '0.00'],
      ['verified', 'partial_settled', '100000.50'],
      ['partial_settled', 'partial_settled', '49999.50'],
      ['partial_settled', 'full_settled', '100000.00'],
    ]);
    expect(timeline[0]).toMatchObject({ note: 'Upload the ledger certificate.', actor_user_id: admin.userId });
    expect(timeline[5].note).toBe('Paid by RTGS.');

    const trail = await audits(c.id);
    expect(trail).toHaveLength(6);
    expect(trail[3]).toMatchObject({ actor_user_id: admin.userId, before: { status: 'verified', settled_amount: '0.00' } });
    expect(trail[3].after).toMatchObject({ status: 'partial_settled', settled_amount: '100000.50', event_id: timeline[3].id });

    const closed = await move(c.id, { to: 'removed', note: 'Try to remove a settled case' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/Fully Settled is closed and cannot change/);
  });

  it('is idempotent: the same request twice makes one event', async () => {
    const c = await createCase(t.db);
    const first = await move(c.id, { to: 'verified' });
    const second = await move(c.id, { to: 'verified' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'verified', verified_on: first.body.verified_on });
    expect(await events(c.id)).toHaveLength(1);
    expect(await audits(c.id)).toHaveLength(1);
  });

  it('serialises concurrent requests on the row lock: one event for racing duplicates', async () => {
    const c = await createCase(t.db);
    const results = await Promise.all(Array.from({ length: 5 }, () => move(c.id, { to: 'rejected', note: 'No invoice.' })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await events(c.id)).toHaveLength(1);
  });

  it('refuses an illegal move with 409 and names the allowed ones', async () => {
    const c = await createCase(t.db);
    const res = await move(c.id, { to: 'full_settled' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A case that is Processing cannot become Fully Settled. It can become: Verified (verified), More Documents Required (more_details_required), Rejected (rejected), Incomplete (incomplete), Wrongly Reported (wrongly_reported), Removed (removed).',
    );
    expect(res.body.errors).toHaveProperty('to');
    expect((await t.db('defaulter_cases').where({ id: c.id }).first()).status).toBe('processing');
    expect(await events(c.id)).toHaveLength(0);
  });

  it('answers 400 with a message for bad input, never 500', async () => {
    const c = await createCase(t.db);
    const cases: Array<[unknown, RegExp, string?]> = [
      [{}, /which status/, 'to'],
      [{ to: 'settled' }, /not a case status/, 'to'],
      [{ to: 42 }, /which status/, 'to'],
      [{ to: 'rejected' }, /Give a reason when marking a case Rejected/, 'note'],
      [{ to: 'rejected', note: '   ' }, /Give a reason/, 'note'],
      [{ to: 'rejected', note: 'x'.repeat(2001) }, /at most 2000/, 'note'],
      [{ to: 'verified', settled_amount: '100' }, /only given when a case is settled/, 'settled_amount'],
      [{ to: 'verified', status: 'verified' }, /Unknown field\(s\): status/],
      [{ to: 'verified', note: { a: 1 } }, /note must be text/, 'note'],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message, field] of cases) {
      const res = await move(c.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
      if (field) expect(res.body.errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const verified = await createCase(t.db, { status: 'verified', due_amount: '5000.00' });
    for (const [amount, message] of [
      ['5000', /less than the due of ₹5,000\.00/],
      ['abc', /Enter an amount/],
      [undefined, /Give the amount settled/],
      [true, /must be an amount in rupees/],
    ] as const) {
      const res = await move(verified.id, { to: 'partial_settled', settled_amount: amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const malformed = await request(t.app)
      .post(`/api/defaulter-cases/${c.id}/transition`)
      .set('Authorization', admin.auth)
      .set('Content-Type', 'application/json')
      .send('{"to":');
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for an unknown case', async () => {
    const res = await move(999999999, { to: 'verified' });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No defaulter case has the id 999999999/);
  });
});

describe('permissions', () => {
  it('401 unsigned, 403 without the flag, detailView reads but only process moves', async () => {
    const c = await createCase(t.db);
    expect((await request(t.app).post(`/api/defaulter-cases/${c.id}/transition`).send({ to: 'verified' })).status).toBe(401);
    expect((await request(t.app).get(`/api/defaulter-cases/${c.id}/transitions`)).status).toBe(401);

    const reader = await createRole(t.db, 'Case reader', { Defaulter: ['listView', 'detailView'] });
    const readerAuth = (await signedIn(t.db, { roleId: reader.id })).auth;
    expect((await request(t.app).get(`/api/defaulter-cases/${c.id}/transitions`).set('Authorization', readerAuth)).status).toBe(200);
    expect((await move(c.id, { to: 'verified' }, readerAuth)).status).toBe(403);

    const processor = await createRole(t.db, 'Case processor', { Defaulter: ['process'] });
    const processorAuth = (await signedIn(t.db, { roleId: processor.id })).auth;
    expect((await request(t.app).get(`/api/defaulter-cases/${c.id}/transitions`).set('Authorization', processorAuth)).status).toBe(403);
    expect((await move(c.id, { to: 'verified' }, processorAuth)).status).toBe(200);

    const customer = (await signedIn(t.db)).auth;
    expect((await move(c.id, { to: 'removed', note: 'mine' }, customer)).status).toBe(403);
    expect((await request(t.app).get(`/api/defaulter-cases/${c.id}/transitions`).set('Authorization', customer)).status).toBe(403);
  });
});

describe('transitionCase (service)', () => {
  it('reports whether anything changed and rolls back when a write fails', async () => {
    const c = await createCase(t.db);
    const principal = {
      userId: admin.userId,
      roleId: 2,
      roleName: 'Super Admin',
      roleType: 'admin' as const,
      sessionId: 'x',
      sessionKind: 'member',
      isSuperAdmin: true,
      permissions: new Map(),
    };
    const first = await transitionCase(t.db, callAs(principal), c.id, { to: 'verified' }, { effects: caseNoticeEffects });
    expect(first).toMatchObject({ changed: true, case: { status: 'verified' } });
    expect(await transitionCase(t.db, callAs(principal), c.id, { to: 'verified' }, { effects: caseNoticeEffects })).toMatchObject({
      changed: false,
    });
    // An actor that does not exist violates the event's foreign key: nothing of the transition stays.
    const ghost = { ...principal, userId: 2_000_000_000 };
    await expect(transitionCase(t.db, callAs(ghost), c.id, { to: 'full_settled' }, { effects: caseNoticeEffects })).rejects.toThrow();
    expect((await t.db('defaulter_cases').where({ id: c.id }).first()).status).toBe('verified');
    expect(await events(c.id)).toHaveLength(1);
  });
});
