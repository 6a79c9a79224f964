/**
 * Engine hooks of evidence: deleting a case or a document keeps its files for the retention period;
 * a document served by the engine's file route is logged as a download.
 */
import type { HookMap } from '../../engine/hooks';
import { logMemberOrStaffDownload } from './evidenceDownloadLog';
import { retainCaseFiles } from './evidenceRetention';

export const evidenceHooks = {
  'defaulter-cases': {
    async beforeDelete(before, h) {
      await retainCaseFiles(h.trx, { case_id: Number(before.id) });
    },
  },
  'case-documents': {
    async beforeDelete(before, h) {
      await retainCaseFiles(h.trx, { id: Number(before.id) });
    },
    afterFileDownload: logMemberOrStaffDownload,
  },
  'transaction-documents': { afterFileDownload: logMemberOrStaffDownload },
} satisfies HookMap;
