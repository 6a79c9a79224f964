/**
 * MSG91 (SMS, India) from the environment (docs/providers.md). `SMS_PROVIDER=msg91` chooses it; its
 * variables then must all be set — `msg91FromEnv` throws naming the missing ones and
 * `msg91Readiness` lists them, so production can refuse to start on a half-configured gateway.
 * Values are trimmed; blank counts as unset. Messages name variables, never values.
 */
import type { MessageProvider } from './messageProvider';
import { createMsg91Provider } from './msg91Sms';
import type { ProviderReadiness } from './providerReadiness';

export const MSG91_REQUIRED_ENV = ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_RECEIPT_SECRET'] as const;
/** Optional: MSG91_BASE_URL (default the real host; tests point it at a fake), MSG91_TIMEOUT_MS. */
export const MSG91_OPTIONAL_ENV = ['MSG91_BASE_URL', 'MSG91_TIMEOUT_MS'] as const;
export const MSG91_DEFAULT_BASE_URL = 'https://api.msg91.com';

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

export function msg91Readiness(env: Env = process.env): ProviderReadiness {
  const missing: string[] = MSG91_REQUIRED_ENV.filter((name) => value(env, name) === undefined);
  const sender = value(env, 'MSG91_SENDER_ID');
  // A DLT header is 6 characters (letters, or digits for some service headers); anything else is refused.
  if (sender !== undefined && !/^[A-Za-z0-9]{6}$/.test(sender)) missing.push('MSG91_SENDER_ID (6 letters/digits)');
  const timeout = value(env, 'MSG91_TIMEOUT_MS');
  if (timeout !== undefined && !/^[1-9]\d*$/.test(timeout)) missing.push('MSG91_TIMEOUT_MS (a positive integer)');
  const base = value(env, 'MSG91_BASE_URL');
  if (base !== undefined && !/^https?:\/\/[^/]/.test(base)) missing.push('MSG91_BASE_URL (an http(s) URL)');
  return { adapter: 'msg91', sandbox: false, missing };
}

/** The MSG91 provider from the environment; throws naming what is missing or malformed. */
export function msg91FromEnv(env: Env = process.env): MessageProvider {
  const { missing } = msg91Readiness(env);
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=msg91 but these are not set: ${missing.join(', ')}`);
  const timeout = value(env, 'MSG91_TIMEOUT_MS');
  return createMsg91Provider({
    authKey: value(env, 'MSG91_AUTH_KEY')!,
    senderId: value(env, 'MSG91_SENDER_ID')!.toUpperCase(),
    receiptSecret: value(env, 'MSG91_RECEIPT_SECRET')!,
    baseUrl: value(env, 'MSG91_BASE_URL') ?? MSG91_DEFAULT_BASE_URL,
    timeoutMs: timeout ? Number(timeout) : undefined,
  });
}

/**
 * The SMS provider `SMS_PROVIDER` names: unset → null (the caller keeps the development outbox, and
 * decides whether production may run on it); `msg91` → MSG91; anything else → an error.
 */
export function smsProviderFromEnv(env: Env = process.env): MessageProvider | null {
  const chosen = value(env, 'SMS_PROVIDER');
  if (chosen === undefined) return null;
  if (chosen === 'msg91') return msg91FromEnv(env);
  throw new Error(`SMS_PROVIDER=${chosen} is not a known SMS provider (known: msg91)`);
}
