/**
 * OpenAPI entries of the settlement flow (api/src/domain/settlements/settlementRoutes.ts, issue 10 §5).
 * openApiDocument adds the statuses every operation may answer (400, 401, 413, 503).
 * Another member's request or case answers 404, as if it did not exist.
 */
type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const body = (schema: Schema) => ({ required: true, ...json(schema) });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});
/** A response object: the fields named, and possibly more. */
const loose = (properties: Record<string, Schema>) => ({ type: 'object', properties });
const money = { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'Rupees as a decimal string', example: '12345.00' };
const id = { type: 'integer', minimum: 1 };
const dateTime = { type: 'string', format: 'date-time' };
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };
const tags = ['Settlements'];
const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^\\d{1,15}$' },
  description,
});

const request = loose({
  id,
  case_id: id,
  user_id: id,
  requested_side: { enum: ['reporter', 'defaulter'] },
  amount: money,
  paid_amount: money,
  mode: { enum: ['full', 'partial'], description: 'full: the whole outstanding; partial: less' },
  schedule: { enum: ['full', 'instalments'] },
  status: { enum: ['initialised', 'inprogress', 'approved', 'rejected', 'settled'] },
  otp_verified_at: nullableDateTime,
  aadhaar_verified_at: nullableDateTime,
  aadhaar_last4: { type: ['string', 'null'] },
  bank_account_id: { type: ['integer', 'null'] },
  settled_at: nullableDateTime,
  created_at: dateTime,
});
const payment = loose({
  id,
  settlement_request_id: id,
  amount: money,
  utr: { type: ['string', 'null'] },
  method: { type: 'string' },
  paid_at: nullableDateTime,
  proof_sha256: { type: ['string', 'null'] },
  service_charge: money,
  commission: money,
  cashback: money,
});
const signature = loose({
  side: { enum: ['reporter', 'defaulter'] },
  signer_user_id: id,
  signed_at: dateTime,
  document_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  valid: { type: 'boolean', description: 'false once the letter no longer hashes the same (changed after signing)' },
});
const codeSent = loose({
  status: { const: true },
  message: { type: 'string' },
  masked: { type: 'string' },
  expires_in: { type: 'integer' },
});
const settlementId = pathId('id', 'The settlement request’s id');

export const settlementPaths = {
  '/api/settlement/requests': {
    get: {
      tags,
      summary: 'The member’s settlement requests on either side of their cases (newest first, at most 200)',
      responses: { 200: { description: 'The requests', ...json({ type: 'array', items: request }) } },
    },
    post: {
      tags,
      summary: 'Open a settlement request on a case: the reporter, or the owner of an active business with the case’s defaulter GSTIN',
      description:
        'The case must be open (an unknown status counts as closed), the amount at most the outstanding (due − settled − written off), one open request per case. ' +
        'Schedule `full` is one payment; `instalments` are 2–24 { due_on, amount } in ascending order, none in the past (IST), adding up to the amount. ' +
        'Collection calls on the case are put on hold. Confirm with POST /api/user/otpForSettlement/send and …/verify.',
      requestBody: body(
        object(
          {
            case_id: id,
            amount: money,
            schedule: { enum: ['full', 'instalments'] },
            instalments: { type: 'array', maxItems: 24, items: object({ due_on: { type: 'string', format: 'date' }, amount: money }) },
            remarks: { type: 'string', maxLength: 2000 },
          },
          ['case_id', 'amount', 'schedule'],
        ),
      ),
      responses: {
        201: { description: 'Opened', ...json(request) },
        403: error('Staff do not open settlement requests'),
        404: error('No such case among yours'),
        409: error('The case is closed, nothing is outstanding, or it already has an open request'),
      },
    },
  },
  '/api/settlement/cases/{caseId}': {
    get: {
      tags,
      summary: 'The case a settlement would settle, as its reporter, the reported business or staff may read it',
      parameters: [pathId('caseId', 'The defaulter case')],
      responses: {
        200: {
          description: 'The case, what is outstanding, and the request still open on it (or null)',
          ...json(
            object({
              viewer: { enum: ['reporter', 'defaulter', 'staff'] },
              case: object({
                id,
                status: { type: 'string' },
                defaulter_name: { type: 'string' },
                defaulter_gstin: { type: 'string' },
                due_amount: money,
                settled_amount: money,
                write_off_amount: money,
                outstanding: money,
              }),
              open_request_id: { type: ['integer', 'null'], minimum: 1 },
            }),
          ),
        },
        404: error('No such case among the caller’s (either side)'),
      },
    },
  },
  '/api/settlement/requests/{id}': {
    get: {
      tags,
      summary: 'One settlement request: case, instalments, payments, receiving account, letter hash, signatures, holds, timeline',
      parameters: [settlementId],
      responses: {
        200: {
          description: 'The request',
          ...json(
            loose({
              viewer: { enum: ['reporter', 'defaulter', 'staff'] },
              request,
              case: loose({
                id,
                status: { type: 'string' },
                due_amount: money,
                settled_amount: money,
                reporter_gstin: {
                  type: ['string', 'null'],
                  description: 'The reporting business’s GSTIN (names the bank step); null for the defaulter.',
                },
              }),
              instalments: { type: 'array', items: loose({ seq: id, due_on: { type: 'string' }, amount: money }) },
              payments: { type: 'array', items: payment },
              letter_sha256: { type: 'string' },
              signatures: { type: 'array', items: signature },
              holds: { type: 'array', items: loose({ id, status: { enum: ['hold', 'released'] } }) },
              timeline: { type: 'array', items: loose({ id, to_status: { type: 'string' } }) },
            }),
          ),
        },
        404: error('No such request among yours (staff: needs Settlement Request → detailView)'),
      },
    },
  },
  '/api/user/otpForSettlement/send': {
    post: {
      tags,
      summary: 'Send a code to the requester’s own mobile (else email) to confirm their settlement request',
      requestBody: body(object({ settlement_request_id: id })),
      responses: {
        200: { description: 'The code is on its way', ...json(codeSent) },
        404: error('Not a request you opened'),
        409: error('Already confirmed'),
        429: error('Wait before asking for another code'),
      },
    },
  },
  '/api/user/otpForSettlement/verify': {
    post: {
      tags,
      summary: 'Confirm the settlement request with the code → in progress (otp_verified_at)',
      description: 'A code is used once: sending it again (a replay) is a 400 like a wrong code.',
      requestBody: body(object({ settlement_request_id: id, code: { type: 'string', pattern: '^\\d{6}$' } })),
      responses: {
        200: { description: 'Confirmed', ...json(request) },
        404: error('Not a request you opened'),
        409: error('Already confirmed'),
        429: error('Too many wrong codes'),
      },
    },
  },
  '/api/settlement/verify-aadhar': {
    post: {
      tags,
      summary: 'Verify the requester’s Aadhaar through the Aadhaar adapter (sandbox by default); every call is logged',
      description: 'Only the last 4 digits and a keyed hash are kept. Sandbox: Verhoeff-valid numbers pass; 999999990019 is "not found".',
      requestBody: body(object({ settlement_request_id: id, aadhaar: { type: 'string' }, consent: { const: true } })),
      responses: {
        200: {
          description: 'Verified',
          ...json(
            loose({
              settlement_request_id: id,
              aadhaar_last4: { type: 'string' },
              aadhaar_verified_at: dateTime,
              masked_name: { type: ['string', 'null'] },
            }),
          ),
        },
        404: error('Not a request you opened'),
        409: error('The request is closed'),
        429: error('Aadhaar checks used up: per request (default 5) or per member in 24 hours (default 10); see Retry-After'),
      },
    },
  },
  '/api/settlement/verify-bank/{gstn}/{srIdbankId}': {
    post: {
      tags,
      summary:
        'The reporter’s receiving account for a settlement: IFSC + penny drop (sandbox), kept as last 4 + HMAC, attached to the request',
      description:
        '`gstn` is the GSTIN of the case’s reporting business; `srIdbankId` is the settlement request id, or `<requestId>-<bankAccountId>` to attach one of your already verified accounts (no body). ' +
        'Sandbox: an account number ending 0000 does not exist; ending 9999 has another holder name.',
      parameters: [
        { name: 'gstn', in: 'path', required: true, schema: { type: 'string' }, description: 'The reporting business’s GSTIN' },
        {
          name: 'srIdbankId',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^\\d{1,15}(-\\d{1,15})?$' },
          description: 'requestId or requestId-bankAccountId',
        },
      ],
      requestBody: {
        required: false,
        ...json(
          object(
            {
              account_holder: { type: 'string' },
              account_number: { type: 'string' },
              confirm_account_number: { type: 'string' },
              ifsc: { type: 'string', pattern: '^[A-Za-z]{4}0[A-Za-z0-9]{6}$' },
              bank_name: { type: 'string' },
            },
            ['account_holder', 'account_number', 'confirm_account_number', 'ifsc'],
          ),
        ),
      },
      responses: {
        200: {
          description: 'Verified and attached',
          ...json(loose({ settlement_request_id: id, bank_account: loose({ id, account_number_last4: { type: 'string' } }) })),
        },
        404: error('Not a request you receive under this GSTIN'),
        409: error('The request is closed'),
        429: error('Penny drops used up: per request (default 5) or per member in 24 hours (default 10); see Retry-After'),
      },
    },
  },
  '/api/settlement/letter/{settlementId}.pdf': {
    get: {
      tags,
      summary: 'The settlement letter (PDF) from the settlement document templates, with the case and request facts',
      description: 'The same facts give the same bytes; the X-Document-SHA256 header is the hash a signature records.',
      parameters: [pathId('settlementId', 'The settlement request’s id')],
      responses: {
        200: { description: 'The letter', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        404: error('No such request among yours'),
      },
    },
  },
  '/api/settlement/sign-letter/{defaulterCaseId}/{doctype}': {
    post: {
      tags,
      summary: 'Sign the case’s settlement letter for your side through the e-sign adapter (sandbox by default)',
      description:
        'Records signer, time and the SHA-256 of the exact letter. A letter changed later no longer matches: that side signs again.',
      parameters: [
        pathId('defaulterCaseId', 'The case'),
        { name: 'doctype', in: 'path', required: true, schema: { enum: ['settlement_letter'] }, description: 'The document' },
      ],
      responses: {
        200: {
          description: 'Signed',
          ...json(
            loose({
              settlement_request_id: id,
              side: { enum: ['reporter', 'defaulter'] },
              document_sha256: { type: 'string' },
              signatures: { type: 'array', items: signature },
            }),
          ),
        },
        404: error('No such case among yours, no request on it, or no such document'),
        409: error('The request is not confirmed yet, or it is closed'),
      },
    },
  },
  '/api/settlement-requests/{id}/payments': {
    post: {
      tags,
      summary: 'Record a settlement payment with its proof (paying side, or staff with Settlement Request → process)',
      description:
        'One transaction under the request’s and case’s locks: never more than is still due; both sides must have signed the current letter; the case moves to partly or fully settled; ' +
        'service charges and the commission slab are posted (settlement_fees_receivable → revenue) and the instant-cashback slab credits the payer’s wallet (cashback_expense → user_wallet), once per payment. ' +
        'An Idempotency-Key header makes a retry answer the first payment (200).',
      parameters: [
        settlementId,
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', maxLength: 100 },
          description: 'A retry answers the first payment',
        },
      ],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: object(
              {
                proof: { type: 'string', format: 'binary', description: 'PDF, JPEG or PNG, at most 10 MB' },
                amount: money,
                paid_at: { type: 'string' },
                method: { enum: ['neft', 'rtgs', 'imps', 'upi', 'cheque', 'cash'] },
                utr: { type: 'string', pattern: '^[A-Za-z0-9]{6,30}$' },
              },
              ['proof', 'amount', 'paid_at', 'method', 'utr'],
            ),
          },
        },
      },
      responses: {
        200: {
          description: 'A retry: the first payment',
          ...json(loose({ replayed: { const: true }, payment, request, case: loose({ id, status: { type: 'string' } }) })),
        },
        201: {
          description: 'Recorded',
          ...json(loose({ replayed: { const: false }, payment, request, case: loose({ id, status: { type: 'string' } }) })),
        },
        403: error('The receiving side, or staff without Settlement Request → process'),
        404: error('No such request among yours'),
        409: error(
          'Not confirmed, not signed by both sides, already settled or rejected, a UTR already used, or an Idempotency-Key used for another payment',
        ),
      },
    },
  },
  '/api/settlement-requests/{id}/payments/{paymentId}/proof': {
    get: {
      tags,
      summary: 'The proof file of a settlement payment (either side, or staff with Settlement Request → detailView)',
      parameters: [settlementId, pathId('paymentId', 'The payment')],
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        404: error('No such request among yours, or no such payment'),
      },
    },
  },
  '/api/settlement/requests/{id}/reject': {
    post: {
      tags,
      summary: 'Reject an open settlement request with a note (staff: Settlement Request → process); its call hold is released and logged',
      parameters: [settlementId],
      requestBody: body(object({ note: { type: 'string', minLength: 3, maxLength: 1000 } })),
      responses: {
        200: { description: 'Rejected', ...json(request) },
        403: error('Needs Settlement Request → process'),
        404: error('No such request'),
        409: error('Already settled or rejected'),
      },
    },
  },
  '/api/call-request-holds/{id}/release': {
    post: {
      tags,
      summary: 'Release a call-request hold with a note (staff: Settlement Request → process); logged',
      parameters: [pathId('id', 'The hold')],
      requestBody: body(object({ note: { type: 'string', minLength: 3, maxLength: 1000 } })),
      responses: {
        200: { description: 'Released', ...json(loose({ id, status: { const: 'released' } })) },
        403: error('Needs Settlement Request → process'),
        404: error('No such hold'),
        409: error('Already released'),
      },
    },
  },
  '/api/settlement/instant-cashback': {
    get: {
      tags,
      summary: 'The active instant-cashback slabs on settlement payments (spec §7)',
      responses: {
        200: {
          description: 'The slabs',
          ...json({
            type: 'array',
            items: loose({
              id,
              min_amount: money,
              max_amount: { type: ['string', 'null'] },
              cashback_type: { enum: ['flat', 'percent'] },
              cashback_value: money,
            }),
          }),
        },
      },
    },
  },
};
