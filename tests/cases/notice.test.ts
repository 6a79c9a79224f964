/**
 * Notice, reply window and disputes (issue 10 §3) over HTTP against real PostgreSQL: verifying a case
 * sends a notice; the reported business reads the claim by its link, accepts or disputes it with a
 * code; staff decide; every step is on the timeline, both sides are told.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isListed } from '../../api/src/domain/defaulterCases/listing';
import { replyWindowSetting } from '../../api/src/domain/caseNotices/noticeService';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { caseRow, lastMessage, noticeCode, noticeToken, PDF, timeline, verifiedCase } from './noticeSupport';

const t = createTestApp({ limits: { otpResendCooldownSeconds: 0 } });
let staff = { auth: '', userId: 0 };
beforeAll(async () => {
  const s = await signedIn(t.db, { roleId: 2 });
  staff = { auth: s.auth, userId: s.user.id };
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dispute = (token: string, fields: Record<string, string>, files: Array<[Buffer, string]> = []) => {
  let r = request(t.app).post(`/api/notices/${token}/dispute`);
  for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
  for (const [buf, name] of files) r = r.attach('documents', buf, name);
  return r;
};
const decide = (caseId: number, body: object, auth = staff.auth) =>
  request(t.app).post(`/api/admin/defaulter-cases/${caseId}/dispute/decide`).set('Authorization', auth).send(body);
const STATEMENT = 'We paid this invoice in full on 3 July by NEFT; the bank statement is attached.';

describe('a notice on verification', () => {
  it('creates a notice, sets the reply window from the setting, and messages the contacts with the link', async () => {
    const before = Date.now();
    const c = await verifiedCase(t, staff.auth);
    const row = await caseRow(t.db, c.id);
    const days = await replyWindowSetting(t.db);
    expect(days).toBe(21);
    expect(row.notice_sent_at).toBeTruthy();
    const ends = new Date(row.reply_window_ends_at).getTime();
    expect(ends - new Date(row.notice_sent_at).getTime()).toBe(days * DAY);
    expect(ends).toBeGreaterThanOrEqual(before + days * DAY - 1000);
    expect(new Date(row.listed_from).getTime()).toBe(ends);
    expect(isListed(row)).toBe(false);

    const notices = await t.db('case_notices').where({ case_id: c.id });
    expect(notices).toHaveLength(1);
    expect(notices[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(notices[0].token_sealed).toBeNull(); // delivered: the sealed copy is gone

    const token = await noticeToken(t, c.mobile);
    const sms = await lastMessage(t, c.mobile, 'case-notice-sms');
    expect(sms!.received).toContain('₹1,50,000.00');
    expect(sms!.received).toMatch(/\d{2}, [A-Z][a-z]{2}, \d{4}/);
    expect(sms!.stored).not.toContain(token); // the SMS log never holds the credential
    const mail = await lastMessage(t, c.email, 'case-notice-email');
    expect(mail!.received).toContain(`/notice/${token}`);
    expect((await t.db('case_messages').where({ case_id: c.id, kind: 'case-notice' })).map((m) => m.status)).toEqual(['sent', 'sent']);
    const steps = await timeline(t.db, c.id);
    expect(steps.map((e) => e.event_kind)).toEqual(['transition', 'notice_sent']);
  });

  it('shows the claim by its token, and answers one kind 404 for a bad or unknown token', async () => {
    const c = await verifiedCase(t, staff.auth);
    const token = await noticeToken(t, c.mobile);
    const res = await request(t.app).get(`/api/notices/${token}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      case_id: c.id,
      defaulter: { name: 'Late Payer Pvt Ltd' },
      amounts: { due: '150000.00', settled: '0.00', outstanding: '150000.00' },
      status: 'verified',
      listed: false,
      can_accept: true,
      can_dispute: true,
      dispute: null,
    });
    expect(res.body.reporter.gstin).toMatch(/^\d{2}[A-Z]{5}/);
    expect(res.body.invoices).toHaveLength(1);
    expect(res.body.evidence).toHaveProperty('documents');
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await t.db('case_notices').where({ case_id: c.id }).first()).view_count).toBe(1);

    const bad = await request(t.app).get('/api/notices/not-a-token');
    expect(bad.status).toBe(404);
    const unknown = await request(t.app).get(`/api/notices/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(bad.body.message);
  });

  it('lets staff resend: a new link works, the old one answers 404', async () => {
    const c = await verifiedCase(t, staff.auth);
    const old = await noticeToken(t, c.mobile);
    const res = await request(t.app).post(`/api/admin/defaulter-cases/${c.id}/notice/resend`).set('Authorization', staff.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fresh = await noticeToken(t, c.mobile);
    expect(fresh).not.toBe(old);
    expect((await request(t.app).get(`/api/notices/${old}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/notices/${fresh}`)).status).toBe(200);
    expect((await timeline(t.db, c.id)).map((e) => e.event_kind)).toContain('notice_resent');
  });
});

describe('the reported business answers', () => {
  it('accepts the claim with a code: listed from now; the used code cannot be replayed', async () => {
    const c = await verifiedCase(t, staff.auth);
    const token = await noticeToken(t, c.mobile);
    const sent = await request(t.app).post(`/api/notices/${token}/code`).send({});
    expect(sent.body.sent_to).toContain(`xxxxxxxx${c.mobile.slice(-2)}`);
    const code = (await lastMessage(t, c.mobile, 'notice-code-sms'))!.received.match(/\b(\d{6})\b/)![1]!;

    const wrong = await request(t.app)
      .post(`/api/notices/${token}/accept`)
      .send({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/not right/);

    const ok = await request(t.app).post(`/api/notices/${token}/accept`).send({ code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = await caseRow(t.db, c.id);
    expect(row.accepted_by_defaulter_at).toBeTruthy();
    expect(isListed(row)).toBe(true);
    const steps = await timeline(t.db, c.id);
    expect(steps.at(-1)).toMatchObject({ event_kind: 'claim_accepted', actor_kind: 'reported', to_status: 'verified' });

    // The same code again, now to dispute: it was used.
    const replay = await dispute(token, { code, statement: STATEMENT });
    expect(replay.status).toBe(400);
    expect(replay.body.errors.code).toMatch(/already been used/);
    expect(await t.db('case_disputes').where({ case_id: c.id })).toHaveLength(0);
  });

  it('disputes with a document: disputed, not listed, the reporter told; staff reject → verified again', async () => {
    const c = await verifiedCase(t, staff.auth);
    const token = await noticeToken(t, c.mobile);
    const code = await noticeCode(t, token, c.mobile);
    const res = await dispute(token, { code, statement: STATEMENT }, [[PDF, 'bank-statement.pdf']]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'open', documents: 1 });

    const row = await caseRow(t.db, c.id);
    expect(row.status).toBe('disputed');
    expect(isListed(row)).toBe(false);
    const d = await t.db('case_disputes').where({ case_id: c.id }).first();
    expect(d).toMatchObject({ status: 'open', previous_status: 'verified', statement: STATEMENT });
    expect(new Date(d.decide_by).getTime() - new Date(d.opened_at).getTime()).toBe(30 * DAY);
    const docs = await t.db('case_documents').where({ case_id: c.id, doc_type: 'dispute_document' });
    expect(docs).toHaveLength(1);
    expect(docs[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const reporter = await t.db('users').where({ id: c.reporter_user_id }).first();
    expect((await lastMessage(t, reporter.mobile, 'dispute-opened-sms'))!.received).toMatch(/has disputed your claim/);

    // A second dispute while this one is open.
    const again = await dispute(token, { code: '123456', statement: STATEMENT });
    expect(again.status).toBe(409);

    // Staff cannot move a disputed case by hand; they decide the dispute.
    const byHand = await request(t.app)
      .post(`/api/defaulter-cases/${c.id}/transition`)
      .set('Authorization', staff.auth)
      .send({ to: 'verified' });
    expect(byHand.status).toBe(409);
    const noNote = await decide(c.id, { outcome: 'rejected' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.note).toBeTruthy();

    const rejected = await decide(c.id, { outcome: 'rejected', note: 'The NEFT shown paid a different invoice.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const after = await caseRow(t.db, c.id);
    expect(after.status).toBe('verified');
    expect(new Date(after.verified_on).getTime()).toBe(new Date(row.verified_on).getTime());
    expect(await t.db('case_disputes').where({ id: d.id }).first()).toMatchObject({
      status: 'rejected',
      decided_by: staff.userId,
      decision_note: 'The NEFT shown paid a different invoice.',
    });
    expect(await t.db('case_notices').where({ case_id: c.id })).toHaveLength(1); // no second notice on the way back
    expect((await lastMessage(t, reporter.mobile, 'dispute-decided'))!.received).toMatch(/was rejected/);
    expect((await lastMessage(t, c.mobile, 'dispute-decided'))!.received).toMatch(/Your dispute .* was rejected/);

    const view = await request(t.app).get(`/api/notices/${token}`);
    // The evidence through short-lived signed links for the notice (no sign-in), every download logged.
    const doc = view.body.evidence.documents.find((x: { doc_type: string }) => x.doc_type === 'dispute_document');
    expect(doc).toMatchObject({ original_name: 'bank-statement.pdf', sha256: docs[0].sha256 });
    const file = await request(t.app).get(doc.url);
    expect(file.status).toBe(200);
    expect(await t.db('evidence_downloads').where({ case_id: c.id, viewer_kind: 'reported' })).toHaveLength(1);
    expect(view.body.dispute).toMatchObject({
      status: 'rejected',
      outcome_status: 'verified',
      decision_note: 'The NEFT shown paid a different invoice.',
    });

    // The timeline holds every step with who and why.
    const steps = (await timeline(t.db, c.id)).map((e) => [e.event_kind, e.from_status, e.to_status, e.actor_kind, e.actor_user_id]);
    expect(steps).toEqual([
      ['transition', 'processing', 'verified', 'staff', staff.userId],
      ['notice_sent', 'verified', 'verified', 'staff', staff.userId],
      ['transition', 'verified', 'disputed', 'reported', null],
      ['transition', 'disputed', 'verified', 'staff', staff.userId],
    ]);
    const notes = (await timeline(t.db, c.id)).map((e) => e.note);
    expect(notes[2]).toContain('Disputed by the reported business: We paid this invoice');
    expect(notes[3]).toBe('Dispute rejected: The NEFT shown paid a different invoice.');
  });

  it('upholds a dispute of a partly settled case: wrongly reported', async () => {
    const c = await verifiedCase(t, staff.auth, { status: 'partial_settled' });
    const token = await noticeToken(t, c.mobile);
    const code = await noticeCode(t, token, c.mobile);
    expect((await dispute(token, { code, statement: STATEMENT })).status).toBe(201);
    expect((await t.db('case_disputes').where({ case_id: c.id }).first()).previous_status).toBe('partial_settled');
    const res = await decide(c.id, { outcome: 'upheld', note: 'Bank confirms the payment before the report.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await caseRow(t.db, c.id)).status).toBe('wrongly_reported');
    expect(await t.db('case_disputes').where({ case_id: c.id }).first()).toMatchObject({
      status: 'upheld',
      upheld_status: 'wrongly_reported',
    });
    expect((await decide(c.id, { outcome: 'rejected', note: 'again' })).status).toBe(409);
  });

  it('refuses a statement that is too short and writes nothing; the code stays usable', async () => {
    const c = await verifiedCase(t, staff.auth);
    const token = await noticeToken(t, c.mobile);
    const code = await noticeCode(t, token, c.mobile);
    const eventsBefore = (await timeline(t.db, c.id)).length;
    const res = await dispute(token, { code, statement: 'Not ours.' }, [[PDF, 'proof.pdf']]);
    expect(res.status).toBe(400);
    expect(res.body.errors.statement).toMatch(/at least 20/);
    expect(await t.db('case_disputes').where({ case_id: c.id })).toHaveLength(0);
    expect(await t.db('case_documents').where({ case_id: c.id })).toHaveLength(0);
    expect((await caseRow(t.db, c.id)).status).toBe('verified');
    expect(await timeline(t.db, c.id)).toHaveLength(eventsBefore);
    const exe = await dispute(token, { code, statement: STATEMENT }, [[Buffer.from('MZ\x90\x00binary'), 'invoice.pdf']]);
    expect(exe.status).toBe(400);
    expect(exe.body.errors.documents).toBeTruthy();
    expect((await dispute(token, { code, statement: STATEMENT })).status).toBe(201);
  });

  it('needs Defaulter → process to decide, and a dispute record to make a case disputed', async () => {
    const c = await verifiedCase(t, staff.auth);
    const role = await createRole(t.db, 'Case reader', { Defaulter: ['listView', 'detailView'] });
    const reader = await signedIn(t.db, { roleId: role.id });
    expect((await decide(c.id, { outcome: 'rejected', note: 'x' }, reader.auth)).status).toBe(403);
    expect((await request(t.app).get(`/api/admin/defaulter-cases/${c.id}/dispute`).set('Authorization', reader.auth)).body).toEqual({
      dispute: null,
    });
    const byHand = await request(t.app)
      .post(`/api/defaulter-cases/${c.id}/transition`)
      .set('Authorization', staff.auth)
      .send({ to: 'disputed' });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toMatch(/only when the reported business disputes/);
    expect((await decide(c.id, { outcome: 'rejected', note: 'nothing open' })).status).toBe(409);
  });
});
