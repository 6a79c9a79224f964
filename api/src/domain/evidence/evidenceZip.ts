/**
 * The evidence of a case as one file, evidence_files.zip (spec §7): every document under a name
 * that says what it is ("01-invoice-bill 42.pdf"), and SHA256SUMS.txt listing each file's
 * fingerprint, so whoever receives the zip can check that nothing was changed. Streamed: files are
 * read one after another from storage, never all held in memory.
 */
import { ZipArchive } from 'archiver';
import type { Writable } from 'node:stream';
import type { FileStorage } from '../../storage/fileStorage';
import type { EvidenceFileRow } from './caseEvidence';

export const EVIDENCE_ZIP_NAME = 'evidence_files.zip';

/** A file name safe in every zip tool: no folders, no control characters, at most 120 characters. */
export function zipEntryName(index: number, doc: Pick<EvidenceFileRow, 'doc_type' | 'original_name'>): string {
  // The last 100 characters by code point: slicing UTF-16 units could split an emoji into a broken half.
  const clean = Array.from(doc.original_name.replace(/[/\\:*?"<>|\x00-\x1f]/g, '_'))
    .slice(-100)
    .join('');
  return `${String(index + 1).padStart(2, '0')}-${doc.doc_type}-${clean}`;
}

export function sha256SumsText(entries: ReadonlyArray<{ name: string; sha256: string | null }>): string {
  return (
    entries.map((e) => `${e.sha256 ?? '(fingerprint not recorded: uploaded before fingerprints were kept)'}  ${e.name}`).join('\n') + '\n'
  );
}

export async function writeEvidenceZip(docs: readonly EvidenceFileRow[], storage: FileStorage, out: Writable): Promise<void> {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const done = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    out.on('error', reject);
    out.on('finish', () => resolve());
    out.on('close', () => resolve());
  });
  zip.pipe(out);
  const listed: Array<{ name: string; sha256: string | null }> = [];
  for (const [i, doc] of docs.entries()) {
    const name = zipEntryName(i, doc);
    const file = await storage.get(doc.file_path);
    zip.append(file.stream, { name });
    listed.push({ name, sha256: doc.sha256 });
  }
  zip.append(sha256SumsText(listed), { name: 'SHA256SUMS.txt' });
  await zip.finalize();
  await done;
}
