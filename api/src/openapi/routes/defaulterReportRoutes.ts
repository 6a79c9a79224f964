/** Reporting a defaulter (domain/defaulterCases/reportRoutes.ts): one declaration per endpoint. */
import { z } from 'zod';
import { defineRoutes } from '../routeContract';
import { resubmitInput } from '../../contracts/reportDefaulter';

const tags = ['Defaulter cases'];
const reportUpload = z.looseObject({
  report: z.string().meta({
    description:
      'JSON: ["reporter_business_id","defaulter_gstin","defaulter_name","invoices","advance_paid","goods_accepted_on","agreed_credit_days","contact","remarks","ca_udin","terms_accepted","show_reporter_name"]',
    contentMediaType: 'application/json',
  }),
  invoice: z
    .array(z.string().meta({ format: 'binary' }))
    .max(20)
    .meta({ description: 'Required; PDF, JPEG or PNG, 10 MB each' }),
  bilty: z
    .array(z.string().meta({ format: 'binary' }))
    .max(5)
    .meta({ description: 'Optional; PDF, JPEG or PNG, 10 MB each' })
    .optional(),
  ledger_certificate: z
    .array(z.string().meta({ format: 'binary' }))
    .max(1)
    .meta({ description: 'Required; PDF, JPEG or PNG, 10 MB each' }),
  ca_certificate: z
    .array(z.string().meta({ format: 'binary' }))
    .max(1)
    .meta({ description: 'Required; PDF, JPEG or PNG, 10 MB each' }),
  payment_proof: z
    .array(z.string().meta({ format: 'binary' }))
    .max(5)
    .meta({ description: 'Optional; PDF, JPEG or PNG, 10 MB each' })
    .optional(),
});

export const defaulterReportRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/defaulter/report',
    tags,
    summary: 'Report a defaulter from one of my verified businesses, with invoices and evidence; the fee is charged from my wallet',
    body: reportUpload,
    bodyMedia: ['multipart/form-data'],
    responses: {
      201: {
        description: '{ status: true, message: "Report created successfully", data: { id, status, due_amount, charged, … } }',
        body: z.looseObject({ message: z.unknown(), status: z.unknown(), data: z.unknown() }),
      },
      402: 'No active plan (with free_trial_available), or the wallet is short of the fee ("Add ₹X to your wallet…")',
      404: 'The business is not one of the caller’s',
      409: 'An invoice number already reported by this business against this buyer',
      413: 'A file larger than 10 MB',
    },
  },
  {
    method: 'post',
    path: '/api/admin/defaulter/report',
    tags,
    summary: 'Report a defaulter on behalf of a member’s business (Defaulter → add_edit); the member’s plan and wallet pay',
    body: reportUpload,
    bodyMedia: ['multipart/form-data'],
    responses: {
      201: {
        description: '{ status: true, message: "Report created successfully", data: { id, status, due_amount, charged, … } }',
        body: z.looseObject({ message: z.unknown(), status: z.unknown(), data: z.unknown() }),
      },
      402: 'No active plan (with free_trial_available), or the wallet is short of the fee ("Add ₹X to your wallet…")',
      403: 'Without Defaulter → add_edit',
      404: 'No such business',
      409: 'An invoice number already reported by this business against this buyer',
      413: 'A file larger than 10 MB',
    },
  },
  {
    method: 'get',
    path: '/api/defaulter/report/quote',
    tags,
    summary: 'What reporting a defaulter costs now for one of my businesses',
    query: z.object({ business_id: z.number().int().min(1) }),
    responses: {
      200: {
        description: 'ReportQuote',
        body: z.looseObject({
          message: z.unknown(),
          gst: z.unknown(),
          basis: z.unknown(),
          total: z.unknown(),
          free_trial_available: z.unknown(),
          fee: z.unknown(),
          wallet_balance: z.unknown(),
          allowed: z.unknown(),
        }),
      },
      404: 'Not one of my businesses',
    },
  },
  {
    method: 'get',
    path: '/api/member/defaulter-cases',
    tags,
    summary: 'The defaulters I reported, newest first',
    query: z.object({
      page: z.number().int().min(1).meta({ default: 1 }).optional(),
      per_page: z.number().int().min(1).max(100).meta({ default: 20 }).optional(),
      status: z.string().meta({ description: 'A case status, or all' }).optional(),
    }),
    responses: {
      200: {
        description: '{ data: MemberCaseListItem[], total, page, per_page }',
        body: z.looseObject({ total: z.unknown(), data: z.unknown() }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/member/defaulter-cases/{id}',
    tags,
    summary: 'One case I reported: amounts, invoices, documents with SHA-256, timeline, what I may do',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'The case id' }) }),
    responses: {
      200: { description: '{ data: MemberCaseDetail }', body: z.looseObject({ data: z.unknown() }) },
      404: 'Not a case I reported',
    },
  },
  {
    method: 'post',
    path: '/api/member/defaulter-cases/{id}/resubmit',
    tags,
    summary: 'Send a case that needed more documents back for review (more documents required → processing)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'The case id' }) }),
    body: resubmitInput,
    responses: {
      200: { description: '{ status, message, data: MemberCaseDetail }', body: z.looseObject({ data: z.unknown() }) },
      404: 'Not a case I reported',
    },
  },
]);
