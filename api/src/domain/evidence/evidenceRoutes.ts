/**
 * GET /api/defaulter-cases/:id/evidence  (signed in: the case's reporter, or staff with Defaulter →
 *     detailView) → { data: { documents: [{ …, sha256, url }], zip_url, expires_at } }
 * GET /api/evidence/:token  (no sign-in: the signed link is the credential) → the file, or every
 *     file of the case as evidence_files.zip. Expired → 410; not valid, or the viewer lost the
 *     right → 404. Every download is logged.
 */
import { Router, type Request } from 'express';
import { clientIp } from '../../auth/clientIp';
import { principalOf } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { recordId } from '../../engine/requestCall';
import { setAttachmentHeaders } from '../../http/attachmentHeaders';
import { FileNotFoundError, InvalidStoragePathError } from '../../storage/fileStorage';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { caseEvidence, EvidenceAccessError, logEvidenceDownload, openEvidenceLink, viewerFor } from './caseEvidence';
import { EVIDENCE_ZIP_NAME, writeEvidenceZip } from './evidenceZip';
import { refusal } from '../errors';

/** An evidence refusal, coded by its reason (a case not found with its id). */
function asHttpError(err: unknown): unknown {
  if (!(err instanceof EvidenceAccessError)) return err;
  if (err.reason === 'forbidden') return refusal('EVIDENCE_ROLE', {});
  if (err.reason === 'expired') return refusal('EVIDENCE_LINK_EXPIRED', {});
  if (err.reason === 'invalid') return refusal('EVIDENCE_LINK_INVALID', {});
  return err.caseId !== undefined ? refusal('CASE_ID_UNKNOWN', { id: err.caseId }) : refusal('EVIDENCE_FILE_GONE', {});
}

const missingFile = () => refusal('EVIDENCE_FILE_GONE', {});

export function evidenceRoutes(ctx: AppContext) {
  const router = Router();
  const storage = ctx.storage ?? localDiskStorage();

  router.get('/defaulter-cases/:id/evidence', async (req, res) => {
    const p = principalOf(req);
    try {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json({ data: await caseEvidence(ctx.db, recordId(String(req.params.id)), viewerFor(p)) });
    } catch (err) {
      throw asHttpError(err);
    }
  });

  router.get('/evidence/:token', async (req: Request, res) => {
    let opened;
    try {
      opened = await openEvidenceLink(ctx.db, String(req.params.token));
    } catch (err) {
      throw asHttpError(err);
    }
    const { target, viewer, documents } = opened;
    const log = (documentId: number | null, asZip: boolean) =>
      logEvidenceDownload(ctx.db, {
        documentTable: 'case_documents',
        documentId,
        caseId: target.caseId,
        viewer,
        asZip,
        ip: clientIp(req),
        userAgent: req.get('user-agent') ?? null,
      });

    if (target.what === 'zip') {
      // Every file must be there before the first byte goes out: a zip cut short is worse than a 404.
      for (const d of documents) {
        try {
          const f = await storage.get(d.file_path);
          f.stream.destroy();
        } catch (err) {
          if (err instanceof FileNotFoundError || err instanceof InvalidStoragePathError) throw missingFile();
          throw err;
        }
      }
      await log(null, true);
      setAttachmentHeaders(res, { mime: 'application/zip', name: EVIDENCE_ZIP_NAME });
      await writeEvidenceZip(documents, storage, res);
      return;
    }

    const doc = documents[0]!;
    let file;
    try {
      file = await storage.get(doc.file_path);
    } catch (err) {
      if (err instanceof FileNotFoundError || err instanceof InvalidStoragePathError) throw missingFile();
      throw err;
    }
    await log(doc.id, false);
    setAttachmentHeaders(res, { mime: doc.mime_type, name: doc.original_name, size: file.size });
    file.stream.on('error', (err) => {
      req.log?.error({ err }, 'evidence stream failed');
      res.destroy(err);
    });
    file.stream.pipe(res);
  });

  return router;
}
