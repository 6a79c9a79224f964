/**
 * GSTIN watches and the delivery of case messages: members watch a GSTIN and are alerted (not the
 * reporter) when a case against it is verified or settled; messages queued with a committed change
 * survive a crash before they were sent (the case-messages job sends them).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../api/src/callContext';
import { deliverCaseMessages } from '../../api/src/domain/caseNotices/caseMessages';
import { transitionCase } from '../../api/src/domain/defaulterCases/caseTransitions';
import { caseNoticeEffects } from '../../api/src/domain/caseNotices';
import { JOBS } from '../../api/src/jobs/jobCatalogue';
import { createCase, randomGstin } from '../domain/fixtures';
import { createTestApp, signedIn, uniqueMobile } from '../support/testApp';
import { lastMessage } from './noticeSupport';

const t = createTestApp();
let staff = { auth: '', userId: 0 };
beforeAll(async () => {
  const s = await signedIn(t.db, { roleId: 2 });
  staff = { auth: s.auth, userId: s.user.id };
});
afterAll(() => t.close());

const watches = (auth: string) => request(t.app).get('/api/member/watches').set('Authorization', auth);
const watch = (auth: string, gstin: string) => request(t.app).post('/api/member/watches').set('Authorization', auth).send({ gstin });

describe('GSTIN watches', () => {
  it('adds, lists and removes a member’s own watches; a wrong check digit is a 400', async () => {
    const m = await signedIn(t.db);
    const other = await signedIn(t.db);
    const gstin = randomGstin('29');
    const added = await watch(m.auth, gstin.toLowerCase());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.gstin).toBe(gstin);
    expect((await watch(m.auth, gstin)).status).toBe(200);
    expect((await watches(m.auth)).body.map((w: { gstin: string }) => w.gstin)).toEqual([gstin]);
    expect((await watches(other.auth)).body).toEqual([]);

    const last = gstin.at(-1) === 'A' ? 'B' : 'A';
    const bad = await watch(m.auth, gstin.slice(0, 14) + last);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.gstin).toMatch(/check digit/);

    expect((await request(t.app).delete(`/api/member/watches/${gstin}`).set('Authorization', other.auth)).status).toBe(404);
    expect((await request(t.app).delete(`/api/member/watches/${gstin}`).set('Authorization', m.auth)).status).toBe(204);
    expect((await watches(m.auth)).body).toEqual([]);
    expect((await watches(staff.auth)).status).toBe(403);
  });

  it('alerts watchers, not the reporter, when a case against the GSTIN is verified and settled', async () => {
    const c = await createCase(t.db);
    const watcher = await signedIn(t.db);
    const reporter = await t.db('users').where({ id: c.reporter_user_id }).first();
    const gstin = (await t.db('defaulter_cases').where({ id: c.id }).first()).defaulter_gstin;
    await t.db('gstin_watches').insert([
      { user_id: watcher.user.id, gstin },
      { user_id: reporter.id, gstin },
    ]);
    const move = (body: object) =>
      request(t.app).post(`/api/defaulter-cases/${c.id}/transition`).set('Authorization', staff.auth).send(body);
    expect((await move({ to: 'verified' })).status).toBe(200);
    expect((await lastMessage(t, watcher.user.mobile, 'gstin-watch-verified-sms'))!.received).toMatch(/which you watch, has been verified/);
    expect(await lastMessage(t, reporter.mobile, 'gstin-watch-verified-sms')).toBeUndefined();
    expect((await move({ to: 'full_settled' })).status).toBe(200);
    expect((await lastMessage(t, watcher.user.email, 'gstin-watch-full-settled-email'))!.received).toMatch(/has been fully settled/);
  });

  it('does not alert by SMS a watcher who turned SMS off for alerts (email still goes)', async () => {
    const c = await createCase(t.db);
    const watcher = await signedIn(t.db);
    const gstin = (await t.db('defaulter_cases').where({ id: c.id }).first()).defaulter_gstin;
    await t.db('gstin_watches').insert({ user_id: watcher.user.id, gstin });
    const off = await request(t.app).put('/api/member/message-preferences').set('Authorization', watcher.auth).send({ sms: false });
    expect(off.status).toBe(200);
    const move = await request(t.app)
      .post(`/api/defaulter-cases/${c.id}/transition`)
      .set('Authorization', staff.auth)
      .send({ to: 'verified' });
    expect(move.status).toBe(200);
    expect(await lastMessage(t, watcher.user.mobile, 'gstin-watch-verified-sms')).toBeUndefined();
    expect((await lastMessage(t, watcher.user.email, 'gstin-watch-verified-email'))!.received).toMatch(
      /which you watch, has been verified/,
    );
  });
});

describe('case messages survive a crash between the commit and the send', () => {
  it('leaves them pending when nothing sent them, and the case-messages job sends them once', async () => {
    const c = await createCase(t.db);
    const mobile = uniqueMobile();
    await t.db('defaulter_contacts').insert({ case_id: c.id, name: 'Buyer', mobile, user_id: c.reporter_user_id });
    // The service commits without sending (what a crash right after the commit leaves behind).
    await transitionCase(
      t.db,
      callAs({ userId: staff.userId, roleName: 'Super Admin' }) as never,
      c.id,
      { to: 'verified' },
      { effects: caseNoticeEffects },
    );
    const pending = await t.db('case_messages').where({ case_id: c.id });
    expect(pending.map((m) => m.status)).toEqual(['pending']);
    expect((await t.db('case_notices').where({ case_id: c.id }).first()).token_sealed).toBeTruthy();

    expect(JOBS.find((j) => j.name === 'case-messages')).toMatchObject({ runAtStart: true });
    const [a, b] = await Promise.all([
      deliverCaseMessages(t.db, t.ctx.messaging, { origin: 'https://bakaya.example' }),
      deliverCaseMessages(t.db, t.ctx.messaging, { origin: 'https://bakaya.example' }),
    ]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1); // other suites' pending messages may be sent too
    const after = await t.db('case_messages').where({ case_id: c.id });
    expect(after.map((m) => m.status)).toEqual(['sent']);
    const sent = await t.db('outbox_messages').where({ recipient: mobile, template: 'case-notice-sms' }).orderBy('id', 'desc');
    const mine = sent.filter((m) => t.ctx.messaging.revealed?.(Number(m.id))?.includes('https://bakaya.example/notice/'));
    expect(sent).toHaveLength(1);
    expect(mine).toHaveLength(1);
    expect((await t.db('case_notices').where({ case_id: c.id }).first()).token_sealed).toBeNull();
  });
});
