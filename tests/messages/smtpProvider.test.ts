/**
 * Email through a real SMTP conversation (issue 20 §3): smtp-server receives on 127.0.0.1 at a random port,
 * mailparser reads what arrived — subject, text and HTML parts, Hindi intact, links absolute to
 * PUBLIC_ORIGIN, List-Unsubscribe on non-essential mail only; a 4xx answer is retried, a 5xx fails with
 * the server's words. Then the whole path: queued row → outbox delivery → SMTP → row `sent`.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../api/src/adapters/messageProviders/messageProvider';
import { smtpProvider } from '../../api/src/adapters/messageProviders/smtpProvider';
import { deliverQueued, queueMessage } from '../../api/src/domain/messages';
import { testKnex } from '../support/db';

const received: ParsedMail[] = [];
/** The next RCPT TO answer for an address: a code and text (e.g. 451 to make the server say "try later"). */
const refuse = new Map<string, { code: number; text: string }>();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, cb) {
    const r = refuse.get(address.address);
    if (!r) return cb();
    const err = Object.assign(new Error(r.text), { responseCode: r.code });
    cb(err);
  },
  onData(stream, _session, cb) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        cb();
      })
      .catch(cb);
  },
});
let port = 0;
const db = testKnex();
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.destroy();
});

const provider = () =>
  smtpProvider({
    url: `smtp://127.0.0.1:${port}`,
    from: 'Bakaya <no-reply@bakaya.example>',
    origin: 'https://bakaya.example',
    timeoutMs: 5000,
  });
const lastTo = (to: string) => received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to).at(-1);

describe('the SMTP provider', () => {
  it('sends text and HTML parts, keeps Hindi intact, makes links absolute, adds the reference', async () => {
    const to = 'reader@example.com';
    const accepted = await provider().send({
      channel: 'email',
      to,
      reference: '42',
      subject: 'आपका Bakaya प्लान कल समाप्त हो रहा है',
      text: 'आपका Gold प्लान कल समाप्त हो रहा है। प्लान रिन्यू करें (/plans)',
      html: '<p>आपका Gold प्लान कल समाप्त हो रहा है।</p><p><a href="/plans">प्लान रिन्यू करें</a></p>',
      template: { code: 'plan-expiry-reminder-email', language: 'hi', variables: [] },
      headers: { 'List-Unsubscribe': '<https://bakaya.example/account/messages>' },
    });
    expect(accepted.providerRef).toMatch(/^<outbox-42\./);
    const mail = lastTo(to)!;
    expect(mail.subject).toBe('आपका Bakaya प्लान कल समाप्त हो रहा है');
    expect(mail.text?.trim()).toBe('आपका Gold प्लान कल समाप्त हो रहा है। प्लान रिन्यू करें (https://bakaya.example/plans)');
    expect(mail.html).toContain('<a href="https://bakaya.example/plans">प्लान रिन्यू करें</a>');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Bakaya', address: 'no-reply@bakaya.example' });
    expect(mail.headers.get('x-outbox-reference')).toBe('42');
    // mailparser reads the List-* headers into `list`.
    expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url: 'https://bakaya.example/account/messages' } });
  });

  it('turns a 4xx answer into a retryable error and a 5xx into a final one, with the server’s words', async () => {
    refuse.set('later@example.com', { code: 451, text: 'Mailbox busy, try later' });
    refuse.set('nobody@example.com', { code: 550, text: 'No such user' });
    const m = {
      channel: 'email' as const,
      reference: '7',
      subject: 's',
      text: 't',
      template: { code: 'x', language: 'en' as const, variables: [] },
    };
    const busy = await provider()
      .send({ ...m, to: 'later@example.com' })
      .catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(ProviderError);
    expect(busy).toMatchObject({ retryable: true, reason: expect.stringContaining('Mailbox busy, try later') });
    const gone = await provider()
      .send({ ...m, to: 'nobody@example.com' })
      .catch((e: unknown) => e);
    expect(gone).toMatchObject({ retryable: false, reason: expect.stringContaining('No such user') });
    const down = await smtpProvider({ url: 'smtp://127.0.0.1:1', from: 'a@b.example', origin: 'https://x.example', timeoutMs: 2000 })
      .send({ ...m, to: 'a@example.com' })
      .catch((e: unknown) => e);
    expect(down).toMatchObject({ retryable: true });
  });

  it('delivers a queued template row through the outbox: sent, with List-Unsubscribe only on non-essential mail', async () => {
    const to = `member${Date.now()}@example.com`;
    const variables = { plan: 'Gold', when: 'tomorrow', date: '01, Dec, 2026' };
    const reminder = await queueMessage(db, { template: 'plan-expiry-reminder-email', to, variables });
    const invoice = await queueMessage(db, {
      template: 'invoice-resend-email',
      to,
      essential: true,
      variables: { name: 'Asha', invoice: 'BKY-1', total: '₹1.00', order: 'ORD-1', link: 'https://bakaya.example/my-invoices' },
    });
    const report = await deliverQueued(
      db,
      { email: provider() },
      { ids: [reminder.id!, invoice.id!], unsubscribe: () => '<https://bakaya.example/account/messages>' },
    );
    expect(report.sent).toBe(2);
    const rows = await db('outbox_messages').whereIn('id', [reminder.id!, invoice.id!]).orderBy('id');
    expect(rows.map((r) => [r.status, r.provider])).toEqual([
      ['sent', 'smtp'],
      ['sent', 'smtp'],
    ]);
    // The two may arrive in either order (the outbox sends a batch concurrently): read each by its subject.
    const mails = received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your Bakaya invoice BKY-1', 'Your Bakaya plan ends tomorrow']);
    const reminderMail = mails.find((m) => m.subject === 'Your Bakaya plan ends tomorrow')!;
    const invoiceMail = mails.find((m) => m.subject === 'Your Bakaya invoice BKY-1')!;
    expect(reminderMail.headers.get('list')).toMatchObject({ unsubscribe: { url: 'https://bakaya.example/account/messages' } });
    expect(invoiceMail.headers.has('list')).toBe(false);
    expect(reminderMail.html).toContain('href="https://bakaya.example/plans"');
  });
});
