/**
 * Providers chosen by env (issue 20 §1): the sandbox outbox by default on every channel; EMAIL_PROVIDER=smtp
 * needs SMTP_URL and EMAIL_FROM; an unknown value or a provider not built into this server is reported as
 * missing (the production start check refuses on it); WHATSAPP_PROVIDER=off builds no WhatsApp provider.
 */
import { describe, expect, it } from 'vitest';
import { messagingReadiness, providersFromEnv, registerMessageProvider } from '../../api/src/domain/messages';

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

  it('builds SMTP when configured, leaves WhatsApp out when off, and takes SMS providers registered by their module', () => {
    const env = {
      EMAIL_PROVIDER: 'SMTP',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      EMAIL_FROM: 'a@b.example',
      WHATSAPP_PROVIDER: 'off',
      SMS_PROVIDER: 'msg91',
    };
    expect(messagingReadiness(env)[1]).toEqual({
      adapter: 'sms:msg91',
      sandbox: false,
      missing: ['SMS_PROVIDER=msg91 (not built into this server)'],
    });
    registerMessageProvider({
      channel: 'sms',
      name: 'msg91',
      required: ['MSG91_AUTH_KEY'],
      create: () => ({ channel: 'sms', name: 'msg91', send: async (m) => ({ providerRef: m.reference }) }),
    });
    expect(messagingReadiness(env)[1]).toEqual({ adapter: 'sms:msg91', sandbox: false, missing: ['MSG91_AUTH_KEY'] });
    const built = providersFromEnv({ ...env, MSG91_AUTH_KEY: 'k' });
    expect(built.email?.name).toBe('smtp');
    expect(built.sms?.name).toBe('msg91');
    expect(built.whatsapp).toBeUndefined();
  });
});
