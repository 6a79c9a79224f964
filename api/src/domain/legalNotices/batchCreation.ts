/**
 * Creating a legal-notice batch: one legal_notice_batches row (draft) and one pending
 * legal_notices row per chosen case, in one transaction with its audit row — all of it or none.
 * The chosen cases are locked (in id order, so two staff never deadlock) and re-checked, so a case
 * that changed status or joined another open batch meanwhile refuses the whole request.
 */
import type { Knex } from 'knex';
import { z } from 'zod';
import { insertAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import { MAX_CASES_PER_BATCH, NOTICE_AUDIENCES, type CreatedBatch, type NoticeFor } from '../../contracts/legalNoticeBatch';
import { formatDate } from '../../validation';
import { reason, refusal, type ErrorCode } from '../errors';
import { IN_OPEN_BATCH, NOTICE_STATUS_SQL } from './eligibleCases';

const positiveId = (what: string) =>
  z
    .number({ error: `Each ${what} must be a whole number.` })
    .int(`Each ${what} must be a whole number.`)
    .positive(`Each ${what} must be a whole number.`);

export const createBatchSchema = z.object({
  notice_for: z.enum(NOTICE_AUDIENCES, { error: 'Choose who the notices are for: buyer or supplier.' }),
  document_id: z
    .number({ error: 'Choose the notice template.' })
    .int('Choose the notice template.')
    .positive('Choose the notice template.'),
  case_ids: z
    .array(positiveId('case id'), { error: 'Choose the cases to send notices for.' })
    .min(1, 'Choose at least one case.')
    .max(MAX_CASES_PER_BATCH, `A batch can hold at most ${MAX_CASES_PER_BATCH} cases.`),
  name: z
    .string({ error: 'The batch name must be text.' })
    .trim()
    .min(3, 'The batch name needs at least 3 characters.')
    .max(160, 'The batch name can have at most 160 characters.')
    .optional(),
});
export type CreateBatchInput = z.output<typeof createBatchSchema>;

const AUDIENCE = { buyer: 'Buyer', supplier: 'Supplier' } as const;
const defaultName = (audience: NoticeFor, cases: number, now: Date) =>
  `${AUDIENCE[audience]} notices · ${formatDate(now)} · ${cases} case${cases === 1 ? '' : 's'}`;

const idList = (ids: number[], max = 10) => `${ids.slice(0, max).join(', ')}${ids.length > max ? ` and ${ids.length - max} more` : ''}`;

async function assertTemplate(trx: Knex.Transaction, documentId: number, audience: NoticeFor) {
  const doc = await trx('legal_notice_documents').where({ id: documentId, kind: 'document' }).first('id', 'notice_for', 'status');
  if (!doc) throw refusal('NOTICE_TEMPLATE_UNKNOWN', {});
  if (doc.status !== 1) throw refusal('NOTICE_TEMPLATE_INACTIVE', {}, { document_id: reason('NOTICE_TEMPLATE_INACTIVE_FIELD', {}) });
  if (doc.notice_for !== audience) {
    throw refusal(doc.notice_for === 'buyer' ? 'NOTICE_TEMPLATE_FOR_BUYERS' : 'NOTICE_TEMPLATE_FOR_SUPPLIERS', {}, ['document_id']);
  }
}

/**
 * Locks the cases, then refuses unless every one exists and is eligible now. The check is a second
 * statement on purpose: under READ COMMITTED it takes a fresh snapshot after the locks are granted,
 * so it sees the notices of a batch that held them a moment ago (one statement would not).
 */
async function lockEligibleCases(trx: Knex.Transaction, ids: number[], audience: NoticeFor) {
  await trx.raw('SELECT c.id FROM defaulter_cases c WHERE c.id = ANY(:ids::bigint[]) ORDER BY c.id FOR UPDATE', { ids });
  const { rows } = await trx.raw(
    `
    SELECT c.id, ${NOTICE_STATUS_SQL} AS status_ok, ${IN_OPEN_BATCH} AS in_open_batch
    FROM defaulter_cases c WHERE c.id = ANY(:ids::bigint[])`,
    { ids, notice_for: audience },
  );
  const found = new Map<number, { status_ok: boolean; in_open_batch: boolean }>(rows.map((r: { id: number }) => [Number(r.id), r]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw refusal('NOTICE_CASES_UNKNOWN', { ids: idList(missing) });
  const wrongStatus = ids.filter((id) => !found.get(id)!.status_ok);
  const busy = ids.filter((id) => found.get(id)!.status_ok && found.get(id)!.in_open_batch);
  if (wrongStatus.length || busy.length) throw unfitCases(wrongStatus, busy, audience);
}

const howMany = (ids: number[]) => (ids.length === 1 ? 'CASE' : 'CASES');

/** "No batch was created": which cases are not verified or partly settled, which are in an open batch (each in the singular or plural). */
function unfitCases(unfit: number[], busy: number[], audience: NoticeFor) {
  const parts = [unfit.length ? `${howMany(unfit)}_UNFIT` : '', busy.length ? `${howMany(busy)}_BUSY` : ''].filter(Boolean);
  const code = `NOTICE_${parts.join('_')}` as Extract<ErrorCode, `NOTICE_CASE${string}_${'UNFIT' | 'BUSY'}`>;
  return refusal(code, { unfit: idList(unfit), busy: idList(busy), audience }, ['case_ids']);
}

/** The stored batch row as its insert answers it. */
interface BatchRow {
  id: number;
  name: string;
  notice_for: NoticeFor;
  document_id: number;
  status: 'draft';
  total: number;
  created_at: string | Date;
}

export async function createNoticeBatch(db: Knex, call: SignedInCall, input: CreateBatchInput): Promise<CreatedBatch> {
  const caseIds = [...new Set(input.case_ids)].sort((a, b) => a - b);
  return db.transaction(async (trx) => {
    await assertTemplate(trx, input.document_id, input.notice_for);
    await lockEligibleCases(trx, caseIds, input.notice_for);
    const batch = await insertAudited<BatchRow>(
      trx,
      call,
      'legal_notice_batches',
      {
        name: input.name ?? defaultName(input.notice_for, caseIds.length, new Date()),
        notice_for: input.notice_for,
        document_id: input.document_id,
        status: 'draft',
        total: caseIds.length,
        created_by: call.who.userId,
      },
      {
        resource: 'legal-notice-batches',
        returning: ['id', 'name', 'notice_for', 'document_id', 'status', 'total', 'created_at'],
        shown: (b) => ({ name: b.name, notice_for: b.notice_for, document_id: b.document_id, total: caseIds.length, case_ids: caseIds }),
      },
    );
    const notices = await trx('legal_notices')
      .insert(
        caseIds.map((case_id) => ({
          batch_id: batch.id,
          case_id,
          notice_for: input.notice_for,
          document_id: input.document_id,
          status: 'pending',
        })),
      )
      .returning(['id', 'case_id', 'status']);
    return {
      ...batch,
      id: Number(batch.id),
      document_id: Number(batch.document_id),
      created_at: new Date(batch.created_at).toISOString(),
      notices: notices.map((n: { id: number; case_id: number; status: 'pending' }) => ({
        id: Number(n.id),
        case_id: Number(n.case_id),
        status: n.status,
      })),
    };
  });
}
