/**
 * What a real message provider (SMTP, an Indian SMS gateway, WhatsApp Cloud) is to the outbox (issue 20 §1).
 * The outbox owns the `outbox_messages` rows, picks the provider by channel, renders the template, and calls
 * `send` from its pg-boss job; a provider only speaks its API. Receipts come back through the provider's
 * callback, which the outbox's receipts route hands to the provider's `receipts` reader.
 */

export type MessageChannel = 'sms' | 'email' | 'whatsapp';
export type TemplateLanguage = 'en' | 'hi';

/** One message, already rendered from its database template, ready for one provider. */
export interface ProviderMessage {
  channel: MessageChannel;
  /** E.164-less Indian mobile (10 digits) for sms/whatsapp, an address for email. */
  to: string;
  /** Our outbox row id as a string: the idempotency/reference id where the provider takes one. */
  reference: string;
  subject?: string;
  /** The rendered plain text (SMS body, email text part, WhatsApp fallback). */
  text: string;
  /** The rendered HTML part (email only). */
  html?: string;
  template: {
    /** The template's code in our `templates` table, e.g. 'otp-sms'. */
    code: string;
    language: TemplateLanguage;
    /** DLT template id registered with the operator (SMS in India; required for sms). */
    dltTemplateId?: string;
    /** The approved WhatsApp template name (whatsapp; required for whatsapp). */
    whatsappName?: string;
    /** The variables in the template's order, already formatted as text. */
    variables: ReadonlyArray<readonly [name: string, value: string]>;
  };
  /** Extra mail headers (e.g. List-Unsubscribe on non-transactional mail). */
  headers?: Readonly<Record<string, string>>;
}

export interface ProviderAccepted {
  /** The provider's id for the message, which its receipts name. */
  providerRef: string;
}

/**
 * A provider refused or failed. `retryable` for 5xx, timeouts, connection errors and 429 (with
 * `retryAfterMs` from its Retry-After); not retryable for a 4xx that will fail again (bad number,
 * unregistered template). `reason` is the provider's own words, kept on the row for staff.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(reason);
    this.name = 'ProviderError';
  }
}

export type ReceiptStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface ProviderReceipt {
  providerRef: string;
  status: ReceiptStatus;
  reason?: string;
  at: Date;
}

/** A provider's status callback as the receipts route received it. */
export interface ReceiptRequest {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
}

export interface MessageProvider {
  readonly channel: MessageChannel;
  /** Stored on each row as `provider`, and the `:provider` of its receipts URL. */
  readonly name: string;
  send(message: ProviderMessage): Promise<ProviderAccepted>;
  /**
   * Reads a status callback. Throws `ReceiptRejected` when its signature/secret does not verify
   * (the route answers 400 and changes nothing). Absent for providers without callbacks (SMTP).
   */
  receipts?(request: ReceiptRequest): ProviderReceipt[];
}

export class ReceiptRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ReceiptRejected';
  }
}
