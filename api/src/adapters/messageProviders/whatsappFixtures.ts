/**
 * The WhatsApp Business Cloud API's shapes this adapter relies on, recorded from Meta's public
 * documents (the contract tests' fake Graph API answers these).
 */

/**
 * Send a template message: POST https://graph.facebook.com/{version}/{phone-number-id}/messages,
 * `Authorization: Bearer <token>`, JSON body
 * { messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
 *   template: { name, language: { code }, components: [{ type: "body", parameters: [{ type: "text", text }] }] },
 *   biz_opaque_callback_data }.
 * Answer: { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…", message_status }] }.
 * Sources: https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages and
 * https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates
 * (`biz_opaque_callback_data`: an arbitrary string up to 512 characters, echoed in the status webhooks).
 */
export const WHATSAPP_SEND_SUCCESS = {
  messaging_product: 'whatsapp',
  contacts: [{ input: '919876543210', wa_id: '919876543210' }],
  messages: [{ id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjQ5RkM5NEI1QTQ3RkY2QjdGAA==', message_status: 'accepted' }],
} as const;

/**
 * Errors are Graph API errors: { error: { message, type, code, error_data: { messaging_product, details },
 * error_subcode, fbtrace_id } } — https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes
 * (and https://developers.facebook.com/docs/graph-api/guides/error-handling). Meta recommends acting on
 * `code` and `details`; throttling codes are 4, 80007, 130429, 131048, 131056.
 */
export const WHATSAPP_ERROR_TEMPLATE_MISSING = {
  error: {
    message: '(#132001) Template name does not exist in the translation',
    type: 'OAuthException',
    code: 132001,
    error_data: { messaging_product: 'whatsapp', details: 'template name (bakaya_otp) does not exist in hi' },
    fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUv1',
  },
} as const;

export const WHATSAPP_ERROR_TOKEN_EXPIRED = {
  error: {
    message: 'Error validating access token: Session has expired on Friday, 27-Nov-26 10:00:00 PST.',
    type: 'OAuthException',
    code: 190,
    error_subcode: 463,
    fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUv2',
  },
} as const;

/** 130429: throughput reached (Cloud API's default is 80 messages a second per number). */
export const WHATSAPP_ERROR_RATE_LIMIT = {
  error: {
    message: '(#130429) Rate limit hit',
    type: 'OAuthException',
    code: 130429,
    error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
    fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUv3',
  },
} as const;

/** 131000: "Something went wrong" — Meta's generic, transient failure. */
export const WHATSAPP_ERROR_UNKNOWN = {
  error: {
    message: '(#131000) Something went wrong',
    type: 'OAuthException',
    code: 131000,
    error_data: { messaging_product: 'whatsapp', details: 'Something went wrong' },
    fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUv4',
  },
} as const;

/**
 * Status webhooks (POST, signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with
 * the app secret>`): https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components and
 * https://developers.facebook.com/docs/graph-api/webhooks/getting-started (verification requests:
 * GET with hub.mode=subscribe, hub.verify_token, hub.challenge; answer the challenge).
 */
export const WHATSAPP_STATUS_WEBHOOK = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            statuses: [
              {
                id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjQ5RkM5NEI1QTQ3RkY2QjdGAA==',
                status: 'sent',
                timestamp: '1795859400',
                recipient_id: '919876543210',
                biz_opaque_callback_data: '4711',
                conversation: { id: 'c0ffee0123456789', origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
              },
              {
                id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjQ5RkM5NEI1QTQ3RkY2QjdGAA==',
                status: 'delivered',
                timestamp: '1795859403',
                recipient_id: '919876543210',
                biz_opaque_callback_data: '4711',
              },
              {
                id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjQ5RkM5NEI1QTQ3RkY2QjdGAA==',
                status: 'read',
                timestamp: '1795859460',
                recipient_id: '919876543210',
                biz_opaque_callback_data: '4711',
              },
            ],
          },
        },
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            statuses: [
              {
                id: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSN0E1QkE2QjVGNzE5QkQ0MDUwAA==',
                status: 'failed',
                timestamp: '1795859500',
                recipient_id: '919812345678',
                errors: [
                  {
                    code: 131026,
                    title: 'Message undeliverable',
                    message: 'Message undeliverable',
                    error_data: { details: 'Message Undeliverable.' },
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
} as const;

/** A webhook without statuses (an incoming message from a member): no receipts in it. */
export const WHATSAPP_INCOMING_MESSAGE_WEBHOOK = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            contacts: [{ profile: { name: 'राजेश' }, wa_id: '919876543210' }],
            messages: [{ from: '919876543210', id: 'wamid.incoming1', timestamp: '1795859600', type: 'text', text: { body: 'धन्यवाद' } }],
          },
        },
      ],
    },
  ],
} as const;
