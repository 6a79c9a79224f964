/**
 * MSG91's request and answer shapes this adapter relies on, recorded from MSG91's public documents
 * (no network in tests: the contract tests' fake server answers these). Where MSG91 publishes no
 * verbatim example, the comment says what the shape is built from.
 */

/**
 * The Send SMS API (v2), the MSG91 API that takes the DLT template id per request.
 * - Request: POST https://api.msg91.com/api/v2/sendsms, headers `authkey`, `content-type: application/json`,
 *   body { sender, route: "4" (transactional), country: "91", unicode: 0|1, sms: [{ message, to: [mobile] }],
 *   DLT_TE_ID }. Recorded from the curl in
 *   https://github.com/Sunbird-Lern/Community/blob/main/learn/product-and-developer-guide/user-and-org-service/configuration/sms-configuration.md
 *   and MSG91's "Map SMS Content Template on MSG91 API/Panel"
 *   (https://msg91.com/help/dlt-registration-in-india/map-sms-content-template-on-msg91-api-panel:
 *   Send SMS API users map each DLT template id on the request). Parameter meanings (route 4 =
 *   transactional, unicode 1 for languages other than English, country 91 = India):
 *   https://api.msg91.com/apidoc/textsms/send-sms-flow.php and https://msg91.com/help/text-sms.
 * - Success answer: { "message": "<request id, 24 hex>", "type": "success" } — the request id is what
 *   delivery reports name (`requestId`). Shape from the MSG91 v5 answer quoted in
 *   https://npmjs.com/package/sms-msg91 ({ "message": "5e1e93cad6fc054d8e759a5b", "type": "success" })
 *   and the 24-character request id of https://github.com/tesark/msg91-php/blob/master/MSG91DOC.md.
 */
export const MSG91_SEND_SUCCESS = { message: '3465676a7a4b383735303139', type: 'success' } as const;

/**
 * Errors: MSG91 answers { "type": "error", "message": "<its words>" } (the same envelope as success;
 * MSG91 publishes no verbatim error body), sometimes with HTTP 200, sometimes with a 4xx. A `code`,
 * when present, is kept in the reason. The words are MSG91's error table, as
 * copied in https://github.com/tesark/msg91-php/blob/master/ERRORCODE.md (from api.msg91.com/apidoc):
 * 207 invalid authentication key, 301 insufficient balance, 418 IP not whitelisted (also
 * https://msg91.com/help/api: "those requests will be rejected with error code 418").
 */
export const MSG91_ERROR_AUTH = {
  type: 'error',
  message: 'Invalid authentication key. Crosscheck your authentication key from your account’s API section.',
} as const;
export const MSG91_ERROR_IP_NOT_WHITELISTED = { type: 'error', message: 'IP is not whitelisted' } as const;
export const MSG91_ERROR_BALANCE = { type: 'error', message: 'Insufficient balance to send SMS' } as const;

/**
 * Delivery reports ("How to use Webhook to get the delivery report on the desired URL?",
 * https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url):
 * - Webhook v2: content-type application/x-www-form-urlencoded, one field `data` holding a JSON array
 *   of { senderId, requestId, report: [{ date, number, status, desc, failedReason, … }], userId, campaignName }.
 * - Webhook v3: content-type application/json, one object per report { date, number, senderId,
 *   requestId, status, desc, … }.
 * - status: 1 Delivered, 2 Failed, 9 NDNC (promotional only), 16 & 25 Rejected, 17 Blocked number.
 * MSG91 signs neither: the callback URL carries our secret (see msg91Receipts.ts).
 */
export const MSG91_DLR_V2_DATA = [
  {
    senderId: 'BAKAYA',
    requestId: '3465676a7a4b383735303139',
    report: [
      {
        date: '2026-11-28 15:06:20',
        amount: '0.01',
        clientid: '',
        INMSID: '0',
        CRQID: '0',
        ctCode: '900',
        number: '919876543210',
        credit: '1',
        status: '1',
        desc: 'DELIVERED',
        failedReason: '',
      },
    ],
    userId: '27XXXX',
    campaignName: 'API',
  },
  {
    senderId: 'BAKAYA',
    requestId: '3465676a7a4b383735303231',
    report: [
      {
        date: '2026-11-28 15:07:02',
        number: '919812345678',
        status: '17',
        desc: 'BLOCKED',
        failedReason: 'Blocked number',
      },
    ],
    userId: '27XXXX',
    campaignName: 'API',
  },
];

export const MSG91_DLR_V3 = {
  date: '2026-11-28 15:08:16',
  number: '919876543210',
  senderId: 'BAKAYA',
  amount: '0.01',
  requestId: '3465676a7a4b383735303139',
  INMSID: '0',
  CRQID: '0',
  credit: '1',
  userId: '27XXXX',
  campaignName: 'API',
  status: '2',
  desc: 'FAILED',
} as const;
