/**
 * Providers chosen by env (issue 20 §1): the sandbox outbox by default on every channel; EMAIL_PROVIDER=smtp
 * needs SMTP_URL and EMAIL_FROM; an unknown value or a provider not built into this server is reported as
 * missing (the production start check refuses on it); WHATSAPP_PROVIDER=off builds no WhatsApp provider.
 */
import { describe, expect, it } from 'vitest';
import { readinessProblems } from '../../api/src/config/productionReadiness';
import { messagingReadiness, messagingStartChecks, providersFromEnv } from '../../api/src/domain/messages';

describe('messagingReadiness', () => {
  it('is the sandbox on every channel without settings', () => {
    expect(messagingReadiness({})).toEqual([
      { adapter: 'email:outbox', sandbox: true, missing: [] },
      { adapter: 'sms:outbox', sandbox: true, missing: [] },
      { adapter: 'whatsapp:outbox', sandbox: true, missing: [] },
    ]);
    const built = providersFromEnv({});
    expect(Object.values(built).map((p) => `${p!.channel}:${p!.name}`)).toEqual([
      'email:dev-outbox',
      'sms:dev-outbox',
      'whatsapp:dev-outbox',
    ]);
  });

  it('names what SMTP lacks, an unknown choice, and a provider this server does not have', () => {
    const r = messagingReadiness({ EMAIL_PROVIDER: 'smtp', SMTP_URL: ' ', SMS_PROVIDER: 'msg91x', WHATSAPP_PROVIDER: 'off' });
    expect(r).toEqual([
      { adapter: 'email:smtp', sandbox: false, missing: ['SMTP_URL', 'EMAIL_FROM'] },
      { adapter: 'sms:msg91x', sandbox: false, missing: ['SMS_PROVIDER (one of msg91, outbox)'] },
      { adapter: 'whatsapp:off', sandbox: false, missing: [] },
    ]);
    expect(() => providersFromEnv({ EMAIL_PROVIDER: 'smtp' })).toThrow('Messaging is not configured: SMTP_URL, EMAIL_FROM');
  });

  it('builds SMTP, MSG91 and WhatsApp Cloud when configured, naming what each lacks', () => {
    const env = {
      EMAIL_PROVIDER: 'SMTP',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      EMAIL_FROM: 'a@b.example',
      WHATSAPP_PROVIDER: 'cloud',
      SMS_PROVIDER: 'msg91',
    };
    expect(messagingReadiness(env).slice(1)).toEqual([
      { adapter: 'sms:msg91', sandbox: false, missing: ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_RECEIPT_SECRET'] },
      { adapter: 'whatsapp:cloud', sandbox: false, missing: expect.arrayContaining(['WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET']) },
    ]);
    const built = providersFromEnv({
      ...env,
      MSG91_AUTH_KEY: 'k',
      MSG91_SENDER_ID: 'BAKAYA',
      MSG91_RECEIPT_SECRET: 's',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: 'a',
      WHATSAPP_VERIFY_TOKEN: 'v',
    });
    expect([built.email?.name, built.sms?.name, built.whatsapp?.channel]).toEqual(['smtp', 'msg91', 'whatsapp']);
    expect(
      providersFromEnv({ ...env, WHATSAPP_PROVIDER: 'off', MSG91_AUTH_KEY: 'k', MSG91_SENDER_ID: 'BAKAYA', MSG91_RECEIPT_SECRET: 's' })
        .whatsapp,
    ).toBeUndefined();
  });

  it('production refuses the messaging sandboxes unless STAGING, naming the variable that takes each real', () => {
    const checks = [...messagingStartChecks({})];
    expect(checks.map((c) => c.missing)).toEqual([['EMAIL_PROVIDER'], ['SMS_PROVIDER'], ['WHATSAPP_PROVIDER']]);
    const problems = readinessProblems(checks, { NODE_ENV: 'production' });
    expect(problems).toEqual([
      'email:outbox is on its offline sandbox (set EMAIL_PROVIDER)',
      'sms:outbox is on its offline sandbox (set SMS_PROVIDER)',
      'whatsapp:outbox is on its offline sandbox (set WHATSAPP_PROVIDER)',
    ]);
    expect(readinessProblems(checks, { NODE_ENV: 'production', STAGING: 'true' })).toEqual([]);
    expect(readinessProblems(messagingStartChecks({ EMAIL_PROVIDER: 'smtp' }), { NODE_ENV: 'production', STAGING: 'true' })).toEqual([
      'email:smtp is missing SMTP_URL, EMAIL_FROM',
    ]);
  });
});
