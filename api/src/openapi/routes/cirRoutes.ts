/** Credit information reports (domain/cir): one declaration per endpoint. */
import { z } from 'zod';
import { date, dateTime, gstinText, idempotencyKey, panText, rupees } from '../../contracts/answers/answerParts';
import { CALL_FAILURES, callOk, componentRef, defineRoutes, failureAnswer, idInPath } from '../routeContract';
import { placedOrderAnswer } from '../../contracts/answers/checkoutAnswers';
import { cirGenerateInput, cirSearchInput } from '../../contracts/cir';
import type { CirReportSnapshot, CirReportView } from '../../contracts/cir';

const tags = ['Credit reports (CIR)'];

/** One of the member's reports as lists show it (also on the member dashboard). */
export const cirReportListItem = z.strictObject({
  id: z.number().int().min(1),
  subject_gstin: gstinText,
  subject_name: z.string().nullable(),
  score: z.number().int().min(0).max(900).nullable(),
  band: z.string().nullable(),
  purpose: z.enum(['new_credit', 'credit_review', 'collection', 'own_business', 'other']),
  charged: rupees,
  generated_at: dateTime,
});

export const cirRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/cir/search',
    tags,
    summary: 'Find a business to report on: a GSTIN (checked), a PAN (its GSTINs) or a name (spec §5 normalisation, best first)',
    query: cirSearchInput,
    responses: {
      200: {
        description: 'At most 20 hits',
        body: z
          .array(
            z.strictObject({
              gstin: gstinText,
              name: z.string(),
              trade_name: z.string().nullable(),
              state_name: z.string().nullable(),
              listed_cases: z.number().int().min(0),
            }),
          )
          .max(20),
      },
    },
  },
  {
    method: 'get',
    path: '/api/cir/quote',
    tags,
    summary: 'What generating a report on `gstin` from `business_id` costs now',
    query: cirGenerateInput.pick({ business_id: true, gstin: true }),
    responses: {
      200: {
        description: '`basis`: own_business, plan_free_cir, plan_fee, wallet_short, or the refusal (no_plan, plan_expired)',
        body: z.strictObject({
          allowed: z.boolean(),
          basis: z.string(),
          fee: rupees,
          gst: rupees,
          total: rupees,
          wallet_balance: rupees,
          checkout: z.boolean().meta({ description: 'The wallet is short of the plan’s fee: POST /api/cir/checkout can pay the rest' }),
          payable: rupees.meta({
            description: 'What the gateway would collect then (the wallet pays first); 0.00 without checkout',
            examples: ['12345.00'],
          }),
          message: z.string(),
        }),
      },
      404: 'business_id is not one of your businesses',
    },
  },
  {
    method: 'get',
    path: '/api/cir/reports',
    tags,
    summary: 'Your reports, newest first (25 a page)',
    query: z.object({ page: z.number().int().min(1).optional() }),
    responses: {
      200: {
        description: 'The reports',
        body: z.array(cirReportListItem),
      },
    },
  },
  {
    method: 'post',
    path: '/api/cir/reports',
    tags,
    summary: 'Generate a credit report (a snapshot, charged once)',
    description:
      'Free for a GSTIN of your own PAN (a GST-verified business of yours; the report then lists who enquired); otherwise a free CIR of the plan of `business_id`, else the plan’s CIR fee + GST from your wallet (a paid order and a GST tax invoice). The snapshot, the charge and the report are one transaction: on any failure nothing is charged and nothing is stored.',
    headers: z.object({
      'Idempotency-Key': idempotencyKey('A retry with the same key answers the first report (charged once); another body under it is 409'),
    }),
    body: cirGenerateInput,
    responses: {
      200: { description: 'A retry under the same Idempotency-Key: the first report', body: componentRef('CirReportView') },
      201: { description: 'Generated', body: componentRef('CirReportView') },
      402: 'No active plan (`reason` no_plan / plan_expired, `free_trial_available`), or the wallet is short (`reason` wallet_short, `shortfall`, `total`): nothing charged',
      404: 'business_id is not one of your businesses',
      409: 'The Idempotency-Key was used for a different report',
      500: 'We could not generate the report. Nothing was charged.',
    },
  },
  {
    method: 'post',
    path: '/api/cir/checkout',
    tags,
    summary: 'Pay for a credit report through the gateway’s checkout when the wallet cannot pay the plan’s fee',
    description:
      'An order (purpose `cir`) carrying the request: the wallet’s balance is held first, the gateway’s hosted page (`next.redirectUrl`) collects the rest. When the gateway’s payment is settled, the journal, the GST tax invoice and the report are written in one transaction (the order view’s `cirReportId`); a failed or abandoned payment charges nothing and releases the hold; a report that cannot be made once paid sends the money to the wallet.',
    headers: z.object({
      'Idempotency-Key': idempotencyKey('A retry with the same key answers the first order (200); another body under it is 409'),
    }),
    body: cirGenerateInput,
    responses: {
      200: { description: 'A retry under the same Idempotency-Key: the first order', body: placedOrderAnswer },
      201: { description: 'Order placed successfully', body: placedOrderAnswer },
      402: 'No active plan (`reason` no_plan / plan_expired): nothing charged',
      404: 'business_id is not one of your businesses',
      409: 'The report costs nothing to generate (own business, a free CIR of the plan: generate it directly), or the key was used for another order',
    },
  },
  {
    method: 'get',
    path: '/api/cir/reports/{id}',
    tags,
    summary: 'One report, exactly as generated: the member who generated it, or staff with CIR → detailView',
    params: z.object({ id: idInPath }),
    responses: {
      200: { description: 'The report', body: componentRef('CirReportView') },
      403: 'Staff without CIR → detailView',
      404: 'No such report among yours',
    },
  },
  {
    method: 'get',
    path: '/api/cir/reports/{id}/pdf',
    tags,
    summary: 'The report as a PDF (English or Hindi), drawn from its stored snapshot, with a QR code to verify it',
    params: z.object({ id: idInPath }),
    query: z.object({ lang: z.enum(['en', 'hi']).optional() }),
    responses: {
      200: { description: 'The PDF, as an attachment', body: z.string().meta({ format: 'binary' }), media: 'application/pdf' },
      403: 'Staff without CIR → detailView',
      404: 'No such report among yours',
      409: 'The report could not be generated, so it has no PDF',
    },
  },
  {
    method: 'get',
    path: '/api/cir/verify/{code}',
    tags,
    open: true,
    summary: 'Is a report genuine? The code printed on its PDF (and in its QR code)',
    description: 'A well-formed code that no report carries answers 200 `{ genuine: false }`; a malformed one 400.',
    params: z.object({ code: z.string() }),
    responses: {
      200: {
        description: 'Genuine (with what to compare against the page) or not',
        body: z.strictObject({
          genuine: z.boolean(),
          report: z
            .strictObject({
              subject_gstin: gstinText,
              subject_name: z.string(),
              score: z.number().int().min(0).max(900).nullable(),
              band: z.string().nullable(),
              generated_at: dateTime,
              figures: z.strictObject({
                cases: z.number().int().min(0).meta({ description: 'Rows of the report’s case table' }),
                cases_by_status: z.record(z.string(), z.number().int().min(1)),
                outstanding: rupees,
                settled: rupees,
                written_off: rupees,
                open_disputes: z.number().int().min(0),
                distinct_reporters: z.number().int().min(0),
              }),
              content_hash: z
                .string()
                .regex(/^[0-9a-f]{64}$/)
                .meta({ description: 'SHA-256 of the stored snapshot in canonical JSON; the PDF prints it in groups of 8' }),
            })
            .optional(),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/data/cir-data',
    tags: ['Member calls (spec §7)'],
    summary: 'Generate a credit report (spec §7 data/cir-data): the rules of POST /api/cir/reports',
    description:
      'Free for a GSTIN of your own PAN (a GST-verified business of yours; the report then lists who enquired); otherwise a free CIR of the plan of `business_id`, else the plan’s CIR fee + GST from your wallet (a paid order and a GST tax invoice). The snapshot, the charge and the report are one transaction: on any failure nothing is charged and nothing is stored.',
    headers: z.object({
      'Idempotency-Key': idempotencyKey('A retry with the same key answers the first report (charged once); another body under it is 409'),
    }),
    body: cirGenerateInput,
    responses: {
      200: {
        description: 'A retry under the same Idempotency-Key: the first report',
        body: callOk(componentRef('CirReportView')),
      },
      201: {
        description: 'Generated',
        body: callOk(componentRef('CirReportView')),
      },
      ...CALL_FAILURES,
      402: failureAnswer(
        'No active plan (`reason` no_plan / plan_expired, `free_trial_available`), or the wallet is short (`reason` wallet_short, `shortfall`, `total`): nothing charged',
      ),
      404: failureAnswer('business_id is not one of your businesses'),
      409: failureAnswer('The Idempotency-Key was used for a different report'),
      500: failureAnswer('We could not generate the report. Nothing was charged.'),
    },
  },
]);

export const cirComponents: Record<string, z.ZodType> = {
  CirReportSnapshot: z
    .strictObject({
      verification_code: z.string().regex(/^[A-Z2-7]{20}$/),
      generated_at: dateTime,
      subject: z.strictObject({
        gstin: gstinText,
        pan: panText,
        name: z.string(),
        trade_name: z.string().nullable(),
        state_name: z.string().nullable(),
        gstins: z.array(gstinText),
        registration_age_days: z.number().int().min(0).nullable(),
      }),
      score: z.union([
        z.strictObject({ kind: z.literal('no_history') }),
        z.strictObject({
          kind: z.literal('scored'),
          score: z.number().int().min(0).max(900),
          band: z
            .strictObject({
              name: z.string(),
              colour: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
              min_score: z.number().int().min(0),
              max_score: z.number().int().min(0),
            })
            .nullable(),
          reasons: z
            .array(z.strictObject({ code: z.string(), points_lost: z.number().int().min(1), en: z.string(), hi: z.string() }))
            .max(4),
        }),
      ]),
      summary: z.strictObject({
        cases_by_status: z.record(z.string(), z.number().int().min(0)),
        listed_cases: z.number().int().min(0),
        open_disputes: z.number().int().min(0),
        distinct_reporters: z.number().int().min(0),
        outstanding: rupees,
        settled: rupees,
        written_off: rupees,
        msmed_interest: rupees,
        oldest_overdue_days: z.number().int().min(0).nullable(),
        transactions: z.strictObject({
          paid_on_time: z.number().int().min(0),
          paid_late: z.number().int().min(0),
          overdue: z.number().int().min(0),
        }),
      }),
      cases: z.array(
        z.strictObject({
          id: z.number().int().min(1),
          gstin: gstinText,
          reporter: z.string().meta({ description: 'The reporter’s trade name when it agreed to be named, else "A member in <state>"' }),
          status: z.string(),
          status_label: z.string(),
          due_amount: rupees,
          settled_amount: rupees,
          write_off_amount: rupees,
          outstanding: rupees,
          msmed_interest: rupees,
          due_date: date.nullable(),
          reported_on: date,
          listed_from: dateTime.nullable(),
          dispute: z
            .strictObject({
              status: z.enum(['open', 'upheld', 'rejected']),
              statement: z.string(),
              opened_on: date,
              decided_on: date.nullable(),
            })
            .nullable(),
        }),
      ),
      settlements: z.array(
        z.strictObject({
          case_id: z.number().int().min(1),
          settled_on: date,
          amount: rupees,
          days_from_due: z.number().int().nullable(),
        }),
      ),
      trends: z
        .array(
          z.strictObject({
            month: z.string().regex(/^\d{4}-\d{2}$/),
            new_cases: z.number().int().min(0),
            new_due: rupees,
            settled: rupees,
          }),
        )
        .min(24)
        .max(24),
      enquiries: z.union([
        z.strictObject({
          kind: z.literal('detailed'),
          items: z.array(
            z.strictObject({
              at: dateTime,
              member: z.string(),
              purpose: z.enum(['new_credit', 'credit_review', 'collection', 'own_business', 'other']),
            }),
          ),
        }),
        z.strictObject({ kind: z.literal('counts'), last_30_days: z.number().int().min(0), last_12_months: z.number().int().min(0) }),
      ]),
    })
    .meta({ description: 'A report as generated: stored whole, read back as it was.' }) satisfies z.ZodType<CirReportSnapshot>,
  CirReportView: z.strictObject({
    id: z.number().int().min(1),
    status: z.enum(['generated', 'failed']),
    purpose: z.enum(['new_credit', 'credit_review', 'collection', 'own_business', 'other']),
    charged: rupees,
    invoice_number: z.string().nullable(),
    created_at: dateTime,
    snapshot: componentRef<CirReportSnapshot>('CirReportSnapshot'),
  }) satisfies z.ZodType<CirReportView>,
};
