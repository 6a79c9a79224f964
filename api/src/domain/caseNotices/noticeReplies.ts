/**
 * The reported business answers a notice, confirmed by a code to its contacts (noticeCode.ts):
 *  - accept the claim: listed from now (accepted_by_defaulter_at, listed_from = now), a timeline step;
 *  - dispute it: a statement (20–4000 characters) and up to 5 PDF/JPEG/PNG documents → a case_disputes
 *    row (decide_by = opened + 30 days), the documents as case_documents (`dispute_document`), the case
 *    → disputed through the state machine, the reporter told. One open dispute per case; possible while
 *    the case is verified or partly settled, within the window or later.
 * Input and state are checked before the code is used, so a refused request burns no code and writes
 * nothing; the files are stored only after, and removed again if the transaction fails.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { disputeStatementSchema, MAX_DISPUTE_DOCUMENTS } from '../../contracts/caseNotices';
import type { RateLimits } from '../../context';
import { recordAction } from '../../audit/recordAction';
import { checkUploadedFile, storeCheckedFile, type IncomingFile, type StoredFileColumns } from '../../engine/uploadedRecords';
import { EVIDENCE_UPLOAD } from '../../registry/resources/defaulter';
import type { FileStorage } from '../../storage/fileStorage';
import { transitionCase, addCaseDocuments, addTimelineStep, recordClaimAccepted } from '../defaulterCases';
import { messagesFor, queueCaseMessages } from './caseMessages';
import { caseNoticeEffects } from './caseNoticeEffects';
import { useNoticeCode } from './noticeCode';
import { disputeDecideBy } from './replyWindow';
import { DomainError, fileRefusedReason, refusal, ruleRefusal } from '../errors';

export const DISPUTE_UPLOAD = { folder: 'dispute-documents', ...EVIDENCE_UPLOAD, accept: [...EVIDENCE_UPLOAD.accept] };
type Notice = { id: number; caseId: number };
const OPEN = ['verified', 'partial_settled'];

async function reporterContacts(db: Knex | Knex.Transaction, userId: number) {
  return db('users').where({ id: userId }).select('mobile', 'email');
}

/** Refuses (409) a reply the case cannot take now; read without a lock, checked again under one. */
function assertOpen(c: { status: string } | undefined, what: 'accept' | 'dispute') {
  if (c?.status === 'disputed') throw refusal('CLAIM_ALREADY_DISPUTED', {});
  if (!c || !OPEN.includes(c.status)) throw refusal(what === 'accept' ? 'CLAIM_CLOSED_FOR_ACCEPT' : 'CLAIM_CLOSED_FOR_DISPUTE', {});
}

export async function acceptClaim(db: Knex, call: CallContext, notice: Notice, code: unknown, limits: RateLimits, now = new Date()) {
  const before = await db('defaulter_cases').where({ id: notice.caseId }).first('status', 'accepted_by_defaulter_at');
  assertOpen(before, 'accept');
  if (before.accepted_by_defaulter_at) throw refusal('CLAIM_ALREADY_ACCEPTED', {});
  await useNoticeCode(db, notice.id, code, limits, call.ip);
  return db.transaction(async (trx) => {
    const c = await trx('defaulter_cases').where({ id: notice.caseId }).forUpdate().first();
    assertOpen(c, 'accept');
    if (c.accepted_by_defaulter_at) throw refusal('CLAIM_ALREADY_ACCEPTED', {});
    const listedFrom = c.listed_from && new Date(c.listed_from) < now ? c.listed_from : now;
    await recordClaimAccepted(trx, c.id, now, listedFrom);
    await addTimelineStep(trx, call, {
      caseId: c.id,
      status: c.status,
      kind: 'claim_accepted',
      note: 'The reported business accepted the claim through its notice; the case is listed from now.',
      actorKind: 'reported',
      now,
    });
    await recordAction(trx, call, {
      resource: 'defaulter-cases',
      recordId: c.id,
      action: 'claim_accepted',
      before: { listed_from: c.listed_from },
      after: { listed_from: listedFrom, notice_id: notice.id },
    });
    const line = `${c.defaulter_name} (GSTIN ${c.defaulter_gstin}) has accepted your claim of case #${c.id}.`;
    await queueCaseMessages(
      trx,
      messagesFor(await reporterContacts(trx, c.reporter_user_id), {
        case_id: c.id,
        kind: 'claim-accepted',
        subject: 'Your claim was accepted',
        sms: line,
        email: line,
        variables: { defaulter: String(c.defaulter_name), defaulter_gstin: String(c.defaulter_gstin), case_id: String(c.id) },
      }),
    );
    return { accepted_at: now.toISOString(), listed_from: new Date(listedFrom).toISOString() };
  });
}

export async function openDispute(
  db: Knex,
  call: CallContext,
  notice: Notice,
  input: { code: unknown; statement: unknown; files: IncomingFile[] },
  ctx: { limits: RateLimits; storage: FileStorage },
  now = new Date(),
) {
  const parsed = disputeStatementSchema.safeParse(input.statement);
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    throw ruleRefusal(message, ['statement']);
  }
  if (input.files.length > MAX_DISPUTE_DOCUMENTS) throw refusal('DISPUTE_TOO_MANY_DOCUMENTS', {}, ['documents']);
  for (const f of input.files) {
    try {
      checkUploadedFile(DISPUTE_UPLOAD, f);
    } catch (err) {
      const refused = fileRefusedReason(f.originalName, err);
      if (!refused) throw err;
      throw new DomainError(refused.code, refused.params as never, { fields: { documents: true } });
    }
  }
  const before = await db('defaulter_cases').where({ id: notice.caseId }).first('status');
  assertOpen(before, 'dispute');
  await useNoticeCode(db, notice.id, input.code, ctx.limits, call.ip);

  const stored: StoredFileColumns[] = [];
  try {
    for (const f of input.files) stored.push(await storeCheckedFile(DISPUTE_UPLOAD, f, ctx.storage));
    return await db.transaction(async (trx) => {
      const c = await trx('defaulter_cases').where({ id: notice.caseId }).forUpdate().first();
      assertOpen(c, 'dispute');
      const open = await trx('case_disputes').where({ case_id: c.id, status: 'open' }).first('id');
      if (open) throw refusal('CLAIM_ALREADY_DISPUTED', {});
      const dispute = await recordDispute(trx, {
        caseId: c.id,
        noticeId: notice.id,
        statement: parsed.data,
        previousStatus: c.status,
        openedAt: now,
      });
      const decideBy = dispute.decideBy;
      if (stored.length)
        await addCaseDocuments(
          trx,
          stored.map((s) => ({
            case_id: c.id,
            doc_type: 'dispute_document',
            ...s,
            user_id: c.reporter_user_id,
            uploaded_by_user_id: null,
            created_at: now,
            updated_at: now,
          })),
        );
      const short = parsed.data.length > 300 ? `${parsed.data.slice(0, 297)}…` : parsed.data;
      await transitionCase(
        trx,
        call,
        c.id,
        { to: 'disputed', via: 'dispute', note: `Disputed by the reported business: ${short}` },
        { effects: caseNoticeEffects, now, actorKind: 'reported' },
      );
      await recordAction(trx, call, {
        resource: 'case-disputes',
        recordId: dispute.id,
        action: 'create',
        after: { case_id: c.id, notice_id: notice.id, documents: stored.length, decide_by: decideBy.toISOString() },
      });
      const line =
        `${c.defaulter_name} (GSTIN ${c.defaulter_gstin}) has disputed your claim of case #${c.id}. ` +
        'It is not counted against them until our staff decide; we will tell you the outcome.';
      await queueCaseMessages(
        trx,
        messagesFor(await reporterContacts(trx, c.reporter_user_id), {
          case_id: c.id,
          kind: 'dispute-opened',
          subject: 'Your claim was disputed',
          sms: line,
          email: line,
          variables: { defaulter: String(c.defaulter_name), defaulter_gstin: String(c.defaulter_gstin), case_id: String(c.id) },
        }),
      );
      return { dispute_id: Number(dispute.id), status: 'open' as const, decide_by: decideBy.toISOString(), documents: stored.length };
    });
  } catch (err) {
    for (const s of stored) await ctx.storage.remove(s.file_path).catch(() => undefined);
    if ((err as { code?: string }).code === '23505') throw refusal('CLAIM_ALREADY_DISPUTED', {});
    throw err;
  }
}

/**
 * Records a dispute opened on a case that was `previousStatus`: to be decided within the dispute window from
 * `openedAt`. The caller moves the case to disputed (here: the reply above; the demo seed writes its
 * history through the case writers).
 */
export async function recordDispute(
  trx: Knex.Transaction,
  d: { caseId: number; noticeId?: number | null; statement: string; previousStatus: string; openedAt: Date },
): Promise<{ id: number; decideBy: Date }> {
  const decideBy = disputeDecideBy(d.openedAt);
  const [row] = await trx('case_disputes')
    .insert({
      case_id: d.caseId,
      notice_id: d.noticeId ?? null,
      statement: d.statement,
      opened_at: d.openedAt,
      decide_by: decideBy,
      status: 'open',
      previous_status: d.previousStatus,
      created_at: d.openedAt,
      updated_at: d.openedAt,
    })
    .returning('id');
  return { id: Number(row.id), decideBy };
}
