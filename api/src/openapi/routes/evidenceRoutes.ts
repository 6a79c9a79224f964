/** Case evidence and its shared links (domain/evidence): one declaration per endpoint. */
import { z } from 'zod';
import { dateTime } from '../../contracts/answers/answerParts';
import { defineRoutes, idInPath } from '../routeContract';

const tags = ['Case evidence'];

export const evidenceRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/defaulter-cases/{id}/evidence',
    tags,
    summary: 'The documents of a case with short-lived download links: for its reporter, or staff with Defaulter → detailView',
    params: z.object({ id: idInPath }),
    responses: {
      200: {
        description: 'The documents and links',
        body: z.looseObject({
          data: z.strictObject({
            documents: z.array(
              z.strictObject({
                id: z.number().int().min(1),
                doc_type: z.string().meta({ examples: ['invoice'] }),
                original_name: z.string(),
                mime_type: z.enum(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']),
                size_bytes: z.number().int().min(1),
                sha256: z
                  .string()
                  .regex(/^[0-9a-f]{64}$/)
                  .nullable()
                  .meta({ description: 'Fingerprint of the stored bytes; null for files stored before fingerprints were kept' }),
                created_at: dateTime,
                url: z
                  .string()
                  .regex(/^\/api\/evidence\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
                  .meta({ description: 'GET without sign-in until expires_at' }),
              }),
            ),
            zip_url: z
              .string()
              .regex(/^\/api\/evidence\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
              .meta({ description: 'GET without sign-in until expires_at' })
              .nullable()
              .meta({ description: 'Every document as evidence_files.zip, with SHA256SUMS.txt' }),
            expires_at: dateTime.meta({ description: 'The links stop working at this time (10 minutes)' }),
          }),
        }),
      },
      403: 'Staff without Defaulter → detailView',
      404: 'No such case, or not the member’s own',
    },
  },
  {
    method: 'get',
    path: '/api/evidence/{token}',
    tags,
    open: true,
    summary: 'Download a file (or the zip) a signed evidence link names; logged',
    description:
      'The link is checked (signature, expiry) and so is its viewer’s right at this moment. Sent as an attachment with nosniff and a sandboxing CSP.',
    params: z.object({ token: z.string().max(600) }),
    responses: {
      200: {
        description: 'The file, or evidence_files.zip',
        body: z.string().meta({ format: 'binary' }),
        media: ['application/pdf', 'image/jpeg', 'image/png', 'application/zip'],
        headers: { 'Content-Disposition': { schema: z.string().regex(/^attachment; filename="/), required: true } },
      },
      404: 'Not a valid link, the viewer may no longer see the case, or the file is gone',
      410: 'The link has expired: ask for the case’s evidence again',
    },
  },
]);
