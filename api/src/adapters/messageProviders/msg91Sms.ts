/**
 * MSG91 as the SMS MessageProvider (issue 20 §1), over its Send SMS API v2 (shapes and sources in
 * msg91Fixtures.ts; why this API and not Flow in docs/providers.md): the rendered text from our
 * database template, the template's DLT template id (`DLT_TE_ID`) and our DLT sender header on
 * every request, route 4 (transactional). A template without a DLT id is refused before calling:
 * operators drop unregistered text, so it would never arrive.
 *
 * Answers: 2xx { type: "success", message: <request id> } → accepted, the request id is the
 * providerRef the delivery reports name. 5xx, 429 (with Retry-After), timeouts and connection errors
 * → retryable. 4xx, or { type: "error" } whatever the status → not retryable, MSG91's words kept.
 * A 2xx without a request id (malformed) → NOT retryable: MSG91 may well have taken the message,
 * and sending again could deliver it twice; staff see the reason and can resend by hand.
 *
 * Idempotency: MSG91 takes no reference of ours and does not dedupe by one (it only discards an
 * identical request repeated within 10 seconds, error 311). A crash between MSG91's 200 and the
 * outbox's update leaves the row unsent, and its retry sends the SMS again — see docs/providers.md.
 */
import { ProviderError, type MessageProvider, type ProviderMessage } from './messageProvider';
import { readMsg91Receipts } from './msg91Receipts';
import { indianMobile, isObject, jsonOf, postJson, retryAfterMs, snippet, type FetchLike } from './providerHttp';

export interface Msg91Options {
  authKey: string;
  /** The 6-character DLT header (sender id) registered for our entity. */
  senderId: string;
  /** The secret the delivery-report URL carries (`?token=`). */
  receiptSecret: string;
  /** Scheme and host, e.g. https://api.msg91.com (tests: the fake server). */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  now?: () => Date;
}

export const MSG91_SEND_PATH = '/api/v2/sendsms';
/** MSG91's transactional route (promotional is 1: DND numbers and 9 PM–10 AM are refused there). */
export const MSG91_TRANSACTIONAL_ROUTE = '4';
const LABEL = 'MSG91';

/** GSM-7 text goes as unicode 0; anything else (Devanagari, ₹, curly quotes) as unicode 1. */
export function needsUnicode(text: string): boolean {
  // The GSM 03.38 basic set and its extension table (€ is the only non-ASCII extension character).
  return !/^[A-Za-z0-9 \r\n@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/.test(text);
}

/** The request body MSG91's Send SMS API takes for one message (exported for the contract tests). */
export function msg91SendBody(message: ProviderMessage, senderId: string) {
  if (message.channel !== 'sms') throw new ProviderError(`${LABEL}: cannot send a ${message.channel} message`, false);
  const dlt = message.template.dltTemplateId?.trim();
  if (!dlt) {
    throw new ProviderError(
      `${LABEL}: template ${message.template.code} (${message.template.language}) has no DLT template id; operators drop unregistered SMS`,
      false,
    );
  }
  if (!/^\d{1,30}$/.test(dlt)) {
    throw new ProviderError(`${LABEL}: template ${message.template.code} has a malformed DLT template id "${dlt}"`, false);
  }
  if (message.text.trim() === '') throw new ProviderError(`${LABEL}: template ${message.template.code} rendered an empty SMS`, false);
  return {
    sender: senderId,
    route: MSG91_TRANSACTIONAL_ROUTE,
    country: '91',
    unicode: needsUnicode(message.text) ? 1 : 0,
    sms: [{ message: message.text, to: [indianMobile(LABEL, message.to)] }],
    DLT_TE_ID: dlt,
  };
}

function msg91Reason(status: number, body: unknown, text: string): string {
  if (isObject(body) && typeof body.message === 'string' && body.message.trim() !== '') {
    const code = typeof body.code === 'string' || typeof body.code === 'number' ? ` (code ${body.code})` : '';
    return `${LABEL} HTTP ${status}: ${body.message.trim()}${code}`;
  }
  return `${LABEL} HTTP ${status}: ${snippet(text)}`;
}

export function createMsg91Provider(options: Msg91Options): MessageProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${MSG91_SEND_PATH}`;
  const now = options.now ?? (() => new Date());
  return {
    channel: 'sms',
    name: 'msg91',
    async send(message) {
      const body = msg91SendBody(message, options.senderId);
      const answer = await postJson(LABEL, url, { authkey: options.authKey }, body, {
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const json = jsonOf(answer.text);
      if (answer.status === 429) {
        throw new ProviderError(msg91Reason(429, json, answer.text), true, retryAfterMs(answer.headers.get('retry-after'), now()));
      }
      if (answer.status >= 500) throw new ProviderError(msg91Reason(answer.status, json, answer.text), true);
      if (answer.status < 200 || answer.status >= 300) throw new ProviderError(msg91Reason(answer.status, json, answer.text), false);
      if (isObject(json) && json.type === 'error') throw new ProviderError(msg91Reason(answer.status, json, answer.text), false);
      if (isObject(json) && json.type === 'success' && typeof json.message === 'string' && /^[A-Za-z0-9]{8,64}$/.test(json.message)) {
        return { providerRef: json.message };
      }
      throw new ProviderError(
        `${LABEL} HTTP ${answer.status} without a request id (not retried: the SMS may have been taken): ${snippet(answer.text)}`,
        false,
      );
    },
    receipts(request) {
      return readMsg91Receipts(request, options.receiptSecret, now);
    },
  };
}
