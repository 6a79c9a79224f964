/** The settlement flow (domain/settlements/settlementRoutes.ts, issue 10 §5): one declaration per endpoint. */
import { z } from 'zod';
import { dateTime, rupees } from '../../contracts/answers/answerParts';
import { defineRoutes, idInPath } from '../routeContract';
import {
  aadhaarOtpInput,
  aadhaarVerifyInput,
  bankVerifyInput,
  holdReleaseInput,
  openSettlementInput,
  settlementCodeSendInput,
  settlementCodeVerifyInput,
  settlementPaymentFields,
  settlementRejectInput,
} from '../../contracts/settlement';

const tags = ['Settlements'];
const settlementRequest = z.looseObject({
  id: z.number().int().min(1).optional(),
  case_id: z.number().int().min(1).optional(),
  user_id: z.number().int().min(1).optional(),
  requested_side: z.enum(['reporter', 'defaulter']).optional(),
  amount: rupees.optional(),
  paid_amount: rupees.optional(),
  mode: z.enum(['full', 'partial']).meta({ description: 'full: the whole outstanding; partial: less' }).optional(),
  schedule: z.enum(['full', 'instalments']).optional(),
  status: z.enum(['initialised', 'inprogress', 'approved', 'rejected', 'settled']).optional(),
  otp_verified_at: dateTime.nullable().optional(),
  aadhaar_verified_at: dateTime.nullable().optional(),
  aadhaar_last4: z.string().nullable().optional(),
  bank_account_id: z.number().int().nullable().optional(),
  settled_at: dateTime.nullable().optional(),
  created_at: dateTime.optional(),
});
const settlementPayment = z.looseObject({
  id: z.number().int().min(1).optional(),
  settlement_request_id: z.number().int().min(1).optional(),
  amount: rupees.optional(),
  utr: z.string().nullable().optional(),
  method: z.string().optional(),
  paid_at: dateTime.nullable().optional(),
  proof_sha256: z.string().nullable().optional(),
  service_charge: rupees.optional(),
  commission: rupees.optional(),
  cashback: rupees.optional(),
});
const signatures = z.array(
  z.looseObject({
    side: z.enum(['reporter', 'defaulter']).optional(),
    signer_user_id: z.number().int().min(1).optional(),
    signed_at: dateTime.optional(),
    document_sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    valid: z.boolean().meta({ description: 'false once the letter no longer hashes the same (changed after signing)' }).optional(),
  }),
);

export const settlementRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/settlement/requests',
    tags,
    summary: 'The member’s settlement requests on either side of their cases (newest first, at most 200)',
    responses: { 200: { description: 'The requests', body: z.array(settlementRequest) } },
  },
  {
    method: 'post',
    path: '/api/settlement/requests',
    tags,
    summary: 'Open a settlement request on a case: the reporter, or the owner of an active business with the case’s defaulter GSTIN',
    description:
      'The case must be open (an unknown status counts as closed), the amount at most the outstanding (due − settled − written off), one open request per case. Schedule `full` is one payment; `instalments` are 2–24 { due_on, amount } in ascending order, none in the past (IST), adding up to the amount. Collection calls on the case are put on hold. Confirm with POST /api/user/otpForSettlement/send and …/verify.',
    body: openSettlementInput,
    responses: {
      201: { description: 'Opened', body: settlementRequest },
      403: 'Staff do not open settlement requests',
      404: 'No such case among yours',
      409: 'The case is closed, nothing is outstanding, or it already has an open request',
    },
  },
  {
    method: 'get',
    path: '/api/settlement/cases/{caseId}',
    tags,
    summary: 'The case a settlement would settle, as its reporter, the reported business or staff may read it',
    params: z.object({
      caseId: idInPath.meta({ description: 'The defaulter case' }),
    }),
    responses: {
      200: {
        description: 'The case, what is outstanding, and the request still open on it (or null)',
        body: z.strictObject({
          viewer: z.enum(['reporter', 'defaulter', 'staff']),
          case: z.strictObject({
            id: z.number().int().min(1),
            status: z.string(),
            defaulter_name: z.string(),
            defaulter_gstin: z.string(),
            due_amount: rupees,
            settled_amount: rupees,
            write_off_amount: rupees,
            outstanding: rupees,
          }),
          open_request_id: z.number().int().min(1).nullable(),
        }),
      },
      404: 'No such case among the caller’s (either side)',
    },
  },
  {
    method: 'get',
    path: '/api/settlement/requests/{id}',
    tags,
    summary: 'One settlement request: case, instalments, payments, receiving account, letter hash, signatures, holds, timeline',
    params: z.object({
      id: idInPath.meta({ description: 'The settlement request’s id' }),
    }),
    responses: {
      200: {
        description: 'The request',
        body: z.looseObject({
          viewer: z.enum(['reporter', 'defaulter', 'staff']).optional(),
          request: settlementRequest.optional(),
          case: z
            .looseObject({
              id: z.number().int().min(1).optional(),
              status: z.string().optional(),
              due_amount: rupees.optional(),
              settled_amount: rupees.optional(),
              reporter_name: z.string().nullable().meta({ description: 'The reporting business’s name, shown to both sides.' }).optional(),
              reporter_gstin: z
                .string()
                .nullable()
                .meta({ description: 'The reporting business’s GSTIN (names the bank step); null for the defaulter.' })
                .optional(),
            })
            .optional(),
          instalments: z
            .array(
              z.looseObject({
                seq: z.number().int().min(1).optional(),
                due_on: z.string().optional(),
                amount: rupees.optional(),
              }),
            )
            .optional(),
          payments: z.array(settlementPayment).optional(),
          letter_sha256: z.string().optional(),
          signatures: signatures.optional(),
          holds: z
            .array(z.looseObject({ id: z.number().int().min(1).optional(), status: z.enum(['hold', 'released']).optional() }))
            .optional(),
          timeline: z.array(z.looseObject({ id: z.number().int().min(1).optional(), to_status: z.string().optional() })).optional(),
        }),
      },
      404: 'No such request among yours (staff: needs Settlement Request → detailView)',
    },
  },
  {
    method: 'post',
    path: '/api/user/otpForSettlement/send',
    tags,
    summary: 'Send a code to the requester’s own mobile (else email) to confirm their settlement request',
    body: settlementCodeSendInput,
    responses: {
      200: {
        description: 'The code is on its way',
        body: z.looseObject({
          status: z.literal(true).optional(),
          message: z.string().optional(),
          masked: z.string().optional(),
          expires_in: z.number().int().optional(),
        }),
      },
      404: 'Not a request you opened',
      409: 'Already confirmed',
      429: 'Wait before asking for another code',
    },
  },
  {
    method: 'post',
    path: '/api/user/otpForSettlement/verify',
    tags,
    summary: 'Confirm the settlement request with the code → in progress (otp_verified_at)',
    description: 'A code is used once: sending it again (a replay) is a 400 like a wrong code.',
    body: settlementCodeVerifyInput,
    responses: {
      200: { description: 'Confirmed', body: settlementRequest },
      404: 'Not a request you opened',
      409: 'Already confirmed',
      429: 'Too many wrong codes',
    },
  },
  {
    method: 'post',
    path: '/api/settlement/verify-aadhar',
    tags,
    summary: 'Verify the requester’s Aadhaar through the Aadhaar adapter (sandbox by default); every call is logged',
    description: 'Only the last 4 digits and a keyed hash are kept. Sandbox: Verhoeff-valid numbers pass; 999999990019 is "not found".',
    body: aadhaarVerifyInput,
    responses: {
      200: {
        description: 'Verified; or, with an OTP e-KYC provider, the OTP is sent (otp_sent, otp_token for the second step)',
        body: z.looseObject({
          settlement_request_id: z.number().int().min(1).optional(),
          aadhaar_last4: z.string().optional(),
          aadhaar_verified_at: dateTime.optional(),
          masked_name: z.string().nullable().optional(),
          otp_sent: z.literal(true).optional(),
          otp_token: z.string().optional(),
        }),
      },
      404: 'Not a request you opened',
      409: 'The request is closed',
      429: 'Aadhaar checks used up: per request (default 5) or per member in 24 hours (default 10); see Retry-After',
    },
  },
  {
    method: 'post',
    path: '/api/settlement/verify-aadhar/otp',
    tags,
    summary: 'OTP e-KYC, second step: the code UIDAI texted to the Aadhaar-linked mobile, with the first step’s otp_token',
    description:
      'Only with an OTP e-KYC provider (AADHAAR_PROVIDER=cashfree); the token binds the code to this request, member and number for 10 minutes.',
    body: aadhaarOtpInput,
    responses: {
      200: {
        description: 'Verified',
        body: z.looseObject({
          settlement_request_id: z.number().int().min(1).optional(),
          aadhaar_last4: z.string().optional(),
          aadhaar_verified_at: dateTime.optional(),
          masked_name: z.string().nullable().optional(),
        }),
      },
      400: 'Wrong or expired code, or invalid fields',
      404: 'Not a request you opened, or no OTP e-KYC provider is configured',
      409: 'The request is closed',
      503: 'The Aadhaar provider is not answering (AADHAAR_SERVICE_DOWN); see Retry-After',
    },
  },
  {
    method: 'post',
    path: '/api/settlement/verify-bank/{gstn}/{srIdbankId}',
    tags,
    summary:
      'The reporter’s receiving account for a settlement: IFSC + penny drop (sandbox), kept as last 4 + HMAC, attached to the request',
    description:
      '`gstn` is the GSTIN of the case’s reporting business; `srIdbankId` is the settlement request id, or `<requestId>-<bankAccountId>` to attach one of your already verified accounts (no body). Sandbox: an account number ending 0000 does not exist; ending 9999 has another holder name.',
    params: z.object({
      gstn: z.string().meta({ description: 'The reporting business’s GSTIN' }),
      srIdbankId: z
        .string()
        .regex(/^\d{1,15}(-\d{1,15})?$/)
        .meta({ description: 'requestId or requestId-bankAccountId' }),
    }),
    body: bankVerifyInput,
    bodyOptional: true,
    responses: {
      200: {
        description: 'Verified and attached',
        body: z.looseObject({
          settlement_request_id: z.number().int().min(1).optional(),
          bank_account: z.looseObject({ id: z.number().int().min(1).optional(), account_number_last4: z.string().optional() }).optional(),
        }),
      },
      404: 'Not a request you receive under this GSTIN',
      409: 'The request is closed',
      429: 'Penny drops used up: per request (default 5) or per member in 24 hours (default 10); see Retry-After',
    },
  },
  {
    method: 'get',
    path: '/api/settlement/letter/{settlementId}.pdf',
    tags,
    summary: 'The settlement letter (PDF) from the settlement document templates, with the case and request facts',
    description: 'The same facts give the same bytes; the X-Document-SHA256 header is the hash a signature records.',
    params: z.object({
      settlementId: idInPath.meta({ description: 'The settlement request’s id' }),
    }),
    responses: {
      200: { description: 'The letter', body: z.string().meta({ format: 'binary' }), media: 'application/pdf' },
      404: 'No such request among yours',
    },
  },
  {
    method: 'post',
    path: '/api/settlement/sign-letter/{defaulterCaseId}/{doctype}',
    tags,
    summary: 'Sign the case’s settlement letter for your side through the e-sign adapter (sandbox by default)',
    description:
      'Records signer, time and the SHA-256 of the exact letter. A letter changed later no longer matches: that side signs again.',
    params: z.object({
      defaulterCaseId: idInPath.meta({ description: 'The case' }),
      doctype: z.enum(['settlement_letter']).meta({ description: 'The document' }),
    }),
    responses: {
      200: {
        description: 'Signed',
        body: z.looseObject({
          settlement_request_id: z.number().int().min(1).optional(),
          side: z.enum(['reporter', 'defaulter']).optional(),
          document_sha256: z.string().optional(),
          signing_url: z.string().optional(),
          signatures: signatures.optional(),
        }),
      },
      404: 'No such case among yours, no request on it, or no such document',
      503: 'The e-sign provider is not answering (ESIGN_SERVICE_DOWN); see Retry-After',
      409: 'The request is not confirmed yet, or it is closed',
    },
  },
  {
    method: 'post',
    path: '/api/providers/{provider}/esign',
    tags,
    open: true,
    summary: 'The e-sign provider’s signed callback (raw JSON body; Cashfree: x-webhook-signature, x-webhook-timestamp)',
    description:
      'Verified over the raw body; on success the signed PDF is fetched and stored with its certificate details and the side’s signature recorded. A callback not ours or already handled answers 200 and changes nothing.',
    params: z.object({ provider: z.enum(['cashfree']) }),
    body: z.looseObject({}),
    responses: {
      200: { description: 'Handled', body: z.looseObject({ received: z.boolean(), changed: z.boolean() }) },
      400: 'A missing, forged, altered or stale signature, or not an e-sign event (PROVIDER_CALLBACK_REJECTED): nothing changes',
      503: 'The signed document could not be fetched (ESIGN_SERVICE_DOWN): the provider retries',
    },
  },
  {
    method: 'post',
    path: '/api/settlement-requests/{id}/payments',
    tags,
    summary: 'Record a settlement payment with its proof (paying side, or staff with Settlement Request → process)',
    description:
      'One transaction under the request’s and case’s locks: never more than is still due; both sides must have signed the current letter; the case moves to partly or fully settled; service charges and the commission slab are posted (settlement_fees_receivable → revenue) and the instant-cashback slab credits the payer’s wallet (cashback_expense → user_wallet), once per payment. An Idempotency-Key header makes a retry answer the first payment (200).',
    params: z.object({
      id: idInPath.meta({ description: 'The settlement request’s id' }),
    }),
    headers: z.object({ 'Idempotency-Key': z.string().max(100).meta({ description: 'A retry answers the first payment' }).optional() }),
    body: settlementPaymentFields.extend({ proof: z.string().meta({ description: 'PDF, JPEG or PNG, at most 10 MB', format: 'binary' }) }),
    bodyMedia: ['multipart/form-data'],
    responses: {
      200: {
        description: 'A retry: the first payment',
        body: z.looseObject({
          replayed: z.literal(true).optional(),
          payment: settlementPayment.optional(),
          request: settlementRequest.optional(),
          case: z.looseObject({ id: z.number().int().min(1).optional(), status: z.string().optional() }).optional(),
        }),
      },
      201: {
        description: 'Recorded',
        body: z.looseObject({
          replayed: z.literal(false).optional(),
          payment: settlementPayment.optional(),
          request: settlementRequest.optional(),
          case: z.looseObject({ id: z.number().int().min(1).optional(), status: z.string().optional() }).optional(),
        }),
      },
      403: 'The receiving side, or staff without Settlement Request → process',
      404: 'No such request among yours',
      409: 'Not confirmed, not signed by both sides, already settled or rejected, a UTR already used, or an Idempotency-Key used for another payment',
    },
  },
  {
    method: 'get',
    path: '/api/settlement-requests/{id}/payments/{paymentId}/proof',
    tags,
    summary: 'The proof file of a settlement payment (either side, or staff with Settlement Request → detailView)',
    params: z.object({
      id: idInPath.meta({ description: 'The settlement request’s id' }),
      paymentId: idInPath.meta({ description: 'The payment' }),
    }),
    responses: {
      200: { description: 'The file', body: z.string().meta({ format: 'binary' }), media: 'application/octet-stream' },
      404: 'No such request among yours, or no such payment',
    },
  },
  {
    method: 'post',
    path: '/api/settlement/requests/{id}/reject',
    tags,
    summary: 'Reject an open settlement request with a note (staff: Settlement Request → process); its call hold is released and logged',
    params: z.object({
      id: idInPath.meta({ description: 'The settlement request’s id' }),
    }),
    body: settlementRejectInput,
    responses: {
      200: { description: 'Rejected', body: settlementRequest },
      403: 'Needs Settlement Request → process',
      404: 'No such request',
      409: 'Already settled or rejected',
    },
  },
  {
    method: 'post',
    path: '/api/call-request-holds/{id}/release',
    tags,
    summary: 'Release a call-request hold with a note (staff: Settlement Request → process); logged',
    params: z.object({
      id: idInPath.meta({ description: 'The hold' }),
    }),
    body: holdReleaseInput,
    responses: {
      200: {
        description: 'Released',
        body: z.looseObject({ id: z.number().int().min(1).optional(), status: z.literal('released').optional() }),
      },
      403: 'Needs Settlement Request → process',
      404: 'No such hold',
      409: 'Already released',
    },
  },
  {
    method: 'get',
    path: '/api/settlement/instant-cashback',
    tags,
    summary: 'The active instant-cashback slabs on settlement payments (spec §7)',
    responses: {
      200: {
        description: 'The slabs',
        body: z.array(
          z.looseObject({
            id: z.number().int().min(1).optional(),
            min_amount: rupees.optional(),
            max_amount: z.string().nullable().optional(),
            cashback_type: z.enum(['flat', 'percent']).optional(),
            cashback_value: rupees.optional(),
          }),
        ),
      },
    },
  },
]);
