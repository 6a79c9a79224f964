/**
 * The transactional outbox (issue 20 §1) on real PostgreSQL: rows are written in the caller's
 * transaction, sent once through the channel's provider (claimed under SKIP LOCKED), retried with
 * backoff on retryable provider errors (Retry-After respected), failed with the provider's reason;
 * codes are masked in every stored copy; the block list and members' channel choices apply; receipts
 * move a row's status forward only; staff resend a failed message (audited) and preview templates.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderError,
  ReceiptRejected,
  type MessageProvider,
  type ProviderMessage,
  type ProviderReceipt,
} from '../../api/src/adapters/messageProviders/messageProvider';
import {
  applyReceipts,
  backoffMs,
  createMessaging,
  deliverQueued,
  failInterrupted,
  queueMessage,
  type ProviderSet,
} from '../../api/src/domain/messages';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';

const t = createTestApp();
const { db } = t;
afterAll(() => t.close());

/** A provider that records what it was given and answers as `answer` says. */
function fakeProvider(
  channel: 'sms' | 'email',
  answer: (m: ProviderMessage, n: number) => Promise<{ providerRef: string }> | { providerRef: string } = (m) => ({
    providerRef: `ref-${m.reference}`,
  }),
) {
  const sent: ProviderMessage[] = [];
  const provider: MessageProvider & { sent: ProviderMessage[] } = {
    channel,
    name: `fake-${channel}`,
    sent,
    async send(m) {
      sent.push(m);
      return answer(m, sent.length);
    },
  };
  return provider;
}

const row = (id: number) => db('outbox_messages').where({ id }).first();
const queueOtp = (to: string, code: string) =>
  db.transaction((trx) =>
    queueMessage(trx, { template: 'otp-sms', to, variables: { otp: code, expiry: '5 minutes' }, essential: true, secret: code }),
  );

describe('queueMessage', () => {
  it('writes the row in the caller’s transaction: a rollback leaves nothing, a commit leaves it queued with the code masked', async () => {
    const to = uniqueMobile();
    await expect(
      db.transaction(async (trx) => {
        await queueMessage(trx, {
          template: 'otp-sms',
          to,
          variables: { otp: '123456', expiry: '5 minutes' },
          essential: true,
          secret: '123456',
        });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await db('outbox_messages').where({ recipient: to })).toHaveLength(0);

    const q = await queueOtp(to, '654321');
    expect(q.status).toBe('queued');
    const stored = await row(q.id!);
    expect(stored).toMatchObject({ status: 'queued', channel: 'sms', template: 'otp-sms', language: 'en', attempts: 0, had_secret: true });
    expect(stored.body).toBe('Your Bakaya sign-in code is ••••••. It expires in 5 minutes. Do not share it with anyone.');
    expect(JSON.stringify(stored.variables)).not.toContain('654321');
    expect(stored.sealed).toBeTruthy();
    expect(stored.sealed).not.toContain('654321');
  });

  it('renders Hindi from the Hindi row, HTML-escapes values in email, and throws on a missing variable or template', async () => {
    const to = `hi${crypto.randomUUID().slice(0, 8)}@example.com`;
    const q = await queueMessage(db, {
      template: 'invoice-resend-email',
      to,
      language: 'hi',
      essential: true,
      variables: {
        name: 'राम <b>& सन्स</b>',
        invoice: 'BKY-26-27-000001',
        total: '₹11,800.00',
        order: 'ORD-1',
        link: 'https://bakaya.example/my-invoices',
      },
    });
    const stored = await row(q.id!);
    expect(stored.subject).toBe('आपका Bakaya इनवॉइस BKY-26-27-000001');
    expect(stored.html).toContain('प्रिय राम &lt;b&gt;&amp; सन्स&lt;/b&gt;,');
    expect(stored.body).toContain('प्रिय राम <b>& सन्स</b>,');
    expect(stored.body).not.toMatch(/<p>|\{\{/);
    await expect(
      queueMessage(db, { template: 'otp-sms', to: uniqueMobile(), variables: { otp: '111111' } as never, essential: true }),
    ).rejects.toThrow('template otp-sms (en) needs a value for {{expiry}}');
    await expect(queueMessage(db, { template: 'no-such-template' as never, to: uniqueMobile(), variables: {} as never })).rejects.toThrow(
      'no active template no-such-template in language en',
    );
  });

  it('stores a message to a blocked contact as blocked and never sends it', async () => {
    const to = uniqueMobile();
    const [block] = await db('contact_blocks')
      .insert({ contact: to, contact_type: 'mobile', reason: 'asked not to be contacted' })
      .returning('id');
    const q = await queueOtp(`+91${to}`, '222222');
    expect(q.status).toBe('blocked');
    expect(await row(q.id!)).toMatchObject({ status: 'blocked', recipient: to, sealed: null, error: 'the contact is on the block list' });
    const sms = fakeProvider('sms');
    await deliverQueued(db, { sms }, { ids: [q.id!] });
    expect(sms.sent).toHaveLength(0);
    await db('contact_blocks').where({ id: block.id }).update({ status: 0 });
    expect((await queueOtp(to, '333333')).status).toBe('queued');
  });

  it('skips a non-essential message on a channel the member turned off; essential ones still go', async () => {
    const m = await signedIn(db);
    const put = await request(t.app).put('/api/member/message-preferences').set('Authorization', m.auth).send({ sms: false });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ sms: false, email: true, whatsapp: true });
    expect((await request(t.app).get('/api/member/message-preferences').set('Authorization', m.auth)).body).toEqual(put.body);
    const reminder = {
      template: 'plan-expiry-reminder-sms' as const,
      to: m.user.mobile,
      userId: m.user.id,
      variables: { plan: 'Gold', when: 'tomorrow', date: '01, Dec, 2026' },
    };
    expect(await queueMessage(db, reminder)).toEqual({ id: null, status: 'opted-out' });
    expect((await queueMessage(db, { ...reminder, template: 'plan-expiry-reminder-email', to: m.user.email })).status).toBe('queued');
    expect((await queueMessage(db, { ...reminder, essential: true })).status).toBe('queued');
    for (const bad of [{ sms: 'no' }, { fax: true }, {}]) {
      const res = await request(t.app).put('/api/member/message-preferences').set('Authorization', m.auth).send(bad);
      expect([res.status, res.body.code], JSON.stringify(bad)).toEqual([400, 'MESSAGE_PREFERENCES_INVALID']);
    }
    expect((await request(t.app).put('/api/member/message-preferences').set('Authorization', m.auth).send([true])).status).toBe(400);
    expect((await request(t.app).get('/api/member/message-preferences')).status).toBe(401);
  });
});

describe('delivery', () => {
  it('sends a queued row once with its row id as reference, the plain code to the provider, and wipes the seal', async () => {
    const to = uniqueMobile();
    const q = await queueOtp(to, '445566');
    const sms = fakeProvider('sms');
    // Two senders at once (two servers, or the job and an inline send): the row goes out once.
    const [a, b] = await Promise.all([deliverQueued(db, { sms }, { ids: [q.id!] }), deliverQueued(db, { sms }, { ids: [q.id!] })]);
    expect(a.sent + b.sent).toBe(1);
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]).toMatchObject({ reference: String(q.id), to, text: expect.stringContaining('445566') });
    expect(sms.sent[0]!.template).toMatchObject({ code: 'otp-sms', language: 'en' });
    expect(sms.sent[0]!.template.variables).toContainEqual(['expiry', '5 minutes']);
    expect(await row(q.id!)).toMatchObject({
      status: 'sent',
      provider: 'fake-sms',
      provider_ref: `ref-${q.id}`,
      sealed: null,
      attempts: 1,
    });
    await deliverQueued(db, { sms }, { ids: [q.id!] });
    expect(sms.sent).toHaveLength(1);
  });

  it('retries a retryable error after the backoff (at least Retry-After), then fails with the provider’s reason after the last try', async () => {
    const q = await queueOtp(uniqueMobile(), '778899');
    const sms = fakeProvider('sms', () => {
      throw new ProviderError('429 Too Many Requests', true, 120_000);
    });
    await deliverQueued(db, { sms }, { ids: [q.id!], maxAttempts: 3 });
    let r = await row(q.id!);
    expect(r).toMatchObject({ status: 'queued', attempts: 1, error: '429 Too Many Requests', provider: 'fake-sms' });
    expect(new Date(r.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(110_000);
    // Not due yet: nothing is sent.
    await deliverQueued(db, { sms }, { ids: [q.id!], maxAttempts: 3 });
    expect(sms.sent).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      await db('outbox_messages')
        .where({ id: q.id })
        .update({ next_attempt_at: db.raw(`now() - interval '1 second'`) });
      await deliverQueued(db, { sms }, { ids: [q.id!], maxAttempts: 3 });
    }
    r = await row(q.id!);
    expect(r).toMatchObject({ status: 'failed', attempts: 3, error: '429 Too Many Requests', sealed: null });
    expect(r.failed_at).toBeTruthy();
    expect(sms.sent).toHaveLength(3);
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(1, 90_000)).toBe(90_000);
  });

  it('fails at once on a non-retryable error, and a channel without a provider fails as unconfigured', async () => {
    const q = await queueOtp(uniqueMobile(), '101010');
    const sms = fakeProvider('sms', () => {
      throw new ProviderError('DLT template not registered', false);
    });
    await deliverQueued(db, { sms }, { ids: [q.id!] });
    expect(await row(q.id!)).toMatchObject({ status: 'failed', attempts: 1, error: 'DLT template not registered' });
    const q2 = await queueOtp(uniqueMobile(), '202020');
    await deliverQueued(db, {}, { ids: [q2.id!] });
    expect(await row(q2.id!)).toMatchObject({ status: 'failed', error: 'no sms provider is configured' });
  });

  it('marks a row a crash left mid-send as failed (interrupted) and never sends it again by itself', async () => {
    const q = await queueOtp(uniqueMobile(), '303030');
    await db('outbox_messages')
      .where({ id: q.id })
      .update({ status: 'sending', sending_at: db.raw(`now() - interval '1 hour'`) });
    expect(await failInterrupted(db)).toBeGreaterThanOrEqual(1);
    const r = await row(q.id!);
    expect(r.status).toBe('failed');
    expect(r.error).toMatch(/^interrupted while sending/);
    expect(r.sealed).toBeNull();
  });

  it('sends a sign-in code before the answer (no wait for the job), revealed only by the dev outbox', async () => {
    const user = await createUser(db);
    const res = await request(t.app).post('/api/user/sendotp').send({ mobile: user.mobile });
    expect(res.status).toBe(200);
    const stored = await db('outbox_messages').where({ recipient: user.mobile }).orderBy('id', 'desc').first();
    expect(stored).toMatchObject({ status: 'sent', template: 'otp-sms', provider: 'dev-outbox' });
    expect(stored.body).toContain('••••••');
    expect(t.ctx.messaging.revealed?.(Number(stored.id))).toMatch(/sign-in code is \d{6}\./);
  });
});

describe('receipts', () => {
  const secret = 'shh';
  const provider: MessageProvider = {
    channel: 'sms',
    name: 'fake-receipts',
    async send(m) {
      return { providerRef: `r-${m.reference}` };
    },
    receipts(req): ProviderReceipt[] {
      if (req.headers['x-secret'] !== secret) throw new ReceiptRejected('bad secret');
      const body = JSON.parse(req.rawBody.toString('utf8')) as { ref: string; status: ProviderReceipt['status']; reason?: string }[];
      return body.map((b) => ({ providerRef: b.ref, status: b.status, reason: b.reason, at: new Date() }));
    },
  };
  let before: typeof t.ctx.messaging;
  beforeAll(() => {
    before = t.ctx.messaging;
    t.ctx.messaging = createMessaging({ revealSecrets: false, providers: { sms: provider } as ProviderSet });
  });
  afterAll(() => {
    t.ctx.messaging = before;
  });
  const hook = (body: unknown, key = secret) =>
    request(t.app)
      .post('/api/hooks/messages/fake-receipts')
      .set('x-secret', key)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));

  it('verifies the callback (forged → 400, nothing changes), moves the status forward only, and keeps the failure reason', async () => {
    const q = await queueOtp(uniqueMobile(), '404040');
    await deliverQueued(db, { sms: provider }, { ids: [q.id!] });
    const ref = `r-${q.id}`;
    const forged = await hook([{ ref, status: 'delivered' }], 'guess');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('MESSAGE_RECEIPT_REJECTED');
    expect((await row(q.id!)).status).toBe('sent');

    expect((await hook([{ ref, status: 'delivered' }])).body).toEqual({ updated: 1 });
    expect((await row(q.id!)).delivered_at).toBeTruthy();
    expect((await hook([{ ref, status: 'sent' }])).body).toEqual({ updated: 0 });
    expect((await row(q.id!)).status).toBe('delivered');

    const q2 = await queueOtp(uniqueMobile(), '505050');
    await deliverQueued(db, { sms: provider }, { ids: [q2.id!] });
    expect((await hook([{ ref: `r-${q2.id}`, status: 'failed', reason: 'DND number' }])).body).toEqual({ updated: 1 });
    expect(await row(q2.id!)).toMatchObject({ status: 'failed', error: 'DND number' });

    expect((await request(t.app).post('/api/hooks/messages/nobody').send('{}')).status).toBe(404);
    expect(await applyReceipts(db, 'fake-receipts', [{ providerRef: 'unknown', status: 'delivered', at: new Date() }])).toBe(0);
  });
});

describe('staff', () => {
  let processor = '';
  let reader = '';
  let templates = '';
  beforeAll(async () => {
    processor = (
      await signedIn(db, { roleId: (await createRole(db, 'SMS log resenders', { 'SMS Logs': ['listView', 'detailView', 'process'] })).id })
    ).auth;
    reader = (await signedIn(db, { roleId: (await createRole(db, 'SMS log readers', { 'SMS Logs': ['listView', 'detailView'] })).id }))
      .auth;
    templates = (await signedIn(db, { roleId: (await createRole(db, 'Template readers', { Templates: ['listView', 'detailView'] })).id }))
      .auth;
  });

  it('resends a failed message as a new row (audited); refuses a sent one, one that carried a code, and readers', async () => {
    const to = uniqueMobile();
    const q = await queueMessage(db, {
      template: 'invoice-resend-sms',
      to,
      essential: true,
      variables: { invoice: 'BKY-1', total: '₹1.00', link: 'https://x.example/i' },
    });
    await deliverQueued(
      db,
      {
        sms: fakeProvider('sms', () => {
          throw new ProviderError('operator down', false);
        }),
      },
      { ids: [q.id!] },
    );
    expect((await request(t.app).post(`/api/admin/sms-logs/${q.id}/resend`).set('Authorization', reader)).status).toBe(403);
    const res = await request(t.app).post(`/api/admin/sms-logs/${q.id}/resend`).set('Authorization', processor);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = await row(res.body.id);
    expect(copy).toMatchObject({ resent_from: q.id, status: 'sent', recipient: to, template: 'invoice-resend-sms' });
    expect(copy.body).toBe((await row(q.id!)).body);
    expect(await db('audit_logs').where({ resource: 'sms-logs', record_id: String(q.id), action: 'resend' })).toHaveLength(1);
    const again = await request(t.app).post(`/api/admin/sms-logs/${res.body.id}/resend`).set('Authorization', processor);
    expect([again.status, again.body.code]).toEqual([409, 'MESSAGE_RESEND_ONLY_FAILED']);

    const code = await queueOtp(uniqueMobile(), '606060');
    await deliverQueued(db, {}, { ids: [code.id!] });
    const refused = await request(t.app).post(`/api/admin/sms-logs/${code.id}/resend`).set('Authorization', processor);
    expect([refused.status, refused.body.code]).toEqual([409, 'MESSAGE_RESEND_NO_TEXT']);
    expect((await request(t.app).post('/api/admin/sms-logs/999999999/resend').set('Authorization', processor)).status).toBe(404);
    expect((await request(t.app).post('/api/admin/sms-logs/abc/resend').set('Authorization', processor)).status).toBe(404);
  });

  it('previews a template with sample data; names what is missing; 404 for an unknown template or a bad language', async () => {
    const ok = await request(t.app)
      .post('/api/admin/templates/preview')
      .set('Authorization', templates)
      .send({ key: 'otp-email', language: 'hi', sample: { otp: '123456', expiry: '5 मिनट', brand: 'Bakaya' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ channel: 'email', subject: 'आपका Bakaya साइन-इन कोड' });
    expect(ok.body.html).toContain('<strong>123456</strong>');
    expect(ok.body.text).toContain('5 मिनट');
    const missing = await request(t.app)
      .post('/api/admin/templates/preview')
      .set('Authorization', templates)
      .send({ key: 'otp-email', sample: { otp: '1' } });
    expect([missing.status, missing.body.code, missing.body.params]).toEqual([
      400,
      'TEMPLATE_VARIABLES_MISSING',
      { names: 'brand, expiry' },
    ]);
    // Before saving: the text as typed in the form.
    const typed = await request(t.app)
      .post('/api/admin/templates/preview')
      .set('Authorization', templates)
      .send({
        key: 'draft',
        channel: 'email',
        subject: 'Hi {{name}}',
        body: '<p>Dear {{name}}, <a href="/plans">renew</a></p>',
        sample: { name: 'Asha & Co' },
      });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body).toEqual({
      channel: 'email',
      subject: 'Hi Asha & Co',
      html: '<p>Dear Asha &amp; Co, <a href="/plans">renew</a></p>',
      text: 'Dear Asha & Co, renew (/plans)',
    });
    const unknown = await request(t.app)
      .post('/api/admin/templates/preview')
      .set('Authorization', templates)
      .send({ key: 'nope', sample: {} });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    const lang = await request(t.app)
      .post('/api/admin/templates/preview')
      .set('Authorization', templates)
      .send({ key: 'otp-email', language: 'fr' });
    expect([lang.status, lang.body.code]).toEqual([400, 'TEMPLATE_LANGUAGE']);
    expect((await request(t.app).post('/api/admin/templates/preview').set('Authorization', reader).send({ key: 'otp-email' })).status).toBe(
      403,
    );
  });
});
