/**
 * Which provider sends each channel, chosen by env (README configuration table, docs/messaging.md):
 *
 *   EMAIL_PROVIDER    = smtp | outbox            (smtp needs SMTP_URL and EMAIL_FROM)
 *   SMS_PROVIDER      = msg91 | outbox
 *   WHATSAPP_PROVIDER = cloud | off | outbox     (off: no WhatsApp at all — such messages fail as unconfigured)
 *
 * `outbox` (the default) is the sandbox: rows are marked sent without leaving the server, and in
 * development the plain text of recent messages is kept in memory for GET /api/dev/outbox.
 * Real providers register here as factories (channel + name → provider); the SMS and WhatsApp ones are
 * added by their own modules (registerMessageProvider), so this file does not depend on them.
 */
import type { MessageChannel, MessageProvider } from '../../adapters/messageProviders/messageProvider';
import { MSG91_REQUIRED_ENV, msg91FromEnv } from '../../adapters/messageProviders/msg91Config';
import { smtpProviderFromEnv, SMTP_ENV } from '../../adapters/messageProviders/smtpProvider';
import { WHATSAPP_REQUIRED_ENV, whatsappCloudFromEnv } from '../../adapters/messageProviders/whatsappConfig';
import type { ProviderSet } from './delivery';

type EnvLike = Readonly<Record<string, string | undefined>>;

export interface ProviderFactory {
  channel: MessageChannel;
  /** The env value that selects it (EMAIL_PROVIDER=smtp → 'smtp'). */
  name: string;
  /** Env variables it cannot work without. */
  required: readonly string[];
  create(env: EnvLike): MessageProvider;
}

const SELECTOR: Record<MessageChannel, { variable: string; choices: readonly string[] }> = {
  email: { variable: 'EMAIL_PROVIDER', choices: ['smtp', 'outbox'] },
  sms: { variable: 'SMS_PROVIDER', choices: ['msg91', 'outbox'] },
  whatsapp: { variable: 'WHATSAPP_PROVIDER', choices: ['cloud', 'off', 'outbox'] },
};

const FACTORIES = new Map<string, ProviderFactory>();

/** Adds (or replaces) a real provider: `${channel}:${name}`. */
export function registerMessageProvider(f: ProviderFactory): void {
  FACTORIES.set(`${f.channel}:${f.name}`, f);
}

registerMessageProvider({ channel: 'email', name: 'smtp', required: SMTP_ENV, create: smtpProviderFromEnv });
registerMessageProvider({ channel: 'sms', name: 'msg91', required: MSG91_REQUIRED_ENV, create: msg91FromEnv });
registerMessageProvider({ channel: 'whatsapp', name: 'cloud', required: WHATSAPP_REQUIRED_ENV, create: whatsappCloudFromEnv });

/** The sandbox: accepts every message and sends nothing. `seen` hears each message (the dev reveal). */
export function outboxProvider(channel: MessageChannel, seen?: (reference: string, text: string) => void): MessageProvider {
  return {
    channel,
    name: 'dev-outbox',
    async send(m) {
      seen?.(m.reference, m.text);
      return { providerRef: `outbox-${m.reference}` };
    },
  };
}

const choiceOf = (env: EnvLike, channel: MessageChannel) => (env[SELECTOR[channel].variable] || 'outbox').trim().toLowerCase();

export interface MessagingReadiness {
  adapter: string;
  sandbox: boolean;
  missing: string[];
}

/**
 * Per channel: the provider the env selects, whether it is the sandbox, and the variables it lacks —
 * what the production start check refuses on (a sandbox without STAGING, or anything missing).
 */
export function messagingReadiness(env: EnvLike): MessagingReadiness[] {
  return (Object.keys(SELECTOR) as MessageChannel[]).map((channel) => {
    const choice = choiceOf(env, channel);
    const { variable, choices } = SELECTOR[channel];
    const adapter = `${channel}:${choice}`;
    if (!choices.includes(choice)) return { adapter, sandbox: false, missing: [`${variable} (one of ${choices.join(', ')})`] };
    if (choice === 'outbox') return { adapter, sandbox: true, missing: [] };
    if (choice === 'off') return { adapter, sandbox: false, missing: [] };
    const f = FACTORIES.get(adapter);
    if (!f) return { adapter, sandbox: false, missing: [`${variable}=${choice} (not built into this server)`] };
    return { adapter, sandbox: false, missing: f.required.filter((v) => !env[v]?.trim()) };
  });
}

/**
 * The production start check's entries for messaging: as messagingReadiness, with a sandbox naming the
 * variable that takes it real (EMAIL_PROVIDER, SMS_PROVIDER, WHATSAPP_PROVIDER).
 */
export function messagingStartChecks(env: EnvLike): MessagingReadiness[] {
  return messagingReadiness(env).map((r) => {
    if (!r.sandbox) return r;
    const channel = r.adapter.split(':')[0] as MessageChannel;
    return { ...r, missing: [SELECTOR[channel].variable] };
  });
}

/** The providers the env selects; throws naming what is missing. `seen` goes to the sandboxes. */
export function providersFromEnv(env: EnvLike, seen?: (reference: string, text: string) => void): ProviderSet {
  const missing = messagingReadiness(env).flatMap((r) => r.missing);
  if (missing.length) throw new Error(`Messaging is not configured: ${missing.join(', ')}`);
  const out: Partial<Record<MessageChannel, MessageProvider>> = {};
  for (const channel of Object.keys(SELECTOR) as MessageChannel[]) {
    const choice = choiceOf(env, channel);
    if (choice === 'off') continue;
    out[channel] = choice === 'outbox' ? outboxProvider(channel, seen) : FACTORIES.get(`${channel}:${choice}`)!.create(env);
  }
  return out;
}

/** Every provider the receipts route may hear from, by its name. */
export function providerByName(providers: ProviderSet, name: string): MessageProvider | undefined {
  return Object.values(providers).find((p) => p?.name === name);
}
