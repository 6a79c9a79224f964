/**
 * Answers of the sign-in lock, the back-office dashboard and GSTIN watches as zod schemas, for the
 * OpenAPI document; each is checked against its interface, so the two cannot drift apart.
 */
import { z } from 'zod';
import { CASE_STATUS_IDS } from '../caseTransitions';
import type { DashboardSummary } from '../dashboard';
import type { GstinWatch } from '../gstinWatches';
import type { SignInLockStatus, SignInResetResult } from '../signInReset';
import { dateTime, gstinText, signedRupees } from './answerParts';

const count = z.number().int().min(0);

export const signInLockStatusAnswer = z.looseObject({
  member: z.looseObject({
    id: z.number().int(),
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    status: z.number().int().meta({ description: '1 active, 0 deactivated' }),
  }),
  identifiers: z.array(
    z.looseObject({
      identifier: z.string(),
      channel: z.enum(['sms', 'email']),
      locked: z.boolean(),
      locked_at: dateTime.nullable(),
      pending_codes: count,
      wait_seconds: count,
      wait_reason: z.enum(['cooldown', 'code_limit']).nullable(),
      codes_in_window: count,
      code_limit: count,
    }),
  ),
  blocked: z.boolean(),
  refusals: z.array(
    z.looseObject({
      id: z.number().int(),
      identifier: z.string().nullable(),
      ip: z.string().nullable(),
      reason: z.string(),
      detail: z.string().nullable(),
      created_at: dateTime,
    }),
  ),
}) satisfies z.ZodType<SignInLockStatus>;

export const signInResetResultAnswer = z.looseObject({
  status: z.literal(true),
  message: z.string(),
  expired_codes: count,
  released_codes: count,
  lock: signInLockStatusAnswer,
}) satisfies z.ZodType<SignInResetResult>;

export const gstinWatchAnswer = z.looseObject({
  id: z.number().int(),
  gstin: gstinText,
  created_at: dateTime,
}) satisfies z.ZodType<GstinWatch>;

const newThisMonth = { total: count, active: count, new_this_month: count };
export const dashboardAnswer = z.looseObject({
  generated_at: dateTime,
  month: z.string(),
  timezone: z.literal('Asia/Kolkata'),
  customers: z.looseObject(newThisMonth),
  businesses: z.looseObject({ ...newThisMonth, gst_verified: count }),
  defaulter_cases: z.looseObject({
    total: count,
    new_this_month: count,
    by_status: z.array(
      z.looseObject({ status: z.enum(CASE_STATUS_IDS), label: z.string(), count, due_amount: signedRupees, settled_amount: signedRupees }),
    ),
  }),
  amounts: z.looseObject({ reported: signedRupees, settled: signedRupees, outstanding: signedRupees }),
  revenue: z.looseObject({ this_month: signedRupees, all_time: signedRupees, paid_orders: count }),
  cir_reports: z.looseObject({ generated: count, generated_this_month: count }),
  settlement_requests: z.looseObject({ pending: count }),
  series: z.array(
    z.looseObject({
      month: z.string(),
      cases_reported: count,
      amount_reported: signedRupees,
      amount_settled: signedRupees,
      revenue: signedRupees,
    }),
  ),
}) satisfies z.ZodType<DashboardSummary>;
