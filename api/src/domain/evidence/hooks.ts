/** Engine hooks of evidence: deleting a case or a document keeps its files for the retention period. */
import type { HookMap } from '../../engine/hooks';
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
  },
} satisfies HookMap;
