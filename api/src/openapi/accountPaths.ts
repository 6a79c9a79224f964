/** Hand-written OpenAPI entries for the endpoints that are not registry resources (sign-in, workflow, uploads). */
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const identifier = {
  type: 'object',
  properties: { mobile: { type: 'string', pattern: '^[6-9]\\d{9}$' }, email: { type: 'string', format: 'email' }, captcha_token: { type: 'string' } },
  description: 'Exactly one of `mobile` or `email`. Sent as JSON or as a form.',
};
const tags = ['Sign-in and account'];
const open = { security: [] };
const body = (schema: Record<string, unknown>) => ({
  required: true,
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
});

export const accountPaths: Record<string, unknown> = {
  '/api/health': { get: { tags: ['Operations'], ...open, summary: 'Database reachability', responses: { 200: { description: 'ok' }, 503: error('Database unreachable') } } },
  '/api/user/sendotp': {
    post: {
      tags, ...open, summary: 'Send a 6-digit sign-in code by SMS or email (5-minute expiry)', requestBody: body(identifier),
      responses: { 200: { description: 'Code sent; answers the masked destination' }, 400: error('Invalid identifier'), 403: error('Account deactivated or IP not allowed'), 404: error('No such account'), 429: error('Cool-down or rate limit; see Retry-After') },
    },
  },
  '/api/user/sendupdateotp': { post: { tags, summary: 'Send a verification code to a new mobile or email of the signed-in user', requestBody: body(identifier), responses: { 200: { description: 'Code sent' }, 400: error('Invalid, or already yours'), 409: error('Used by another account'), 429: error('Too soon or too many') } } },
  '/api/user/resentLoginOtp': { post: { tags, ...open, summary: 'Send the sign-in code again (same limits)', requestBody: body(identifier), responses: { 200: { description: 'Code sent' }, 429: error('Too soon or too many') } } },
  '/api/user/verifyOtp': {
    post: {
      tags, ...open, summary: 'Exchange the code for a JWT and the user record',
      requestBody: body({ ...identifier, properties: { ...identifier.properties, otp: { type: 'string', pattern: '^\\d{6}$' } } }),
      responses: { 200: { description: '{ token, user }' }, 400: error('Wrong or expired code'), 429: error('Locked after 5 wrong codes, or rate limited') },
    },
  },
  '/api/user/register': {
    post: {
      tags, ...open, summary: 'Register a new member (name, mobile, email); sends the sign-in code',
      requestBody: body({ type: 'object', required: ['name', 'mobile', 'email'], properties: { name: { type: 'string' }, mobile: { type: 'string' }, email: { type: 'string' }, referral_code: { type: 'string' } } }),
      responses: { 201: { description: 'Registered: { status, message, otp_sent, user }' }, 400: error('Invalid fields'), 409: error('Mobile or email already registered') },
    },
  },
  '/api/user/validate-token': { get: { tags, summary: 'Start-up token check (spec §4)', responses: { 200: { description: 'Token valid' }, 401: error('force_logout: true') } } },
  '/api/user/me': { get: { tags, summary: 'The signed-in user with role, role_type, accessAction and status', responses: { 200: { description: 'User details' }, 401: error('Not signed in') } } },
  '/api/user/get/{id}': { get: { tags, summary: 'User details (own id; staff need Customer → detailView for members, Admin Users → detailView for staff)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: 'User details' }, 403: error('Not allowed'), 404: error('Not found') } } },
  '/api/user/logout': { post: { tags, summary: 'Revoke this session', responses: { 200: { description: 'Signed out' } } } },
  '/api/admin/save/TempOtp': { post: { tags, summary: 'Generate a temporary support OTP for a user (Temporary OTP → process); the code is shown once', responses: { 200: { description: '{ otp, expires_at }' }, 400: error('Missing reason or user'), 403: error('Not allowed, or not a customer account'), 404: error('No such user') } } },
  '/api/admin/getTempOTP/{id}': { get: { tags, summary: 'Metadata of the active temporary OTP (never the code)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: '{ active, expires_at }' } } } },
  '/api/admin/dashboard': { get: { tags: ['Back office'], summary: 'Dashboard figures: counts, amounts by case status, revenue and 12-month series (any admin)', responses: { 200: { description: 'Dashboard' }, 403: error('Not an admin') } } },
  '/api/defaulter-cases/{id}/transitions': { get: { tags: ['Defaulter cases'], summary: 'Current status and the moves allowed from it (Defaulter → detailView)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: '{ status, allowed[] }' }, 404: error('No such case') } } },
  '/api/defaulter-cases/{id}/transition': { post: { tags: ['Defaulter cases'], summary: 'Move a case to another status, with a note where needed (Defaulter → process)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], requestBody: { required: true, ...json({ type: 'object', required: ['to'], properties: { to: { type: 'string' }, note: { type: 'string' }, settled_amount: { type: 'string' } } }) }, responses: { 200: { description: 'The updated case' }, 400: error('Missing note or amount'), 409: error('Move not allowed from the current status') } } },
  '/api/businesses/{id}/gst-hit': { post: { tags: ['GST'], summary: 'Look the business’s GSTIN up with the GST service (Business → process)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: 'Result, logged' }, 502: error('GST service unavailable') } } },
  '/api/businesses/gst-hit/bulk': { post: { tags: ['GST'], summary: 'Bulk GST hit: JSON { gstins } or a CSV upload (Business → process)', responses: { 200: { description: 'Batch summary' }, 400: error('Invalid list'), 413: error('File too large') } } },
  '/api/media/upload': { post: { tags: ['Content'], summary: 'Upload an image or PDF to the media library (CMS → add_edit)', responses: { 201: { description: 'The media record' }, 400: error('Wrong type'), 413: error('Over 10 MB') } } },
  '/api/media/{id}/file': { get: { tags: ['Content'], ...open, summary: 'A media file (public: CMS images appear on the public site)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: 'The file' }, 404: error('Not found') } } },
  '/api/import/{resource}/preview': { post: { tags: ['Bulk import'], summary: 'Upload a CSV/XLSX and validate every row (feature → process)', parameters: [{ name: 'resource', in: 'path', required: true, schema: { type: 'string', enum: ['defaulter-cases', 'customers', 'businesses', 'promo-codes', 'cities', 'business-categories'] } }], responses: { 200: { description: '{ import_id, total_rows, valid_rows, invalid_rows, errors[], preview[] }' }, 400: error('Bad file'), 413: error('Over 50 MB') } } },
  '/api/import/jobs/{id}/commit': { post: { tags: ['Bulk import'], summary: 'Insert every row in one transaction, or none (202; poll the job)', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }], responses: { 202: { description: 'Started' }, 409: error('File has invalid rows, or already committed') } } },
  '/api/import/jobs/{id}': { get: { tags: ['Bulk import'], summary: 'Import progress', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }], responses: { 200: { description: '{ status, processed_rows, total_rows }' } } } },
  '/api/dev/outbox': { get: { tags: ['Operations'], ...open, summary: 'Development only: latest outbox messages for a recipient (404 in production)', parameters: [{ name: 'to', in: 'query', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'Messages, newest first' }, 404: error('Production') } } },
};
