/** Case notices, replies and disputes (domain/caseNotices): one declaration per endpoint. */
import { z } from 'zod';
import { defineRoutes } from '../routeContract';
import { disputeStatementSchema } from '../../contracts/caseNotices';
import { gstinWatchInput } from '../../contracts/gstinWatches';
import { disputeDecisionInput } from '../../domain/caseNotices';
import { gstinWatchAnswer } from '../../contracts/answers/accountAnswers';
import { CASE_STATUS_IDS } from '../../contracts/caseTransitions';
import type { NoticeClaim } from '../../contracts/caseNotices';
import { caseInterest } from './caseInterestRoutes';
import { dateTime, signedRupees } from '../../contracts/answers/answerParts';

const tags = ['Notices and disputes'];

const caseStatus = z.enum(CASE_STATUS_IDS);

/** What a notice link shows the reported business (GET /api/notices/{token}). */
const noticeClaim = z.looseObject({
  case_id: z.number().int(),
  reporter: z.looseObject({ name: z.string(), gstin: z.string() }),
  defaulter: z.looseObject({ name: z.string(), gstin: z.string() }),
  invoices: z.array(
    z.looseObject({
      invoice_number: z.string().nullable(),
      invoice_date: z.string().nullable(),
      due_date: z.string().nullable(),
      amount: signedRupees.nullable(),
    }),
  ),
  amounts: z.looseObject({ due: signedRupees, settled: signedRupees, written_off: signedRupees, outstanding: signedRupees }),
  status: caseStatus,
  status_label: z.string(),
  notice_sent_at: dateTime.nullable(),
  reply_window_ends_at: dateTime.nullable(),
  reply_window_open: z.boolean(),
  accepted_at: dateTime.nullable(),
  listed: z.boolean(),
  can_accept: z.boolean(),
  can_dispute: z.boolean(),
  dispute: z
    .looseObject({
      status: z.enum(['open', 'upheld', 'rejected']),
      statement: z.string(),
      opened_at: dateTime,
      decide_by: z.string(),
      decided_at: dateTime.nullable(),
      decision_note: z.string().nullable(),
      outcome_status: caseStatus.nullable(),
    })
    .nullable(),
  timeline: z.array(
    z.looseObject({
      at: dateTime,
      kind: z.string(),
      status: caseStatus,
      status_label: z.string(),
      by: z.enum(['staff', 'member', 'reported', 'system']).nullable(),
      note: z.string().nullable(),
    }),
  ),
  evidence: z.looseObject({
    documents: z.array(
      z.looseObject({
        id: z.number().int(),
        doc_type: z.string(),
        original_name: z.string(),
        mime_type: z.string(),
        size_bytes: z.number().int(),
        sha256: z.string().nullable(),
        created_at: dateTime,
        url: z.string(),
      }),
    ),
    zip_url: z.string().nullable(),
    expires_at: dateTime,
  }),
  interest: caseInterest.nullable(),
}) satisfies z.ZodType<NoticeClaim>;

export const noticeRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/notices/{token}',
    tags,
    open: true,
    summary:
      'The claim as the reported business sees it: parties, invoices, amounts, status, reply window, dispute, timeline, evidence links and the MSMED Act interest',
    params: z.object({
      token: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .meta({ description: 'The token of the notice link (43 url-safe characters): the only credential, no sign-in' }),
    }),
    responses: {
      200: {
        description:
          'NoticeClaim (each view is logged). `interest` is the MSMED Act interest as of today in India — the same CaseInterest shape as GET /api/defaulter-cases/{id}/interest (applicable false with a reason when it does not apply).',
        body: noticeClaim,
      },
      404: 'Unknown or replaced notice (one answer for both)',
    },
  },
  {
    method: 'post',
    path: '/api/notices/{token}/code',
    tags,
    open: true,
    summary:
      'Send a 6-digit code to the notice’s contacts (5 minutes; 30 s between sends; 5 in 15 minutes per notice; the sign-in codes’ per-IP limit)',
    params: z.object({
      token: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .meta({ description: 'The token of the notice link (43 url-safe characters): the only credential, no sign-in' }),
    }),
    responses: {
      200: {
        description: 'Where it went, masked',
        body: z.looseObject({ sent_to: z.array(z.string()).optional(), expires_in_seconds: z.number().int().optional() }),
      },
      404: 'Unknown or replaced notice (one answer for both)',
      409: 'No mobile or email on record for this notice',
      429: 'Wait before asking for another code, or too many codes asked for from this network (Retry-After)',
    },
  },
  {
    method: 'post',
    path: '/api/notices/{token}/accept',
    tags,
    open: true,
    summary: 'Accept the claim: the case is listed from now',
    params: z.object({
      token: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .meta({ description: 'The token of the notice link (43 url-safe characters): the only credential, no sign-in' }),
    }),
    body: z.looseObject({
      code: z
        .string()
        .regex(/^\d{6}$/)
        .meta({ description: 'The 6-digit code from POST /api/notices/{token}/code' }),
    }),
    responses: {
      200: { description: '{ accepted_at, listed_from }' },
      400: 'Wrong, expired or used code',
      404: 'Unknown or replaced notice (one answer for both)',
      409: 'Already accepted, disputed or closed',
      429: 'Too many wrong codes for this notice, or too many attempts from this network (Retry-After)',
    },
  },
  {
    method: 'post',
    path: '/api/notices/{token}/dispute',
    tags,
    open: true,
    summary:
      'Dispute the claim with a statement and up to 5 PDF/JPEG/PNG documents: the case becomes disputed until staff decide (within 30 days)',
    params: z.object({
      token: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .meta({ description: 'The token of the notice link (43 url-safe characters): the only credential, no sign-in' }),
    }),
    body: z.looseObject({
      code: z
        .string()
        .regex(/^\d{6}$/)
        .meta({ description: 'The 6-digit code from POST /api/notices/{token}/code' }),
      statement: disputeStatementSchema,
      documents: z
        .array(z.string().meta({ format: 'binary' }))
        .max(5)
        .optional(),
    }),
    bodyMedia: ['multipart/form-data'],
    responses: {
      201: { description: '{ dispute_id, status: open, decide_by, documents }' },
      400: 'Statement, document or code refused: nothing written',
      404: 'Unknown or replaced notice (one answer for both)',
      409: 'Already disputed, or the case is closed',
      413: 'A document is too large',
      429: 'Too many wrong codes for this notice, or too many attempts from this network (Retry-After)',
    },
  },
  {
    method: 'get',
    path: '/api/admin/defaulter-cases/{id}/dispute',
    tags,
    summary: 'The case’s latest dispute with its documents, or null (Defaulter → detailView)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Defaulter case id' }) }),
    responses: { 200: { description: '{ dispute }' }, 403: 'Without Defaulter → detailView', 404: 'No such case' },
  },
  {
    method: 'post',
    path: '/api/admin/defaulter-cases/{id}/dispute/decide',
    tags,
    summary:
      'Decide the open dispute (Defaulter → process): upheld → wrongly reported (default) or removed; rejected → the status before the dispute',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Defaulter case id' }) }),
    body: disputeDecisionInput,
    responses: {
      200: { description: '{ case, dispute }' },
      403: 'Without Defaulter → process',
      404: 'No such case',
      409: 'No open dispute',
    },
  },
  {
    method: 'post',
    path: '/api/admin/defaulter-cases/{id}/notice/resend',
    tags,
    summary: 'Send the notice again with a new link; the old link stops working (Defaulter → process)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Defaulter case id' }) }),
    responses: {
      200: { description: '{ notice_id, messages, reply_window_ends_at }' },
      403: 'Without Defaulter → process',
      404: 'No such case',
      409: 'The case has had no notice, or is closed',
    },
  },
  {
    method: 'get',
    path: '/api/member/watches',
    tags,
    summary: 'The GSTINs the member watches (alerted when a case against one is verified or settled)',
    responses: { 200: { description: 'The member’s watches', body: z.array(gstinWatchAnswer) }, 403: 'Members only' },
  },
  {
    method: 'post',
    path: '/api/member/watches',
    tags,
    summary: 'Watch a GSTIN (check digit validated)',
    body: gstinWatchInput,
    responses: {
      200: { description: 'Already watched: the existing watch', body: gstinWatchAnswer },
      201: { description: 'Watching', body: gstinWatchAnswer },
      403: 'Members only',
    },
  },
  {
    method: 'delete',
    path: '/api/member/watches/{gstin}',
    tags,
    summary: 'Stop watching a GSTIN',
    params: z.object({ gstin: z.string() }),
    responses: { 204: { description: 'No longer watched' }, 403: 'Members only', 404: 'Not watched' },
  },
]);
