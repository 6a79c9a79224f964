/** Interest on a case (domain/caseInterest): one declaration per endpoint. */
import { z } from 'zod';
import { date, rupees } from '../../contracts/answers/answerParts';
import { defineRoutes, idInPath } from '../routeContract';
import type { CaseInterest } from '../../contracts/caseInterest';

const tags = ['Defaulter cases'];

/** The MSMED Act interest on a case (also in the claim a notice shows). */
export const caseInterest = z.strictObject({
  case_id: z.number().int().min(1),
  applicable: z.boolean(),
  reason_code: z
    .enum(['not_micro_or_small', 'no_udyam', 'nothing_outstanding', 'not_yet_overdue', 'no_bank_rate', 'case_closed'])
    .nullable()
    .meta({ description: 'Why no interest is shown; null when applicable' }),
  reason: z.string().nullable(),
  supplier: z.looseObject({
    business_id: z.number().int(),
    enterprise_type: z.enum(['micro', 'small', 'medium']).nullable(),
    udyam_number: z
      .string()
      .nullable()
      .meta({ examples: ['UDYAM-RJ-17-0012345'] }),
  }),
  accepted_on: date,
  accepted_on_source: z
    .enum(['goods_accepted_on', 'due_date'])
    .meta({ description: 'The case’s acceptance date, or its due date when none is recorded' }),
  agreed_credit_days: z.number().int().min(0).nullable(),
  credit_days: z.number().int().min(0).max(45).meta({ description: 'The agreed days capped at 45; 15 when nothing was agreed' }),
  credit_days_capped: z.boolean(),
  due_by: date.meta({ description: 'Last day to pay without interest' }),
  appointed_day: date.meta({ description: 'The day interest starts' }),
  as_of: date,
  from: date.nullable(),
  to: date.nullable(),
  principal: rupees.meta({ description: 'The case’s outstanding due (due − settled − written off)', examples: ['1438.36'] }),
  segments: z.array(
    z.strictObject({
      from: date,
      to: date.meta({ description: 'Inclusive' }),
      days: z.number().int().min(1),
      rate_percent: z
        .string()
        .regex(/^\d{1,3}\.\d{2}$/)
        .meta({ description: 'Percent a year: 3 × the RBI bank rate', examples: ['18.75'] }),
      balance: rupees.meta({
        description: 'Rupees the interest ran on: principal unpaid + interest added at earlier monthly rests',
        examples: ['1438.36'],
      }),
      interest: rupees,
    }),
  ),
  interest: rupees,
  total: rupees,
}) satisfies z.ZodType<CaseInterest>;

export const caseInterestRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/defaulter-cases/{id}/interest',
    tags,
    summary: 'Interest the buyer owes under sections 15–16 of the MSMED Act, 2006, as of today (IST)',
    description:
      'Compound interest with monthly rests at three times the RBI bank rate (Settings → RBI bank rates), from the day after the agreed date (at most 45 days after acceptance; 15 when nothing was agreed), when the reporting business is a micro or small enterprise with a Udyam number. For the case’s reporter, or staff with Defaulter → detailView. When it does not apply, `applicable` is false and `reason` says why.',
    params: z.object({
      id: idInPath.meta({ description: 'The case’s id' }),
    }),
    responses: {
      200: {
        description: 'The computation',
        body: caseInterest,
      },
      403: 'Staff without Defaulter → detailView',
      404: 'No such case, or not reported by the signed-in member',
    },
  },
]);
