/**
 * Bulk import: preview validates every row of the stored file and reports per-row errors;
 * commit re-reads the file and inserts every row in ONE transaction, or none. Both stream the
 * file, so memory stays flat for files of any length.
 *
 * The uploaded file lives only as long as it can still be committed: it is deleted when the commit
 * ends (committed or failed), at once when the preview found invalid rows (such a preview can never
 * be committed), and when the preview expires (IMPORT_PREVIEW_TTL_SECONDS after it was made; the
 * job then shows as failed with "expired"). Expiry is applied when the job is read or committed, and
 * by sweepImportFiles, which runs when a new preview is made and at server start (there is no
 * background job runner); at start it also deletes upload files no live import refers to.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Principal } from '../auth/principal';
import { DATA_DIR } from '../config/env';
import { sidePool } from '../db/sidePool';
import type { AppContext } from '../context';
import {
  MAX_LISTED_ISSUES,
  PREVIEW_ROWS,
  type ImportIssue,
  type ImportJob,
  type ImportPreview,
  type TableFormat,
} from '../contracts/bulkImport';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { mapColumns } from './columnMapping';
import { checkRow, makeRowReader, ReferenceResolver } from './rowValidation';
import { UniqueRowChecker, type PendingRow } from './uniqueRows';
import { hooksIn, type ResourceHooks } from '../engine/hooks';
import { createMany, type EngineCall } from '../engine/resourceService';
import { rowRefusal } from '../engine/rowRefusal';
import type { SignedInCall } from '../callContext';
import type { Scope } from '../engine/resourceScope';
import { readTable } from './tableFile';
import { recordImporterFor } from '../domain/recordImporters';
import { recordAction } from '../audit/recordAction';
import { asHttpError } from '../http/domainErrors';
import { reason, refusal } from '../domain/errors';

/** How long a preview may be committed. After that its file is deleted and the job is failed as expired. */
export const IMPORT_PREVIEW_TTL_SECONDS = 24 * 3600;
/** The folder importRoutes' uploads are written to (one random name per upload). */
export const IMPORT_UPLOAD_DIR = path.join(DATA_DIR, 'imports');
const EXPIRED_MESSAGE =
  'This preview expired before it was imported (previews are kept for 24 hours). Upload the file again; nothing was imported.';
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:csv|xlsx|bin)$/;

type Log = { warn(obj: object, msg?: string): void };

/** Deletes an uploaded import file; a missing file is fine, any other failure is logged, never thrown. */
async function removeUpload(logger: Log, file: string) {
  try {
    await fs.promises.rm(file, { force: true });
  } catch (err) {
    logger.warn({ err, file }, 'could not delete an import file');
  }
}

/** `created_at` older than this is an expired preview (database time, so app clocks do not matter). */
const expiryCutoff = (db: Knex, ttlSeconds: number) => db.raw('now() - make_interval(secs => ?)', [ttlSeconds]);

/**
 * Fails every preview older than the TTL (or only `id`) as expired and deletes its file; answers how
 * many expired. Safe to run concurrently: each job is claimed by one UPDATE.
 */
export async function expireImportPreviews(db: Knex, logger: Log, opts: { id?: string; ttlSeconds?: number } = {}): Promise<number> {
  const expired: Array<{ file_path: string }> = await db('import_jobs')
    .where({ status: 'previewed', ...(opts.id ? { id: opts.id } : {}) })
    .andWhere('created_at', '<', expiryCutoff(db, opts.ttlSeconds ?? IMPORT_PREVIEW_TTL_SECONDS))
    .update({ status: 'failed', error: EXPIRED_MESSAGE, updated_at: db.fn.now() })
    .returning('file_path');
  for (const job of expired) await removeUpload(logger, job.file_path);
  return expired.length;
}

/**
 * Expires old previews, then (with `dir`) deletes files in the upload folder that no live import
 * (previewed or committing) refers to and that are older than the TTL — left over by a crash, or by
 * imports made before files were cleaned up. Files younger than the TTL are left alone: an upload
 * may still be being previewed.
 */
export async function sweepImportFiles(db: Knex, logger: Log, opts: { dir?: string; ttlSeconds?: number; now?: number } = {}) {
  const ttlSeconds = opts.ttlSeconds ?? IMPORT_PREVIEW_TTL_SECONDS;
  const expired = await expireImportPreviews(db, logger, { ttlSeconds });
  let orphans = 0;
  if (opts.dir) {
    let names: string[];
    try {
      names = (await fs.promises.readdir(opts.dir)).filter((n) => UPLOAD_NAME.test(n));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { expired, orphans };
      throw err;
    }
    const live = new Set(
      (await db('import_jobs').whereIn('status', ['previewed', 'committing']).pluck('file_path')).map((f: string) => path.resolve(f)),
    );
    const oldest = (opts.now ?? Date.now()) - ttlSeconds * 1000;
    for (const name of names) {
      const file = path.resolve(opts.dir, name);
      if (live.has(file)) continue;
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs >= oldest) continue;
      await removeUpload(logger, file);
      orphans += 1;
    }
  }
  return { expired, orphans };
}

/** An import_jobs row: the job as GET /import/jobs/:id shows it, and where the uploaded file is kept. */
export interface ImportJobRow extends ImportJob {
  file_path: string;
}

const STAFF: Scope = { kind: 'staff' };

/** The file's rows as bodies (cells read, references resolved), with what the cells could not be turned into. */
async function* readRows(db: Knex, r: ResourceDef, file: string, format: TableFormat) {
  const forced = { ...(r.baseFilter ?? {}) };
  let read: ReturnType<typeof makeRowReader> | undefined;
  let headerOf: Map<string, string>;
  const resolver = new ReferenceResolver(db);
  for await (const { line, cells } of readTable(file, format)) {
    if (!read) {
      const mapping = mapColumns(r, Object.keys(cells), forced);
      if (mapping.missing.length) {
        const labels = mapping.missing.map((f) => r.fields[f]!.label);
        throw refusal(
          'IMPORT_MISSING_COLUMNS',
          { columns: labels.join(', ') },
          { file: reason(labels.length > 1 ? 'IMPORT_ADD_COLUMNS_PLAIN' : 'IMPORT_ADD_COLUMN_PLAIN', { columns: labels.join(', ') }) },
        );
      }
      if (!mapping.fields.size) throw refusal('IMPORT_NO_MATCHING_COLUMN', {});
      read = makeRowReader(r, mapping.fields, resolver);
      headerOf = new Map([...mapping.fields].map(([h, f]) => [f, h]));
      yield { unknownColumns: mapping.unknown, headerOf };
    }
    yield { line, cells, ...(await read(line, cells)) };
  }
}

/** Rows checked against the database for duplicates at a time. */
const UNIQUE_BATCH = 500;

/**
 * Preview: every row checked by the engine's create rules, then for duplicates — of an earlier row
 * of the file or of a record already in the list — as issues by column.
 */
async function* validatedRows(db: Knex, r: ResourceDef, file: string, format: TableFormat, checkFields?: ResourceHooks['checkFields']) {
  let headerOf = new Map<string, string>();
  let unique: UniqueRowChecker | undefined;
  let batch: Array<PendingRow & { data?: Record<string, unknown> }> = [];
  const flush = async () => {
    await unique!.check(batch.filter((row) => row.data) as PendingRow[]);
    const out = batch.map((row) =>
      row.issues.length ? { line: row.line, issues: row.issues } : { line: row.line, data: row.data, issues: row.issues },
    );
    batch = [];
    return out;
  };
  for await (const item of readRows(db, r, file, format)) {
    if ('unknownColumns' in item) {
      headerOf = item.headerOf ?? headerOf;
      unique = await UniqueRowChecker.forResource(db, r, headerOf);
      yield { unknownColumns: item.unknownColumns };
      continue;
    }
    const checked = checkRow(r, item.line, item.body, item.issues, STAFF, headerOf, checkFields);
    batch.push({ line: item.line, cells: item.cells, data: checked.data!, issues: checked.issues });
    if (batch.length >= UNIQUE_BATCH) yield* await flush();
  }
  if (batch.length) yield* await flush();
}

/**
 * Validates the uploaded file and records the preview. Takes ownership of the file: it is kept only
 * while the preview can be committed (the caller deletes it when this throws).
 */
export async function previewImport(
  ctx: AppContext,
  p: Principal,
  r: ResourceDef,
  upload: { path: string; originalName: string; format: TableFormat },
): Promise<ImportPreview> {
  await expireImportPreviews(ctx.db, ctx.logger).catch((err) => ctx.logger.warn({ err }, 'sweeping expired import previews failed'));
  let total = 0;
  let valid = 0;
  let invalid = 0;
  const issues: ImportIssue[] = [];
  const preview: ImportPreview['preview'] = [];
  let unknownColumns: string[] = [];
  const importer = recordImporterFor(r.name);
  const rows = importer
    ? importer.check(ctx.db, readTable(upload.path, upload.format))
    : validatedRows(ctx.db, r, upload.path, upload.format, hooksIn(ctx.hooks, r.name).checkFields);
  for await (const item of rows) {
    if ('unknownColumns' in item) {
      unknownColumns = item.unknownColumns ?? [];
      continue;
    }
    total += 1;
    if (item.data) {
      valid += 1;
      if (preview.length < PREVIEW_ROWS) preview.push({ row: item.line, ...item.data });
    } else {
      invalid += 1;
      for (const issue of item.issues) if (issues.length < MAX_LISTED_ISSUES) issues.push(issue);
    }
  }
  if (!total) throw refusal('IMPORT_NO_ROWS', {});
  const id = crypto.randomUUID();
  await ctx.db('import_jobs').insert({
    id,
    resource: r.name,
    original_name: upload.originalName.slice(0, 255),
    file_path: upload.path,
    format: upload.format,
    total_rows: total,
    valid_rows: valid,
    invalid_rows: invalid,
    created_by: p.userId,
  });
  // A file with invalid rows can never be committed (commitImport refuses it): nothing to keep.
  if (invalid > 0) await removeUpload(ctx.logger, upload.path);
  return {
    import_id: id,
    resource: r.name,
    total_rows: total,
    valid_rows: valid,
    invalid_rows: invalid,
    unknown_columns: unknownColumns,
    errors: issues,
    errors_listed: issues.length,
    preview,
  };
}

/** The import job; a preview past its expiry is expired first (file deleted, status failed). */
export async function getImportJob(db: Knex, id: string, logger: Log = console): Promise<ImportJobRow> {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw refusal('IMPORT_UNKNOWN', {});
  const job = await db('import_jobs').where({ id }).first();
  if (!job) throw refusal('IMPORT_UNKNOWN', {});
  if (job.status === 'previewed' && (await expireImportPreviews(db, logger, { id }))) return db('import_jobs').where({ id }).first();
  return job;
}

/** A row's problems per column (two problems in one column read as one sentence after the other). */
function issuesByColumn(issues: readonly ImportIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.column] = out[i.column] ? `${out[i.column]!.replace(/\.?$/, '.')} ${i.message}` : i.message;
  return out;
}

/**
 * Commit, in one transaction: the rows go through the engine's createMany (the same pipeline as one
 * create), or through the list's own importer (its service, e.g. defaulter reports) and one audit row.
 */
async function insertAll(ctx: AppContext, who: SignedInCall, r: ResourceDef, job: ImportJobRow) {
  const call: EngineCall = { ...who, app: ctx, scope: STAFF };
  // Progress must be visible while the transaction is open, so it is written on the side pool:
  // never a second connection from the main pool while this one holds the transaction.
  const onProgress = (processed: number) =>
    sidePool(ctx.db)('import_jobs')
      .where({ id: job.id })
      .update({ processed_rows: processed })
      .then(
        () => undefined,
        (err: unknown) => ctx.logger.warn({ err, importId: job.id }, 'could not record import progress'),
      );
  const importer = recordImporterFor(r.name);
  if (importer) {
    await ctx.db.transaction(async (trx) => {
      const rows = await importer.commit(trx, who, readTable(job.file_path, job.format), onProgress);
      await recordAction(trx, who, { resource: r.name, action: 'import', after: { import_id: job.id, file: job.original_name, rows } });
    });
    return;
  }
  await ctx.db.transaction(async (trx) => {
    async function* bodies() {
      for await (const item of readRows(trx, r, job.file_path, job.format)) {
        if ('unknownColumns' in item) continue;
        if (item.issues.length) throw rowRefusal(r, item.line, issuesByColumn(item.issues));
        yield { line: item.line, body: item.body };
      }
    }
    await createMany(
      r,
      bodies(),
      { ...call, trx },
      {
        audit: { action: 'import', after: { import_id: job.id, file: job.original_name } },
        onProgress,
      },
    );
  });
}

/** Starts the commit (answers at once; progress via getImportJob). Refuses files with invalid rows. */
export async function commitImport(ctx: AppContext, who: SignedInCall, job: ImportJobRow) {
  if (job.invalid_rows > 0) throw refusal('IMPORT_ROWS_WITH_ERRORS', { rows: Number(job.invalid_rows) });
  const claimed = await ctx
    .db('import_jobs')
    .where({ id: job.id, status: 'previewed' })
    .andWhere('created_at', '>=', expiryCutoff(ctx.db, IMPORT_PREVIEW_TTL_SECONDS))
    .update({ status: 'committing', updated_at: ctx.db.fn.now() });
  if (!claimed) {
    if (job.status === 'previewed' && (await expireImportPreviews(ctx.db, ctx.logger, { id: job.id })))
      throw refusal('IMPORT_PREVIEW_EXPIRED', {});
    const now = await ctx.db('import_jobs').where({ id: job.id }).first('status', 'error');
    throw now?.error === EXPIRED_MESSAGE
      ? refusal('IMPORT_PREVIEW_EXPIRED', {})
      : refusal('IMPORT_ALREADY', { status: String(now?.status ?? job.status) });
  }
  const r = getResource(job.resource)!;
  // The file is deleted before the final status is written, so a job seen as committed or failed has no file left.
  const done = insertAll(ctx, who, r, job).then(
    async () => {
      await removeUpload(ctx.logger, job.file_path);
      await ctx
        .db('import_jobs')
        .where({ id: job.id })
        .update({ status: 'committed', committed_at: ctx.db.fn.now(), updated_at: ctx.db.fn.now() });
    },
    async (err: unknown) => {
      const message = asHttpError(err)?.message ?? describeDbError(err, r);
      ctx.logger.warn({ err, importId: job.id }, 'import failed');
      await removeUpload(ctx.logger, job.file_path);
      await ctx
        .db('import_jobs')
        .where({ id: job.id })
        .update({ status: 'failed', processed_rows: 0, error: message.slice(0, 500), updated_at: ctx.db.fn.now() });
    },
  );
  return { started: done };
}

function describeDbError(err: unknown, r?: ResourceDef): string {
  const e = err as { code?: string; detail?: string };
  // Named by the fields involved, never with the database's own text.
  const fields = (e.detail?.match(/Key \(([^)]+)\)/)?.[1] ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const labels = fields.map((c) => (r ? (r.fields[c]?.label ?? c) : c)).join(' and ');
  if (e.code === '23505')
    return `A row repeats ${labels ? `a ${labels} that is` : 'a value that must be'} already in the list. Nothing was imported.`;
  if (e.code === '23503')
    return `A row points to ${labels ? `a ${labels} that does` : 'a record that does'} not exist. Nothing was imported.`;
  if (e.code?.startsWith('23')) return 'A row breaks a rule of this list. Nothing was imported.';
  return 'The import failed on our side. Nothing was imported; please try again.';
}
