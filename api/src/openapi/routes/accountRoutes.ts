/** Sign-in, account, back-office reports, GST, media and bulk import (auth/, reports/, exports/, gst/, media/, import/ routes): one declaration per endpoint. */
import { z } from 'zod';
import { date, mobileText } from '../../contracts/answers/answerParts';
import { componentRef, contentRange, defineRoutes } from '../routeContract';
import { otpSchema } from '../../auth/otpCode';
import { registerSchema } from '../../auth/registerRoutes';
import { resetBody, userId } from '../../auth/signInResetRoutes';
import { saveSchema } from '../../auth/tempOtpRoutes';
import { createBatchSchema } from '../../domain/legalNotices';
import { dashboardAnswer, signInLockStatusAnswer, signInResetResultAnswer } from '../../contracts/answers/accountAnswers';
import {
  bulkGstHitSummaryAnswer,
  businessGstHitResultAnswer,
  caseTransitionsAnswer,
  createdBatchAnswer,
  defaulterReportRowAnswer,
  defaulterReportStateAnswer,
  eligibleCaseAnswer,
  importJobAnswer,
  importPreviewAnswer,
  noticeTemplateAnswer,
} from '../../contracts/answers/backOfficeAnswers';

const tags = ['Sign-in and account'];
const health = z.looseObject({
  status: z.enum(['ok', 'degraded']),
  message: z.string().optional(),
  database: z.looseObject({ reachable: z.boolean(), latency_ms: z.number().int().min(0).optional() }),
});
const identifier = z.looseObject({
  mobile: mobileText.optional(),
  email: z.string().meta({ format: 'email' }).optional(),
  captcha_token: z.string().optional(),
});

export const accountRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/health',
    tags: ['Operations'],
    open: true,
    summary: 'Database reachability',
    responses: {
      200: { description: 'ok', body: health },
      503: {
        description: 'Database unreachable (`status: degraded`), or no connection free',
        body: z.union([health, componentRef('Error')]),
      },
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tags: ['Operations'],
    open: true,
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI 3.1', body: z.looseObject({ paths: z.unknown(), openapi: z.unknown() }) } },
  },
  {
    method: 'get',
    path: '/api/docs',
    tags: ['Operations'],
    open: true,
    summary: 'Browsable documentation (Swagger UI, served locally)',
    responses: { 200: { description: 'HTML page', body: z.string(), media: 'text/html' } },
  },
  {
    method: 'post',
    path: '/api/user/sendotp',
    tags,
    open: true,
    summary: 'Send a 6-digit sign-in code by SMS or email (5-minute expiry)',
    body: identifier.meta({ description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.' }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description:
          'Code sent; answers the masked destination. The same answer (and the same limits) for a mobile or email no account uses, where nothing is sent: the answer never tells who is a member',
      },
      400: 'Invalid identifier or captcha',
      403: 'Account deactivated, or a staff account on a network that is not allowed',
      429: 'Cool-down or rate limit; see Retry-After',
      503: 'The code could not be sent, or the database is busy',
    },
  },
  {
    method: 'post',
    path: '/api/user/resentLoginOtp',
    tags,
    open: true,
    summary: 'Send the sign-in code again (same limits)',
    body: identifier.meta({ description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.' }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: 'Code sent (answered the same for a mobile or email no account uses)' },
      403: 'Account deactivated, or a staff account on a network that is not allowed',
      429: 'Too soon or too many',
      503: 'The code could not be sent, or the database is busy',
    },
  },
  {
    method: 'post',
    path: '/api/user/sendupdateotp',
    tags,
    summary: 'Send a verification code to a new mobile or email of the signed-in user, and another to their current one',
    body: identifier.meta({ description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.' }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: 'Codes sent: { status, message, masked, current_masked, expires_in, resend_in }' },
      400: 'Invalid, or already yours',
      403: 'A support session (temporary OTP from staff) may not change sign-in details',
      409: 'Used by another account',
      429: 'Too soon or too many',
      503: 'The code could not be sent, or the database is busy',
    },
  },
  {
    method: 'post',
    path: '/api/user/verifyupdateotp',
    tags,
    summary:
      'Check both codes sent by sendupdateotp (to the new and the current contact) and make that mobile or email the signed-in user’s',
    body: z
      .looseObject({
        mobile: mobileText.optional(),
        email: z.string().meta({ format: 'email' }).optional(),
        captcha_token: z.string().optional(),
        otp: otpSchema.meta({ description: 'The code sent to the new mobile or email' }),
        current_otp: otpSchema.meta({ description: 'The code sent to the current mobile or email' }),
      })
      .meta({ description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.' }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: '{ status, message, user }' },
      400: 'A code missing, wrong or expired (errors.otp / errors.current_otp)',
      403: 'A support session (temporary OTP from staff) may not change sign-in details',
      409: 'Used by another account meanwhile',
      429: 'Locked after too many wrong codes, or rate limited',
    },
  },
  {
    method: 'post',
    path: '/api/user/verifyOtp',
    tags,
    open: true,
    summary: 'Exchange the code for a JWT and the user record',
    body: z
      .looseObject({
        mobile: mobileText.optional(),
        email: z.string().meta({ format: 'email' }).optional(),
        captcha_token: z.string().optional(),
        otp: otpSchema,
      })
      .meta({ description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.' }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: '{ token, expires_at, user } — and temporary: true when a support code from the back office was used' },
      400: 'Wrong or expired code (also for a mobile or email no account uses)',
      403: 'Account deactivated, or a staff account on a network that is not allowed',
      429: 'Locked after 5 wrong codes, or rate limited',
    },
  },
  {
    method: 'post',
    path: '/api/user/register',
    tags,
    open: true,
    summary: 'Register a new member (name, mobile, email); sends the sign-in code',
    body: registerSchema,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      201: { description: 'Registered: { status, message, otp_sent, expires_in (seconds the code lasts, when sent), user }' },
      400: 'Invalid fields',
      409: 'Mobile or email already registered',
    },
  },
  {
    method: 'get',
    path: '/api/user/validate-token',
    tags,
    summary: 'Start-up token check (spec §4)',
    responses: {
      200: {
        description: 'Token valid: { status, user_id, expires_at, support_session } (support_session: opened by a temporary support OTP)',
      },
      401: 'Not signed in, or the session ended (`force_logout: true`)',
    },
  },
  {
    method: 'get',
    path: '/api/user/me',
    tags,
    summary: 'The signed-in user with role, role_type, accessAction and status',
    responses: {
      200: { description: 'User details, plus support_session (true when opened by a temporary support OTP)' },
      401: 'Not signed in, or the session ended',
    },
  },
  {
    method: 'get',
    path: '/api/user/get/{id}',
    tags,
    summary: 'User details (own id; staff need Customer → detailView for members, Admin Users → detailView for staff)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'User id' }) }),
    responses: {
      200: { description: 'User details' },
      400: 'Not a whole-number id',
      403: 'Not yours, and no permission',
      404: 'Not found',
    },
  },
  { method: 'post', path: '/api/user/logout', tags, summary: 'Revoke this session', responses: { 200: { description: 'Signed out' } } },
  {
    method: 'post',
    path: '/api/admin/save/TempOtp',
    tags,
    summary: 'Generate a temporary support OTP for a user (Temporary OTP → process); the code is shown once',
    body: saveSchema,
    responses: {
      200: { description: '{ otp, expires_at }' },
      400: 'Missing reason or user',
      403: 'Not allowed, or not a customer account',
      404: 'No such user',
    },
  },
  {
    method: 'get',
    path: '/api/admin/getTempOTP/{id}',
    tags,
    summary: 'Metadata of the active temporary OTP (never the code)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Record id' }) }),
    responses: {
      200: { description: '{ active, expires_at }' },
      400: 'Not a whole-number id',
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/dashboard',
    tags: ['Back office'],
    summary: 'Dashboard figures: counts, amounts by case status, revenue and 12-month series (any admin)',
    responses: { 200: { description: 'Dashboard', body: dashboardAnswer }, 403: 'Not an admin' },
  },
  {
    method: 'get',
    path: '/api/admin/reports/defaulters',
    tags: ['Back office'],
    summary:
      'Reported defaulters grouped by GSTIN: reporters, cases, due, settled, outstanding, worst status (Defaulter → listView); filter { q, state, status, gstin }, sort, range → Content-Range',
    query: z.object({
      filter: z.string().meta({ description: 'JSON object' }).optional(),
      sort: z.string().meta({ description: 'JSON ["field","ASC"|"DESC"]' }).optional(),
      range: z.string().meta({ description: 'JSON [first,last] (0-based, at most 1000 rows)' }).optional(),
    }),
    responses: {
      200: {
        description: 'Rows',
        headers: contentRange('defaulters 0-24/310'),
        body: z.array(defaulterReportRowAnswer),
      },
      400: 'Bad filter, sort or range',
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/reports/defaulters.csv',
    tags: ['Back office'],
    summary: 'The same report as a CSV file (Defaulter → download); recorded in Data exports',
    query: z.object({
      filter: z.string().meta({ description: 'JSON object' }).optional(),
      sort: z.string().meta({ description: 'JSON ["field","ASC"|"DESC"]' }).optional(),
    }),
    responses: {
      200: { description: 'The report', body: z.string(), media: 'text/csv' },
      204: { description: 'No defaulter matches' },
      403: 'No download permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/reports/defaulters/states',
    tags: ['Back office'],
    summary: 'GST states the reported defaulters are registered in, with counts (Defaulter → listView)',
    responses: {
      200: { description: 'States with their counts', body: z.array(defaulterReportStateAnswer) },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/exports/agent-revenue.csv',
    tags: ['Back office'],
    summary: 'Agent revenue of an IST date range as CSV (Agent Revenue → download); recorded in Data exports',
    query: z.object({
      from: date.meta({ description: 'IST calendar date' }),
      to: date.meta({ description: 'IST calendar date' }),
      agent_id: z.number().int().optional(),
    }),
    responses: {
      200: { description: 'Date, agent, order, customer, amount, commission', body: z.string(), media: 'text/csv' },
      204: { description: 'No revenue in the period' },
      400: 'Missing or bad dates, unknown agent',
      403: 'No download permission, or earlier than the export-days setting allows',
    },
  },
  {
    method: 'get',
    path: '/api/admin/reset/sign-in',
    tags: ['Back office'],
    summary: 'A member’s sign-in lock: locked codes, waits, recent refusals (Customer → process)',
    query: z.object({ identifier: z.string().meta({ description: 'Mobile or email' }).optional(), user_id: userId.optional() }),
    responses: {
      200: { description: 'The member’s sign-in lock', body: signInLockStatusAnswer },
      400: 'Not a mobile or email',
      403: 'Not allowed, or a staff account',
      404: 'No such member',
    },
  },
  {
    method: 'post',
    path: '/api/admin/reset/sign-in',
    tags: ['Back office'],
    summary:
      'Reset a member’s sign-in lock: expire unused codes and release them from the cool-down and code limit; audited (Customer → process)',
    body: resetBody,
    responses: {
      200: { description: 'Reset: what changed, and the lock now', body: signInResetResultAnswer },
      400: 'Missing reason, or account deactivated',
      403: 'Not allowed, or a staff account',
      404: 'No such member',
    },
  },
  {
    method: 'get',
    path: '/api/legal-notices/eligible-cases',
    tags: ['Legal notice'],
    summary:
      'Cases that may get a notice: verified or partly settled, not in an open batch for the audience (Legal Notice Process → process)',
    query: z.object({
      notice_for: z.enum(['buyer', 'supplier']),
      filter: z.string().meta({ description: 'JSON object' }).optional(),
      sort: z.string().meta({ description: 'JSON ["field","ASC"|"DESC"]' }).optional(),
      range: z.string().meta({ description: 'JSON [first,last] (0-based, at most 1000 rows)' }).optional(),
    }),
    responses: {
      200: {
        description: 'Cases',
        headers: contentRange('eligible-cases 0-24/57'),
        body: z.array(eligibleCaseAnswer),
      },
      400: 'Bad audience, filter, sort or range',
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/legal-notices/templates',
    tags: ['Legal notice'],
    summary: 'Active notice templates for an audience (Legal Notice Process → process)',
    query: z.object({ notice_for: z.enum(['buyer', 'supplier']) }),
    responses: {
      200: { description: 'The templates', body: z.array(noticeTemplateAnswer) },
      400: 'Bad audience',
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/legal-notices/batches',
    tags: ['Legal notice'],
    summary:
      'Create a batch (draft) with one pending notice per case, all or nothing; audited (Legal Notice Process → process). PDFs come later.',
    body: createBatchSchema,
    responses: {
      201: { description: 'The batch and its notices', body: createdBatchAnswer },
      400: 'Bad input, or a template for the other audience',
      403: 'Signed in, but without the permission',
      404: 'Unknown template or case',
      409: 'A case is not (or no longer) eligible: nothing created',
    },
  },
  {
    method: 'get',
    path: '/api/defaulter-cases/{id}/transitions',
    tags: ['Defaulter cases'],
    summary: 'Current status and the moves allowed from it (Defaulter → detailView)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Record id' }) }),
    responses: {
      200: { description: 'The case’s status and the moves open from it', body: caseTransitionsAnswer },
      403: 'Signed in, but without the permission',
      404: 'No such case',
    },
  },
  {
    method: 'post',
    path: '/api/defaulter-cases/{id}/transition',
    tags: ['Defaulter cases'],
    summary: 'Move a case to another status, with a note where needed (Defaulter → process)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Record id' }) }),
    body: z.looseObject({ to: z.string(), note: z.string().optional(), settled_amount: z.string().optional() }),
    responses: {
      200: { description: 'The updated case' },
      400: 'Missing note or amount',
      403: 'Signed in, but without the permission',
      404: 'No such case',
      409: 'Move not allowed from the current status',
    },
  },
  {
    method: 'post',
    path: '/api/businesses/{id}/gst-hit',
    tags: ['GST'],
    summary: 'Look the business’s GSTIN up with the GST service (Business → process)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Record id' }) }),
    responses: {
      200: { description: 'Result, logged', body: businessGstHitResultAnswer },
      403: 'Signed in, but without the permission',
      404: 'No such business',
      502: 'GST service unavailable',
    },
  },
  {
    method: 'post',
    path: '/api/businesses/gst-hit/bulk',
    tags: ['GST'],
    summary: 'Bulk GST hit: JSON { gstins } or a CSV upload (Business → process)',
    bodyByMedia: {
      'application/json': z.looseObject({ gstins: z.array(z.string()) }),
      'multipart/form-data': z.looseObject({ file: z.string().meta({ description: 'CSV with one GSTIN a line', format: 'binary' }) }),
    },
    responses: {
      200: { description: 'Batch summary', body: bulkGstHitSummaryAnswer },
      400: 'Invalid list',
      403: 'Signed in, but without the permission',
      413: 'File too large',
    },
  },
  {
    method: 'post',
    path: '/api/media/upload',
    tags: ['Content'],
    summary: 'Upload an image or PDF to the media library (CMS → add_edit)',
    body: z.looseObject({ file: z.string().meta({ description: 'An image or a PDF', format: 'binary' }) }),
    bodyMedia: ['multipart/form-data'],
    responses: {
      201: { description: 'The media record' },
      400: 'Wrong type',
      403: 'Signed in, but without the permission',
      413: 'Over 10 MB',
    },
  },
  {
    method: 'get',
    path: '/api/media/{id}/file',
    tags: ['Content'],
    open: true,
    summary: 'A media file (public: CMS images appear on the public site)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Record id' }) }),
    responses: { 200: { description: 'The file' }, 404: 'Not found' },
  },
  {
    method: 'get',
    path: '/api/import/{resource}/template.csv',
    tags: ['Bulk import'],
    summary: 'The CSV header row staff fill in (feature → process)',
    params: z.object({ resource: z.enum(['defaulter-cases', 'customers', 'businesses', 'promo-codes', 'cities', 'business-categories']) }),
    responses: {
      200: { description: 'One header line: the importable columns', body: z.string(), media: 'text/csv' },
      403: 'Signed in, but without the permission',
      404: 'Not an importable resource',
    },
  },
  {
    method: 'post',
    path: '/api/import/{resource}/preview',
    tags: ['Bulk import'],
    summary: 'Upload a CSV/XLSX and validate every row (feature → process)',
    params: z.object({ resource: z.enum(['defaulter-cases', 'customers', 'businesses', 'promo-codes', 'cities', 'business-categories']) }),
    body: z.looseObject({ file: z.string().meta({ description: '.csv or .xlsx', format: 'binary' }) }),
    bodyMedia: ['multipart/form-data'],
    responses: {
      200: { description: 'Every row checked; nothing saved yet', body: importPreviewAnswer },
      400: 'Bad file',
      403: 'Signed in, but without the permission',
      404: 'Not an importable resource',
      413: 'Over 50 MB',
    },
  },
  {
    method: 'post',
    path: '/api/import/jobs/{id}/commit',
    tags: ['Bulk import'],
    summary: 'Insert every row in one transaction, or none (202; poll the job)',
    params: z.object({ id: z.string().meta({ description: 'Import id', format: 'uuid' }) }),
    responses: {
      202: {
        description: 'Started',
        body: z.looseObject({ import_id: z.string(), status: z.literal('committing'), message: z.string() }),
      },
      403: 'Signed in, but without the permission',
      404: 'No such import',
      409: 'File has invalid rows, or already committed',
    },
  },
  {
    method: 'get',
    path: '/api/import/jobs/{id}',
    tags: ['Bulk import'],
    summary: 'Import progress',
    params: z.object({ id: z.string().meta({ description: 'Import id', format: 'uuid' }) }),
    responses: {
      200: { description: 'The import job', body: importJobAnswer },
      403: 'Signed in, but without the permission',
      404: 'No such import',
    },
  },
  {
    method: 'get',
    path: '/api/dev/outbox',
    tags: ['Operations'],
    open: true,
    summary: 'Development only: latest outbox messages for a recipient (404 in production)',
    query: z.object({ to: z.string() }),
    responses: {
      200: { description: 'Messages, newest first' },
      400: 'Missing or over-long `to`',
      404: 'Not enabled (production, or DEV_OUTBOX off)',
    },
  },
]);
