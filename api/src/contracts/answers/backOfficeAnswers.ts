/**
 * Answers of the back office's case, notice, GST and import routes as zod schemas, for the OpenAPI
 * document; each is checked against its contract interface, so the two cannot drift apart.
 */
import { z } from 'zod';
import { CASE_STATUS_IDS, type CaseTransitions } from '../caseTransitions';
import type { ImportJob, ImportPreview } from '../bulkImport';
import type { DefaulterReportRow, DefaulterReportState } from '../defaulterReport';
import type { BusinessGstHitResult, BulkGstHitSummary, GstHitResult } from '../gstHit';
import { NOTICE_AUDIENCES, type CreatedBatch, type EligibleCase, type NoticeTemplate } from '../legalNoticeBatch';
import { dateTime, signedRupees } from './answerParts';

const caseStatus = z.enum(CASE_STATUS_IDS);
const count = z.number().int().min(0);

export const caseTransitionsAnswer = z.looseObject({
  id: z.number().int(),
  status: caseStatus,
  due_amount: signedRupees,
  settled_amount: signedRupees,
  allowed: z.array(
    z.looseObject({ to: caseStatus, label: z.string(), needs_note: z.boolean(), needs_settled_amount: z.boolean(), reason: z.string() }),
  ),
}) satisfies z.ZodType<CaseTransitions>;

export const eligibleCaseAnswer = z.looseObject({
  id: z.number().int(),
  defaulter_name: z.string(),
  defaulter_gstin: z.string(),
  state_code: z.string(),
  reporter_business: z.string(),
  status: caseStatus,
  due_amount: signedRupees,
  settled_amount: signedRupees,
  outstanding: signedRupees,
  due_date: z.string(),
  verified_on: z.string().nullable(),
}) satisfies z.ZodType<EligibleCase>;

export const noticeTemplateAnswer = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  notice_for: z.enum(NOTICE_AUDIENCES),
}) satisfies z.ZodType<NoticeTemplate>;

export const createdBatchAnswer = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  notice_for: z.enum(NOTICE_AUDIENCES),
  document_id: z.number().int(),
  status: z.literal('draft'),
  total: count,
  created_at: dateTime,
  notices: z.array(z.looseObject({ id: z.number().int(), case_id: z.number().int(), status: z.literal('pending') })),
}) satisfies z.ZodType<CreatedBatch>;

export const defaulterReportRowAnswer = z.looseObject({
  id: z.string(),
  gstin: z.string(),
  name: z.string(),
  state_code: z.string(),
  state_name: z.string().nullable(),
  reporters: count,
  cases: count,
  total_due: signedRupees,
  total_settled: signedRupees,
  outstanding: signedRupees,
  worst_status: caseStatus,
  last_reported_at: dateTime,
}) satisfies z.ZodType<DefaulterReportRow>;

export const defaulterReportStateAnswer = z.looseObject({
  code: z.string(),
  name: z.string().nullable(),
  defaulters: count,
}) satisfies z.ZodType<DefaulterReportState>;

const gstinDetails = z.looseObject({
  gstin: z.string(),
  legal_name: z.string(),
  trade_name: z.string(),
  status: z.enum(['Active', 'Cancelled', 'Suspended', 'Inactive']),
  state_code: z.string(),
  state: z.string(),
  registration_date: z.string(),
  taxpayer_type: z.string(),
  constitution: z.string(),
  pan: z.string(),
  address: z.string(),
});

export const gstHitResultAnswer = z.looseObject({
  gstin: z.string(),
  status: z.enum(['success', 'failed']),
  verified: z.boolean(),
  business_id: z.number().int().nullable(),
  result: gstinDetails.optional(),
  error: z.string().optional(),
  error_code: z.string().optional(),
  log_id: z.number().int().optional(),
}) satisfies z.ZodType<GstHitResult>;

export const businessGstHitResultAnswer = gstHitResultAnswer.extend({
  business: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<BusinessGstHitResult>;

export const bulkGstHitSummaryAnswer = z.looseObject({
  batch_id: z.number().int(),
  total: count,
  success: count,
  failed: count,
  duplicates: count,
  results: z.array(gstHitResultAnswer),
}) satisfies z.ZodType<BulkGstHitSummary>;

export const importPreviewAnswer = z.looseObject({
  import_id: z.string(),
  resource: z.string(),
  total_rows: count,
  valid_rows: count,
  invalid_rows: count,
  unknown_columns: z.array(z.string()),
  errors: z.array(z.looseObject({ row: z.number().int(), column: z.string(), message: z.string() })),
  errors_listed: count,
  preview: z.array(z.looseObject({ row: z.number().int() })),
}) satisfies z.ZodType<ImportPreview>;

export const importJobAnswer = z.looseObject({
  id: z.string(),
  resource: z.string(),
  original_name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(['previewed', 'committing', 'committed', 'failed']),
  total_rows: count,
  valid_rows: count,
  invalid_rows: count,
  processed_rows: count,
  error: z.string().nullable(),
  created_by: z.number().int(),
  created_at: dateTime,
  committed_at: dateTime.nullable(),
}) satisfies z.ZodType<ImportJob>;
