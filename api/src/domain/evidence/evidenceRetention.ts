/**
 * Evidence outlives the records that point at it (issue 10 §2): when a case — or one of its
 * documents — is deleted, its files are not removed with the rows. Their storage keys go to
 * evidence_retention with the day they may go (the global setting evidence-retention-days, default
 * eight years, as books of account are kept), and the daily evidence-retention job removes a file
 * only after that day, and only if no record points at it again.
 */
import type { Knex } from 'knex';
import { InvalidStoragePathError, type FileStorage } from '../../storage/fileStorage';
import { settingValues } from '../settings';

export const RETENTION_SETTING = 'evidence-retention-days';
export const DEFAULT_RETENTION_DAYS = 2920;
const DAY_MS = 86_400_000;

/** Days to keep, from the setting; a missing or unreadable value falls back to the default. */
export function retentionDays(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_RETENTION_DAYS;
}

/** Keeps the files of these case_documents rows (by case or by id) until the retention period ends. */
export async function retainCaseFiles(
  trx: Knex.Transaction,
  where: { case_id: number } | { id: number },
  now = new Date(),
): Promise<number> {
  const docs = await trx('case_documents').where(where).select('file_path', 'case_id', 'sha256');
  if (!docs.length) return 0;
  const days = retentionDays((await settingValues(trx, [RETENTION_SETTING])).get(RETENTION_SETTING)?.value);
  const retainUntil = new Date(now.getTime() + days * DAY_MS);
  await trx('evidence_retention')
    .insert(docs.map((d) => ({ file_path: d.file_path, case_id: d.case_id, sha256: d.sha256, retain_until: retainUntil })))
    .onConflict('file_path')
    .merge(['retain_until']);
  return docs.length;
}

/** Removes files whose retention ended and that no record uses any more, in batches. Returns how many went. */
export async function sweepRetainedEvidence(db: Knex, storage: FileStorage, now = new Date()): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    const due = await db('evidence_retention').where('retain_until', '<=', now).orderBy('id').limit(500).select('id', 'file_path');
    for (const row of due) {
      const inUse = await db('case_documents').where({ file_path: row.file_path }).first('id');
      // A key this storage could not have made (never a real file) only has its row removed.
      if (
        !inUse &&
        (await storage.remove(String(row.file_path)).then(
          () => true,
          (err) => (err instanceof InvalidStoragePathError ? false : Promise.reject(err)),
        ))
      ) {
        removed++;
      }
      await db('evidence_retention').where({ id: row.id }).delete();
    }
    if (due.length < 500) return { removed };
  }
}
