/**
 * OpenAPI entries of case evidence (api/src/domain/evidence/evidenceRoutes.ts): short-lived signed
 * links, and the download they open. openApiDocument adds the statuses every operation may answer.
 */
type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const tags = ['Case evidence'];
const link = {
  type: 'string',
  pattern: '^/api/evidence/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
  description: 'GET without sign-in until expires_at',
};

export const evidenceDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'doc_type', 'original_name', 'mime_type', 'size_bytes', 'sha256', 'created_at', 'url'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    doc_type: { type: 'string', example: 'invoice' },
    original_name: { type: 'string' },
    mime_type: { enum: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] },
    size_bytes: { type: 'integer', minimum: 1 },
    sha256: {
      type: ['string', 'null'],
      pattern: '^[0-9a-f]{64}$',
      description: 'Fingerprint of the stored bytes; null for files stored before fingerprints were kept',
    },
    created_at: { type: 'string', format: 'date-time' },
    url: link,
  },
};

export const caseEvidenceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['documents', 'zip_url', 'expires_at'],
  properties: {
    documents: { type: 'array', items: evidenceDocumentSchema },
    zip_url: { oneOf: [link, { type: 'null' }], description: 'Every document as evidence_files.zip, with SHA256SUMS.txt' },
    expires_at: { type: 'string', format: 'date-time', description: 'The links stop working at this time (10 minutes)' },
  },
};

export const evidencePaths = {
  '/api/defaulter-cases/{id}/evidence': {
    get: {
      tags,
      summary: 'The documents of a case with short-lived download links: for its reporter, or staff with Defaulter → detailView',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' } }],
      responses: {
        200: {
          description: 'The documents and links',
          ...json({ type: 'object', required: ['data'], properties: { data: caseEvidenceSchema } }),
        },
        403: error('Staff without Defaulter → detailView'),
        404: error('No such case, or not the member’s own'),
      },
    },
  },
  '/api/evidence/{token}': {
    get: {
      tags,
      security: [],
      summary: 'Download a file (or the zip) a signed evidence link names; logged',
      description:
        'The link is checked (signature, expiry) and so is its viewer’s right at this moment. Sent as an attachment with nosniff and a sandboxing CSP.',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: 600 } }],
      responses: {
        200: {
          description: 'The file, or evidence_files.zip',
          headers: { 'Content-Disposition': { required: true, schema: { type: 'string', pattern: '^attachment; filename="' } } },
          content: {
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'application/zip': { schema: { type: 'string', format: 'binary' } },
          },
        },
        404: error('Not a valid link, the viewer may no longer see the case, or the file is gone'),
        410: error('The link has expired: ask for the case’s evidence again'),
      },
    },
  },
};
