/**
 * OpenAPI entries of notices, disputes and GSTIN watches (issue 10 §3; api/src/domain/caseNotices).
 * openApiDocument adds the statuses every operation may answer (400, 401, 503). Shapes: NoticeClaim in
 * api/src/domain/caseNotices/noticeView.ts, GstinWatch in api/src/contracts/gstinWatches.ts.
 */
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const tokenParam = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The token of the notice link (43 url-safe characters): the only credential, no sign-in',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
};
const idParam = { name: 'id', in: 'path', required: true, description: 'Defaulter case id', schema: { type: 'integer', minimum: 1 } };
const noNotice = error('Unknown or replaced notice (one answer for both)');
const code = { type: 'string', pattern: '^\\d{6}$', description: 'The 6-digit code from POST /api/notices/{token}/code' };
const tags = ['Notices and disputes'];

export const noticePaths = {
  '/api/notices/{token}': {
    get: {
      tags,
      security: [],
      summary:
        'The claim as the reported business sees it: parties, invoices, amounts, status, reply window, dispute, timeline, evidence links and the MSMED Act interest',
      parameters: [tokenParam],
      responses: {
        200: {
          description:
            'NoticeClaim (each view is logged). `interest` is the MSMED Act interest as of today in India — the same CaseInterest shape as GET /api/defaulter-cases/{id}/interest (applicable false with a reason when it does not apply).',
        },
        404: noNotice,
      },
    },
  },
  '/api/notices/{token}/code': {
    post: {
      tags,
      security: [],
      summary:
        'Send a 6-digit code to the notice’s contacts (5 minutes; 30 s between sends; 5 in 15 minutes per notice; the sign-in codes’ per-IP limit)',
      parameters: [tokenParam],
      responses: {
        200: {
          description: 'Where it went, masked',
          ...json({
            type: 'object',
            properties: { sent_to: { type: 'array', items: { type: 'string' } }, expires_in_seconds: { type: 'integer' } },
          }),
        },
        404: noNotice,
        409: error('No mobile or email on record for this notice'),
        429: error('Wait before asking for another code, or too many codes asked for from this network (Retry-After)'),
      },
    },
  },
  '/api/notices/{token}/accept': {
    post: {
      tags,
      security: [],
      summary: 'Accept the claim: the case is listed from now',
      parameters: [tokenParam],
      requestBody: { required: true, ...json({ type: 'object', required: ['code'], properties: { code } }) },
      responses: {
        200: { description: '{ accepted_at, listed_from }' },
        400: error('Wrong, expired or used code'),
        404: noNotice,
        409: error('Already accepted, disputed or closed'),
        429: error('Too many wrong codes for this notice, or too many attempts from this network (Retry-After)'),
      },
    },
  },
  '/api/notices/{token}/dispute': {
    post: {
      tags,
      security: [],
      summary:
        'Dispute the claim with a statement and up to 5 PDF/JPEG/PNG documents: the case becomes disputed until staff decide (within 30 days)',
      parameters: [tokenParam],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['code', 'statement'],
              properties: {
                code,
                statement: { type: 'string', minLength: 20, maxLength: 4000 },
                documents: { type: 'array', maxItems: 5, items: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
      responses: {
        201: { description: '{ dispute_id, status: open, decide_by, documents }' },
        400: error('Statement, document or code refused: nothing written'),
        404: noNotice,
        409: error('Already disputed, or the case is closed'),
        413: error('A document is too large'),
        429: error('Too many wrong codes for this notice, or too many attempts from this network (Retry-After)'),
      },
    },
  },
  '/api/admin/defaulter-cases/{id}/dispute': {
    get: {
      tags,
      summary: 'The case’s latest dispute with its documents, or null (Defaulter → detailView)',
      parameters: [idParam],
      responses: { 200: { description: '{ dispute }' }, 403: error('Without Defaulter → detailView'), 404: error('No such case') },
    },
  },
  '/api/admin/defaulter-cases/{id}/dispute/decide': {
    post: {
      tags,
      summary:
        'Decide the open dispute (Defaulter → process): upheld → wrongly reported (default) or removed; rejected → the status before the dispute',
      parameters: [idParam],
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          required: ['outcome', 'note'],
          additionalProperties: false,
          properties: {
            outcome: { type: 'string', enum: ['upheld', 'rejected'] },
            note: { type: 'string', minLength: 1, maxLength: 2000 },
            upheld_status: { type: 'string', enum: ['wrongly_reported', 'removed'] },
          },
        }),
      },
      responses: {
        200: { description: '{ case, dispute }' },
        403: error('Without Defaulter → process'),
        404: error('No such case'),
        409: error('No open dispute'),
      },
    },
  },
  '/api/admin/defaulter-cases/{id}/notice/resend': {
    post: {
      tags,
      summary: 'Send the notice again with a new link; the old link stops working (Defaulter → process)',
      parameters: [idParam],
      responses: {
        200: { description: '{ notice_id, messages, reply_window_ends_at }' },
        403: error('Without Defaulter → process'),
        404: error('No such case'),
        409: error('The case has had no notice, or is closed'),
      },
    },
  },
  '/api/member/watches': {
    get: {
      tags,
      summary: 'The GSTINs the member watches (alerted when a case against one is verified or settled)',
      responses: { 200: { description: 'GstinWatch[]' }, 403: error('Members only') },
    },
    post: {
      tags,
      summary: 'Watch a GSTIN (check digit validated)',
      requestBody: { required: true, ...json({ type: 'object', required: ['gstin'], properties: { gstin: { type: 'string' } } }) },
      responses: {
        200: { description: 'Already watched: the existing watch' },
        201: { description: 'GstinWatch' },
        403: error('Members only'),
      },
    },
  },
  '/api/member/watches/{gstin}': {
    delete: {
      tags,
      summary: 'Stop watching a GSTIN',
      parameters: [{ name: 'gstin', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 204: { description: 'No longer watched' }, 403: error('Members only'), 404: error('Not watched') },
    },
  },
};
