/** The member dashboard (domain/memberDashboard, issue 21 §2–3): one declaration. */
import { z } from 'zod';
import { dateTime, gstinText, recordId, rupees } from '../../contracts/answers/answerParts';
import type { MemberDashboard } from '../../contracts/memberDashboard';
import { defineRoutes } from '../routeContract';
import { cirReportListItem } from './cirRoutes';

const side = z.enum(['reporter', 'defaulter']);
const step = z.enum(['code', 'aadhaar', 'bank', 'sign', 'pay', 'done']);

/** A case against a business whose control the member proved. */
export const claimAgainstMe = z.strictObject({
  case_id: recordId,
  status: z.string(),
  status_label: z.string(),
  business: z.strictObject({ id: recordId, name: z.string(), gstin: gstinText }),
  reporter_name: z.string(),
  due_amount: rupees,
  outstanding: rupees,
  reported_on: dateTime,
  reply_window_ends_at: dateTime.nullable(),
  accepted_at: dateTime.nullable(),
  dispute: z.strictObject({ status: z.string(), decide_by: dateTime }).nullable(),
  open_settlement_id: recordId.nullable(),
});

const memberDashboard = z.strictObject({
  businesses: z.number().int().min(0),
  plans: z.array(
    z.strictObject({
      business_id: recordId.nullable(),
      business_name: z.string().nullable(),
      gstin: gstinText.nullable(),
      plan_name: z.string(),
      ends_at: dateTime,
      days_left: z.number().int().min(0),
      queued: z.number().int().min(0).meta({ description: 'Renewals bought that start when this plan ends' }),
    }),
  ),
  businesses_without_plan: z.number().int().min(0),
  cases: z.strictObject({
    total: z.number().int().min(0),
    by_status: z.array(z.strictObject({ status: z.string(), label: z.string(), count: z.number().int().min(1) })),
    due: rupees,
    settled: rupees,
    outstanding: rupees,
  }),
  claims: z.strictObject({
    open: z.number().int().min(0),
    items: z.array(claimAgainstMe),
  }),
  settlements: z.strictObject({
    open: z.number().int().min(0),
    items: z.array(
      z.strictObject({
        id: recordId,
        case_id: recordId,
        my_side: side,
        counterparty: z.string(),
        amount: rupees,
        paid_amount: rupees,
        status: z.string(),
        next: z.strictObject({ step, actor: z.enum(['reporter', 'defaulter', 'both']).nullable(), mine: z.boolean() }),
      }),
    ),
  }),
  wallet_balance: rupees,
  cirs: z.array(cirReportListItem),
  actions: z.array(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('settlement_step'), settlement_id: recordId, step, counterparty: z.string() }),
      z.strictObject({ kind: z.literal('claim_reply'), case_id: recordId, reporter_name: z.string(), until: dateTime }),
      z.strictObject({ kind: z.literal('case_documents'), case_id: recordId, defaulter_name: z.string() }),
      z.strictObject({ kind: z.literal('plan_expiring'), plan_name: z.string(), days_left: z.number().int().min(0) }),
      z.strictObject({ kind: z.literal('no_plan') }),
      z.strictObject({ kind: z.literal('add_business') }),
    ]),
  ),
}) satisfies z.ZodType<MemberDashboard>;

export const memberDashboardRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/member/claims',
    tags: ['Member'],
    summary: 'Claims against my businesses: every case against a GSTIN whose control you proved, newest first',
    description:
      'A case shows once staff verified it or a notice went out; a GSTIN on your account whose control you have not proven shows nothing. Members only; at most 200.',
    responses: {
      200: { description: 'The claims', body: z.array(claimAgainstMe) },
      403: 'Staff',
    },
  },
  {
    method: 'get',
    path: '/api/member/dashboard',
    tags: ['Member'],
    summary:
      'The signed-in member’s dashboard: plans, reported cases, claims against their businesses, open settlements, wallet, recent reports and what needs their action',
    description:
      'Every fact is the caller’s own: cases they reported; claims against a GSTIN whose control they proved, once the case is verified or a notice went out; settlements on either side with whose step is next (contracts/settlementSteps.ts). Members only.',
    responses: {
      200: { description: 'The dashboard', body: memberDashboard },
      403: 'Staff (the back office has its own dashboard)',
    },
  },
]);
