/**
 * Bulk import: preview validates every row of the stored file and reports per-row errors;
 * commit re-reads the file and inserts every row in ONE transaction, or none. Both stream the
 * file, so memory stays flat for files of any length.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Principal } from '../auth/principal';
import { writeAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { MAX_LISTED_ISSUES, PREVIEW_ROWS, type ImportIssue, type ImportJob, type ImportPreview, type TableFormat } from '../contracts/bulkImport';
import { hooksFor } from '../engine/hooks';
import { toStoredColumns } from '../engine/storedColumns';
import { withDefaults } from '../engine/writeInput';
import { badRequest, conflict, HttpError, notFound } from '../http/httpError';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { mapColumns } from './columnMapping';
import { makeRowValidator, ReferenceResolver } from './rowValidation';
import { readTable } from './tableFile';

const PG_MAX_PARAMS = 60_000;

/** An import_jobs row: the job as GET /import/jobs/:id shows it, and where the uploaded file is kept. */
export interface ImportJobRow extends ImportJob { file_path: string }

async function* validatedRows(db: Knex, r: ResourceDef, file: string, format: TableFormat) {
  const forced = { ...(r.baseFilter ?? {}) };
  let validate: ReturnType<typeof makeRowValidator> | undefined;
  const resolver = new ReferenceResolver(db);
  for await (const { line, cells } of readTable(file, format)) {
    if (!validate) {
      const mapping = mapColumns(r, Object.keys(cells), forced);
      if (mapping.missing.length) {
        const labels = mapping.missing.map((f) => r.fields[f]!.label);
        throw badRequest(`The file has no column for: ${labels.join(', ')}.`, { file: `Add the column${labels.length > 1 ? 's' : ''} ${labels.join(', ')}.` });
      }
      if (!mapping.fields.size) throw badRequest('No column of this file matches a field of this list.');
      validate = makeRowValidator(r, mapping.fields, forced, resolver);
      yield { unknownColumns: mapping.unknown };
    }
    const { data, issues } = await validate(line, cells);
    yield { line, data: data ? withDefaults(r, data) : undefined, issues };
  }
}

export async function previewImport(ctx: AppContext, p: Principal, r: ResourceDef, upload: { path: string; originalName: string; format: TableFormat }): Promise<ImportPreview> {
  let total = 0; let valid = 0; let invalid = 0;
  const issues: ImportIssue[] = [];
  const preview: ImportPreview['preview'] = [];
  let unknownColumns: string[] = [];
  for await (const item of validatedRows(ctx.db, r, upload.path, upload.format)) {
    if ('unknownColumns' in item) { unknownColumns = item.unknownColumns ?? []; continue; }
    total += 1;
    if (item.data) {
      valid += 1;
      if (preview.length < PREVIEW_ROWS) preview.push({ row: item.line, ...item.data });
    } else {
      invalid += 1;
      for (const issue of item.issues) if (issues.length < MAX_LISTED_ISSUES) issues.push(issue);
    }
  }
  if (!total) throw badRequest('The file has no rows to import.');
  const id = crypto.randomUUID();
  await ctx.db('import_jobs').insert({
    id, resource: r.name, original_name: upload.originalName.slice(0, 255), file_path: upload.path, format: upload.format,
    total_rows: total, valid_rows: valid, invalid_rows: invalid, created_by: p.userId,
  });
  return { import_id: id, resource: r.name, total_rows: total, valid_rows: valid, invalid_rows: invalid, unknown_columns: unknownColumns, errors: issues, errors_listed: issues.length, preview };
}

export async function getImportJob(db: Knex, id: string): Promise<ImportJobRow> {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound('No such import.');
  const job = await db('import_jobs').where({ id }).first();
  if (!job) throw notFound('No such import.');
  return job;
}

async function insertAll(ctx: AppContext, p: Principal, r: ResourceDef, job: ImportJobRow, meta: { ip?: string; requestId?: string }) {
  const hooks = hooksFor(r.name);
  await ctx.db.transaction(async (trx) => {
    let batch: Record<string, unknown>[] = [];
    let processed = 0;
    const flush = async () => {
      if (!batch.length) return;
      await trx(r.table).insert(batch);
      processed += batch.length;
      batch = [];
      await ctx.db('import_jobs').where({ id: job.id }).update({ processed_rows: processed }); // outside trx: visible progress
    };
    const h = { trx, principal: p, resource: r, app: ctx };
    for await (const item of validatedRows(trx, r, job.file_path, job.format)) {
      if ('unknownColumns' in item) continue;
      if (!item.data) throw new HttpError(409, `Row ${item.line} is no longer valid: ${item.issues[0]?.message ?? 'check it'}. Nothing was imported.`);
      const row = (await hooks.beforeCreate?.(item.data, h)) ?? item.data;
      batch.push(toStoredColumns(r, row));
      if (batch.length * Object.keys(row).length >= PG_MAX_PARAMS) await flush();
    }
    await flush();
    await writeAudit(trx, {
      actorUserId: p.userId, actorRole: p.roleName, ip: meta.ip, requestId: meta.requestId,
      resource: r.name, action: 'import', after: { import_id: job.id, file: job.original_name, rows: processed },
    });
  });
}

/** Starts the commit (answers at once; progress via getImportJob). Refuses files with invalid rows. */
export async function commitImport(ctx: AppContext, p: Principal, job: ImportJobRow, meta: { ip?: string; requestId?: string }) {
  if (job.invalid_rows > 0) throw conflict(`This file has ${job.invalid_rows} row(s) with errors. Fix them and upload the file again; nothing was imported.`);
  const claimed = await ctx.db('import_jobs').where({ id: job.id, status: 'previewed' }).update({ status: 'committing', updated_at: ctx.db.fn.now() });
  if (!claimed) throw conflict(`This import is already ${job.status}.`);
  const r = getResource(job.resource)!;
  const done = insertAll(ctx, p, r, job, meta).then(
    () => ctx.db('import_jobs').where({ id: job.id }).update({ status: 'committed', committed_at: ctx.db.fn.now(), updated_at: ctx.db.fn.now() }),
    (err: unknown) => {
      const message = err instanceof HttpError ? err.message : describeDbError(err);
      ctx.logger.warn({ err, importId: job.id }, 'import failed');
      return ctx.db('import_jobs').where({ id: job.id }).update({ status: 'failed', processed_rows: 0, error: message.slice(0, 500), updated_at: ctx.db.fn.now() });
    },
  );
  return { started: done };
}

function describeDbError(err: unknown): string {
  const e = err as { code?: string; detail?: string };
  if (e.code === '23505') return `A row repeats a value that must be unique (${e.detail ?? 'duplicate'}). Nothing was imported.`;
  if (e.code === '23503') return `A row points to a record that does not exist (${e.detail ?? 'missing link'}). Nothing was imported.`;
  if (e.code?.startsWith('23')) return `A row breaks a rule of this list (${e.detail ?? e.code}). Nothing was imported.`;
  return 'The import failed on our side. Nothing was imported; please try again.';
}
