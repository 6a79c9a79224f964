/**
 * Hand-written OpenAPI entries for the endpoints that are not registry resources (sign-in,
 * workflow, uploads). List each status the route itself answers; openApiDocument adds the ones
 * every operation may answer (400, 401, 413 with a body, 503). tests/openapi/ checks that every
 * Express route is here.
 */
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const forbidden = (description = 'Signed in, but without the permission') => error(description);
const idParam = (description = 'Record id') => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description,
});
const uuidParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, description: 'Import id' };
const upload = (description: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description } } },
    },
  },
});
const contentRange = (example: string) => ({
  'Content-Range': { required: true, schema: { type: 'string', pattern: '^[a-z-]+ (\\d+-\\d+|\\*)/\\d+$' }, example },
});
const identifier = {
  type: 'object',
  properties: {
    mobile: { type: 'string', pattern: '^[6-9]\\d{9}$' },
    email: { type: 'string', format: 'email' },
    captcha_token: { type: 'string' },
  },
  description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.',
};
const tags = ['Sign-in and account'];
const open = { security: [] };
const body = (schema: Record<string, unknown>) => ({
  required: true,
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
});

const jsonQuery = (name: string, description: string) => ({ name, in: 'query', schema: { type: 'string' }, description });
const listQuery = [
  jsonQuery('filter', 'JSON object'),
  jsonQuery('sort', 'JSON ["field","ASC"|"DESC"]'),
  jsonQuery('range', 'JSON [first,last] (0-based, at most 1000 rows)'),
];
const dateParam = (name: string) => ({
  name,
  in: 'query',
  required: true,
  schema: { type: 'string', format: 'date' },
  description: 'IST calendar date',
});
const audienceParam = { name: 'notice_for', in: 'query', required: true, schema: { type: 'string', enum: ['buyer', 'supplier'] } };
const csv = (description: string) => ({ description, content: { 'text/csv': { schema: { type: 'string' } } } });
const importResource = {
  name: 'resource',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: ['defaulter-cases', 'customers', 'businesses', 'promo-codes', 'cities', 'business-categories'] },
};
const health = {
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { enum: ['ok', 'degraded'] },
    message: { type: 'string' },
    database: {
      type: 'object',
      required: ['reachable'],
      properties: { reachable: { type: 'boolean' }, latency_ms: { type: 'integer', minimum: 0 } },
    },
  },
};

export const accountPaths: Record<string, unknown> = {
  '/api/health': {
    get: {
      tags: ['Operations'],
      ...open,
      summary: 'Database reachability',
      responses: {
        200: { description: 'ok', ...json(health) },
        503: {
          description: 'Database unreachable (`status: degraded`), or no connection free',
          ...json({ anyOf: [health, { $ref: '#/components/schemas/Error' }] }),
        },
      },
    },
  },
  '/api/openapi.json': {
    get: {
      tags: ['Operations'],
      ...open,
      summary: 'This document',
      responses: { 200: { description: 'OpenAPI 3.1', ...json({ type: 'object', required: ['openapi', 'paths'] }) } },
    },
  },
  '/api/docs': {
    get: {
      tags: ['Operations'],
      ...open,
      summary: 'Browsable documentation (Swagger UI, served locally)',
      responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
  '/api/user/sendotp': {
    post: {
      tags,
      ...open,
      summary: 'Send a 6-digit sign-in code by SMS or email (5-minute expiry)',
      requestBody: body(identifier),
      responses: {
        200: {
          description:
            'Code sent; answers the masked destination. The same answer (and the same limits) for a mobile or email no account uses, where nothing is sent: the answer never tells who is a member',
        },
        400: error('Invalid identifier or captcha'),
        403: error('Account deactivated, or a staff account on a network that is not allowed'),
        429: error('Cool-down or rate limit; see Retry-After'),
        503: error('The code could not be sent, or the database is busy'),
      },
    },
  },
  '/api/user/resentLoginOtp': {
    post: {
      tags,
      ...open,
      summary: 'Send the sign-in code again (same limits)',
      requestBody: body(identifier),
      responses: {
        200: { description: 'Code sent (answered the same for a mobile or email no account uses)' },
        403: error('Account deactivated, or a staff account on a network that is not allowed'),
        429: error('Too soon or too many'),
        503: error('The code could not be sent, or the database is busy'),
      },
    },
  },
  '/api/user/sendupdateotp': {
    post: {
      tags,
      summary: 'Send a verification code to a new mobile or email of the signed-in user, and another to their current one',
      requestBody: body(identifier),
      responses: {
        200: { description: 'Codes sent: { status, message, masked, current_masked, expires_in, resend_in }' },
        400: error('Invalid, or already yours'),
        403: error('A support session (temporary OTP from staff) may not change sign-in details'),
        409: error('Used by another account'),
        429: error('Too soon or too many'),
        503: error('The code could not be sent, or the database is busy'),
      },
    },
  },
  '/api/user/verifyupdateotp': {
    post: {
      tags,
      summary:
        'Check both codes sent by sendupdateotp (to the new and the current contact) and make that mobile or email the signed-in user’s',
      requestBody: body({
        ...identifier,
        properties: {
          ...identifier.properties,
          otp: { type: 'string', pattern: '^\\d{6}$', description: 'The code sent to the new mobile or email' },
          current_otp: { type: 'string', pattern: '^\\d{6}$', description: 'The code sent to the current mobile or email' },
        },
      }),
      responses: {
        200: { description: '{ status, message, user }' },
        400: error('A code missing, wrong or expired (errors.otp / errors.current_otp)'),
        403: error('A support session (temporary OTP from staff) may not change sign-in details'),
        409: error('Used by another account meanwhile'),
        429: error('Locked after too many wrong codes, or rate limited'),
      },
    },
  },
  '/api/user/verifyOtp': {
    post: {
      tags,
      ...open,
      summary: 'Exchange the code for a JWT and the user record',
      requestBody: body({ ...identifier, properties: { ...identifier.properties, otp: { type: 'string', pattern: '^\\d{6}$' } } }),
      responses: {
        200: { description: '{ token, expires_at, user } — and temporary: true when a support code from the back office was used' },
        400: error('Wrong or expired code (also for a mobile or email no account uses)'),
        403: error('Account deactivated, or a staff account on a network that is not allowed'),
        429: error('Locked after 5 wrong codes, or rate limited'),
      },
    },
  },
  '/api/user/register': {
    post: {
      tags,
      ...open,
      summary: 'Register a new member (name, mobile, email); sends the sign-in code',
      requestBody: body({
        type: 'object',
        required: ['name', 'mobile', 'email'],
        properties: { name: { type: 'string' }, mobile: { type: 'string' }, email: { type: 'string' }, referral_code: { type: 'string' } },
      }),
      responses: {
        201: { description: 'Registered: { status, message, otp_sent, user }' },
        400: error('Invalid fields'),
        409: error('Mobile or email already registered'),
      },
    },
  },
  '/api/user/validate-token': {
    get: {
      tags,
      summary: 'Start-up token check (spec §4)',
      responses: {
        200: {
          description: 'Token valid: { status, user_id, expires_at, support_session } (support_session: opened by a temporary support OTP)',
        },
        401: error('Not signed in, or the session ended (`force_logout: true`)'),
      },
    },
  },
  '/api/user/me': {
    get: {
      tags,
      summary: 'The signed-in user with role, role_type, accessAction and status',
      responses: {
        200: { description: 'User details, plus support_session (true when opened by a temporary support OTP)' },
        401: error('Not signed in, or the session ended'),
      },
    },
  },
  '/api/user/get/{id}': {
    get: {
      tags,
      summary: 'User details (own id; staff need Customer → detailView for members, Admin Users → detailView for staff)',
      parameters: [idParam('User id')],
      responses: {
        200: { description: 'User details' },
        400: error('Not a whole-number id'),
        403: forbidden('Not yours, and no permission'),
        404: error('Not found'),
      },
    },
  },
  '/api/user/logout': { post: { tags, summary: 'Revoke this session', responses: { 200: { description: 'Signed out' } } } },
  '/api/admin/save/TempOtp': {
    post: {
      tags,
      summary: 'Generate a temporary support OTP for a user (Temporary OTP → process); the code is shown once',
      responses: {
        200: { description: '{ otp, expires_at }' },
        400: error('Missing reason or user'),
        403: error('Not allowed, or not a customer account'),
        404: error('No such user'),
      },
    },
  },
  '/api/admin/getTempOTP/{id}': {
    get: {
      tags,
      summary: 'Metadata of the active temporary OTP (never the code)',
      parameters: [idParam()],
      responses: { 200: { description: '{ active, expires_at }' }, 400: error('Not a whole-number id'), 403: forbidden() },
    },
  },
  '/api/admin/dashboard': {
    get: {
      tags: ['Back office'],
      summary: 'Dashboard figures: counts, amounts by case status, revenue and 12-month series (any admin)',
      responses: { 200: { description: 'Dashboard' }, 403: error('Not an admin') },
    },
  },
  '/api/admin/reports/defaulters': {
    get: {
      tags: ['Back office'],
      summary:
        'Reported defaulters grouped by GSTIN: reporters, cases, due, settled, outstanding, worst status (Defaulter → listView); filter { q, state, status, gstin }, sort, range → Content-Range',
      parameters: listQuery,
      responses: {
        200: { description: 'Rows', headers: contentRange('defaulters 0-24/310') },
        400: error('Bad filter, sort or range'),
        403: forbidden(),
      },
    },
  },
  '/api/admin/reports/defaulters.csv': {
    get: {
      tags: ['Back office'],
      summary: 'The same report as a CSV file (Defaulter → download); recorded in Data exports',
      parameters: listQuery.slice(0, 2),
      responses: { 200: csv('The report'), 204: { description: 'No defaulter matches' }, 403: error('No download permission') },
    },
  },
  '/api/admin/reports/defaulters/states': {
    get: {
      tags: ['Back office'],
      summary: 'GST states the reported defaulters are registered in, with counts (Defaulter → listView)',
      responses: { 200: { description: '[{ code, name, defaulters }]' }, 403: forbidden() },
    },
  },
  '/api/admin/exports/agent-revenue.csv': {
    get: {
      tags: ['Back office'],
      summary: 'Agent revenue of an IST date range as CSV (Agent Revenue → download); recorded in Data exports',
      parameters: [dateParam('from'), dateParam('to'), { name: 'agent_id', in: 'query', schema: { type: 'integer' } }],
      responses: {
        200: csv('Date, agent, order, customer, amount, commission'),
        204: { description: 'No revenue in the period' },
        400: error('Missing or bad dates, unknown agent'),
        403: error('No download permission, or earlier than the export-days setting allows'),
      },
    },
  },
  '/api/admin/reset/sign-in': {
    get: {
      tags: ['Back office'],
      summary: 'A member’s sign-in lock: locked codes, waits, recent refusals (Customer → process)',
      parameters: [
        { name: 'identifier', in: 'query', schema: { type: 'string' }, description: 'Mobile or email' },
        { name: 'user_id', in: 'query', schema: { type: 'integer' } },
      ],
      responses: {
        200: { description: 'SignInLockStatus' },
        400: error('Not a mobile or email'),
        403: error('Not allowed, or a staff account'),
        404: error('No such member'),
      },
    },
    post: {
      tags: ['Back office'],
      summary:
        'Reset a member’s sign-in lock: expire unused codes and release them from the cool-down and code limit; audited (Customer → process)',
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          required: ['user_id', 'reason'],
          properties: { user_id: { type: 'integer' }, reason: { type: 'string', minLength: 5, maxLength: 300 } },
        }),
      },
      responses: {
        200: { description: 'SignInResetResult' },
        400: error('Missing reason, or account deactivated'),
        403: error('Not allowed, or a staff account'),
        404: error('No such member'),
      },
    },
  },
  '/api/legal-notices/eligible-cases': {
    get: {
      tags: ['Legal notice'],
      summary:
        'Cases that may get a notice: verified or partly settled, not in an open batch for the audience (Legal Notice Process → process)',
      parameters: [audienceParam, ...listQuery],
      responses: {
        200: { description: 'Cases', headers: contentRange('eligible-cases 0-24/57') },
        400: error('Bad audience, filter, sort or range'),
        403: forbidden(),
      },
    },
  },
  '/api/legal-notices/templates': {
    get: {
      tags: ['Legal notice'],
      summary: 'Active notice templates for an audience (Legal Notice Process → process)',
      parameters: [audienceParam],
      responses: { 200: { description: '[{ id, title, notice_for }]' }, 400: error('Bad audience'), 403: forbidden() },
    },
  },
  '/api/legal-notices/batches': {
    post: {
      tags: ['Legal notice'],
      summary:
        'Create a batch (draft) with one pending notice per case, all or nothing; audited (Legal Notice Process → process). PDFs come later.',
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          required: ['notice_for', 'document_id', 'case_ids'],
          properties: {
            notice_for: { type: 'string', enum: ['buyer', 'supplier'] },
            document_id: { type: 'integer' },
            case_ids: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 500 },
            name: { type: 'string' },
          },
        }),
      },
      responses: {
        201: { description: 'The batch and its notices' },
        400: error('Bad input, or a template for the other audience'),
        404: error('Unknown template or case'),
        403: forbidden(),
        409: error('A case is not (or no longer) eligible: nothing created'),
      },
    },
  },
  '/api/defaulter-cases/{id}/transitions': {
    get: {
      tags: ['Defaulter cases'],
      summary: 'Current status and the moves allowed from it (Defaulter → detailView)',
      parameters: [idParam()],
      responses: { 200: { description: '{ status, allowed[] }' }, 403: forbidden(), 404: error('No such case') },
    },
  },
  '/api/defaulter-cases/{id}/transition': {
    post: {
      tags: ['Defaulter cases'],
      summary: 'Move a case to another status, with a note where needed (Defaulter → process)',
      parameters: [idParam()],
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          required: ['to'],
          properties: { to: { type: 'string' }, note: { type: 'string' }, settled_amount: { type: 'string' } },
        }),
      },
      responses: {
        200: { description: 'The updated case' },
        400: error('Missing note or amount'),
        403: forbidden(),
        404: error('No such case'),
        409: error('Move not allowed from the current status'),
      },
    },
  },
  '/api/businesses/{id}/gst-hit': {
    post: {
      tags: ['GST'],
      summary: 'Look the business’s GSTIN up with the GST service (Business → process)',
      parameters: [idParam()],
      responses: {
        200: { description: 'Result, logged' },
        403: forbidden(),
        404: error('No such business'),
        502: error('GST service unavailable'),
      },
    },
  },
  '/api/businesses/gst-hit/bulk': {
    post: {
      tags: ['GST'],
      summary: 'Bulk GST hit: JSON { gstins } or a CSV upload (Business → process)',
      requestBody: {
        required: true,
        content: {
          ...json({ type: 'object', required: ['gstins'], properties: { gstins: { type: 'array', items: { type: 'string' } } } }).content,
          ...upload('CSV with one GSTIN a line').content,
        },
      },
      responses: { 200: { description: 'Batch summary' }, 400: error('Invalid list'), 403: forbidden(), 413: error('File too large') },
    },
  },
  '/api/media/upload': {
    post: {
      tags: ['Content'],
      summary: 'Upload an image or PDF to the media library (CMS → add_edit)',
      requestBody: upload('An image or a PDF'),
      responses: { 201: { description: 'The media record' }, 400: error('Wrong type'), 403: forbidden(), 413: error('Over 10 MB') },
    },
  },
  '/api/media/{id}/file': {
    get: {
      tags: ['Content'],
      ...open,
      summary: 'A media file (public: CMS images appear on the public site)',
      parameters: [idParam()],
      responses: { 200: { description: 'The file' }, 404: error('Not found') },
    },
  },
  '/api/import/{resource}/template.csv': {
    get: {
      tags: ['Bulk import'],
      summary: 'The CSV header row staff fill in (feature → process)',
      parameters: [importResource],
      responses: { 200: csv('One header line: the importable columns'), 403: forbidden(), 404: error('Not an importable resource') },
    },
  },
  '/api/import/{resource}/preview': {
    post: {
      tags: ['Bulk import'],
      summary: 'Upload a CSV/XLSX and validate every row (feature → process)',
      parameters: [importResource],
      requestBody: upload('.csv or .xlsx'),
      responses: {
        200: { description: '{ import_id, total_rows, valid_rows, invalid_rows, errors[], preview[] }' },
        400: error('Bad file'),
        403: forbidden(),
        404: error('Not an importable resource'),
        413: error('Over 50 MB'),
      },
    },
  },
  '/api/import/jobs/{id}/commit': {
    post: {
      tags: ['Bulk import'],
      summary: 'Insert every row in one transaction, or none (202; poll the job)',
      parameters: [uuidParam],
      responses: {
        202: { description: 'Started' },
        403: forbidden(),
        404: error('No such import'),
        409: error('File has invalid rows, or already committed'),
      },
    },
  },
  '/api/import/jobs/{id}': {
    get: {
      tags: ['Bulk import'],
      summary: 'Import progress',
      parameters: [uuidParam],
      responses: { 200: { description: '{ status, processed_rows, total_rows }' }, 403: forbidden(), 404: error('No such import') },
    },
  },
  '/api/dev/outbox': {
    get: {
      tags: ['Operations'],
      ...open,
      summary: 'Development only: latest outbox messages for a recipient (404 in production)',
      parameters: [{ name: 'to', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'Messages, newest first' },
        400: error('Missing or over-long `to`'),
        404: error('Not enabled (production, or DEV_OUTBOX off)'),
      },
    },
  },
};
