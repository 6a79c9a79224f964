/**
 * The WhatsApp Business Cloud API from the environment (docs/providers.md). `WHATSAPP_PROVIDER=cloud`
 * chooses it; its variables then must all be set (`whatsappCloudFromEnv` throws naming the missing
 * ones, `whatsappCloudReadiness` lists them). Values are trimmed; blank counts as unset.
 */
import type { MessageProvider } from './messageProvider';
import type { ProviderReadiness } from './providerReadiness';
import { createWhatsappCloudProvider } from './whatsappCloud';
import { whatsappVerificationChallenge } from './whatsappReceipts';

export const WHATSAPP_REQUIRED_ENV = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
/** Optional: WHATSAPP_API_BASE (Graph API base with version; tests: the fake server), WHATSAPP_TIMEOUT_MS. */
export const WHATSAPP_OPTIONAL_ENV = ['WHATSAPP_API_BASE', 'WHATSAPP_TIMEOUT_MS'] as const;
/** Graph API versions live about two years: move this forward when Meta announces the end of one. */
export const WHATSAPP_DEFAULT_API_BASE = 'https://graph.facebook.com/v23.0';

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

export function whatsappCloudReadiness(env: Env = process.env): ProviderReadiness {
  const missing: string[] = WHATSAPP_REQUIRED_ENV.filter((name) => value(env, name) === undefined);
  const phone = value(env, 'WHATSAPP_PHONE_NUMBER_ID');
  if (phone !== undefined && !/^\d+$/.test(phone)) missing.push('WHATSAPP_PHONE_NUMBER_ID (the numeric phone number id, not the number)');
  const timeout = value(env, 'WHATSAPP_TIMEOUT_MS');
  if (timeout !== undefined && !/^[1-9]\d*$/.test(timeout)) missing.push('WHATSAPP_TIMEOUT_MS (a positive integer)');
  const base = value(env, 'WHATSAPP_API_BASE');
  if (base !== undefined && !/^https?:\/\/[^/]/.test(base)) missing.push('WHATSAPP_API_BASE (an http(s) URL)');
  return { adapter: 'whatsapp-cloud', sandbox: false, missing };
}

export function whatsappCloudFromEnv(env: Env = process.env): MessageProvider {
  const { missing } = whatsappCloudReadiness(env);
  if (missing.length > 0) throw new Error(`WHATSAPP_PROVIDER=cloud but these are not set: ${missing.join(', ')}`);
  const timeout = value(env, 'WHATSAPP_TIMEOUT_MS');
  return createWhatsappCloudProvider({
    token: value(env, 'WHATSAPP_TOKEN')!,
    phoneNumberId: value(env, 'WHATSAPP_PHONE_NUMBER_ID')!,
    appSecret: value(env, 'WHATSAPP_APP_SECRET')!,
    apiBase: value(env, 'WHATSAPP_API_BASE') ?? WHATSAPP_DEFAULT_API_BASE,
    timeoutMs: timeout ? Number(timeout) : undefined,
  });
}

/** `WHATSAPP_PROVIDER`: unset → null (no WhatsApp channel); `cloud` → the Cloud API; else an error. */
export function whatsappProviderFromEnv(env: Env = process.env): MessageProvider | null {
  const chosen = value(env, 'WHATSAPP_PROVIDER');
  if (chosen === undefined) return null;
  if (chosen === 'cloud') return whatsappCloudFromEnv(env);
  throw new Error(`WHATSAPP_PROVIDER=${chosen} is not a known WhatsApp provider (known: cloud)`);
}

/** The GET handshake with the verify token from the environment (null → answer 403). */
export function whatsappVerificationFromEnv(query: Readonly<Record<string, string | undefined>>, env: Env = process.env): string | null {
  const token = value(env, 'WHATSAPP_VERIFY_TOKEN');
  return token === undefined ? null : whatsappVerificationChallenge(query, token);
}
