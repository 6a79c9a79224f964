/**
 * The WhatsApp Business Cloud API as the WhatsApp MessageProvider (issue 20 §1): an approved template
 * message (its name, language en/hi, the body parameters from the template's variables in order),
 * bearer token, to the member's number with India's country code. Shapes and sources in
 * whatsappFixtures.ts.
 *
 * Answers: 2xx with messages[0].id (a wamid) → accepted. 5xx, 429, timeouts, connection errors and
 * Meta's throttling/transient codes (4, 80007, 130429, 131048, 131056; 1, 2, 131000, 131016, 133004)
 * → retryable (Retry-After when sent). Any other error → not retryable, with Meta's code and words.
 * A 2xx without a message id → NOT retryable: Meta may have taken it (see msg91Sms.ts for why).
 *
 * Idempotency: the Cloud API has no idempotency key and does not dedupe. We pass our reference as
 * `biz_opaque_callback_data` (echoed in the status webhooks), which ties receipts to rows but cannot
 * stop a second send: a crash between Meta's 200 and the outbox's update resends on retry.
 */
import { ProviderError, type MessageProvider, type ProviderMessage, type TemplateLanguage } from './messageProvider';
import { indianMobile, isObject, jsonOf, postJson, retryAfterMs, snippet, type FetchLike } from './providerHttp';
import { readWhatsappReceipts } from './whatsappReceipts';

export interface WhatsappCloudOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Graph API base with its version, e.g. https://graph.facebook.com/v23.0 (tests: the fake server). */
  apiBase: string;
  /** The WhatsApp language code each of our languages' templates is approved under. */
  languageCodes?: Readonly<Record<TemplateLanguage, string>>;
  timeoutMs?: number;
  fetch?: FetchLike;
  now?: () => Date;
}

export const WHATSAPP_DEFAULT_LANGUAGE_CODES: Readonly<Record<TemplateLanguage, string>> = { en: 'en', hi: 'hi' };
/** Meta's error codes that say "later", not "never" (rate limits and its own transient failures). */
export const WHATSAPP_RETRYABLE_CODES: ReadonlySet<number> = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/** Meta's limit on a template body parameter's text. */
const PARAMETER_MAX = 32_768;
const LABEL = 'WhatsApp';

/** The Graph API request body for one template message (exported for the contract tests). */
export function whatsappSendBody(message: ProviderMessage, languageCodes = WHATSAPP_DEFAULT_LANGUAGE_CODES) {
  if (message.channel !== 'whatsapp') throw new ProviderError(`${LABEL}: cannot send a ${message.channel} message`, false);
  const name = message.template.whatsappName?.trim();
  if (!name) {
    throw new ProviderError(`${LABEL}: template ${message.template.code} has no approved WhatsApp template name`, false);
  }
  if (!/^[a-z0-9_]{1,512}$/.test(name)) {
    throw new ProviderError(`${LABEL}: "${name}" is not a WhatsApp template name (lower-case letters, digits, _)`, false);
  }
  const parameters = message.template.variables.map(([variable, value]) => {
    // Meta refuses empty parameters and new lines/tabs in them (error 132000/131008 family): say which, here.
    if (value.trim() === '') throw new ProviderError(`${LABEL}: variable ${variable} of ${message.template.code} is empty`, false);
    if (value.length > PARAMETER_MAX)
      throw new ProviderError(`${LABEL}: variable ${variable} of ${message.template.code} is too long`, false);
    return { type: 'text' as const, text: value.replace(/[\r\n\t]+/g, ' ').replace(/ {5,}/g, '    ') };
  });
  return {
    messaging_product: 'whatsapp' as const,
    recipient_type: 'individual' as const,
    to: `91${indianMobile(LABEL, message.to)}`,
    type: 'template' as const,
    template: {
      name,
      language: { code: languageCodes[message.template.language] },
      components: parameters.length > 0 ? [{ type: 'body' as const, parameters }] : [],
    },
    biz_opaque_callback_data: message.reference,
  };
}

function graphError(body: unknown): { code?: number; reason?: string } {
  if (!isObject(body) || !isObject(body.error)) return {};
  const e = body.error;
  const code = typeof e.code === 'number' ? e.code : typeof e.code === 'string' && /^\d+$/.test(e.code) ? Number(e.code) : undefined;
  const details = isObject(e.error_data) && typeof e.error_data.details === 'string' ? e.error_data.details : undefined;
  const parts = [typeof e.message === 'string' ? e.message : undefined, details && details !== e.message ? details : undefined].filter(
    Boolean,
  );
  const ids = [
    code !== undefined ? `code ${code}` : undefined,
    typeof e.error_subcode === 'number' ? `subcode ${e.error_subcode}` : undefined,
    typeof e.fbtrace_id === 'string' ? `fbtrace_id ${e.fbtrace_id}` : undefined,
  ].filter(Boolean);
  return { code, reason: `${parts.join(' — ') || 'no message'}${ids.length ? ` (${ids.join(', ')})` : ''}` };
}

export function createWhatsappCloudProvider(options: WhatsappCloudOptions): MessageProvider {
  const url = `${options.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const languageCodes = options.languageCodes ?? WHATSAPP_DEFAULT_LANGUAGE_CODES;
  const now = options.now ?? (() => new Date());
  return {
    channel: 'whatsapp',
    name: 'whatsapp-cloud',
    async send(message) {
      const body = whatsappSendBody(message, languageCodes);
      const answer = await postJson(LABEL, url, { authorization: `Bearer ${options.token}` }, body, {
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const json = jsonOf(answer.text);
      if (answer.status < 200 || answer.status >= 300) {
        const { code, reason } = graphError(json);
        const text = `${LABEL} HTTP ${answer.status}: ${reason ?? snippet(answer.text)}`;
        const retryable = answer.status >= 500 || answer.status === 429 || (code !== undefined && WHATSAPP_RETRYABLE_CODES.has(code));
        throw new ProviderError(text, retryable, retryable ? retryAfterMs(answer.headers.get('retry-after'), now()) : undefined);
      }
      const first = isObject(json) && Array.isArray(json.messages) ? json.messages[0] : undefined;
      if (isObject(first) && typeof first.id === 'string' && first.id.trim() !== '') return { providerRef: first.id };
      throw new ProviderError(
        `${LABEL} HTTP ${answer.status} without a message id (not retried: the message may have been taken): ${snippet(answer.text)}`,
        false,
      );
    },
    receipts(request) {
      return readWhatsappReceipts(request, options.appSecret);
    },
  };
}
