/**
 * The settlement letter and its signatures (issue 10 §5). A signature records the signer, the time,
 * the e-sign provider's reference and the SHA-256 of the exact PDF signed; it counts only while the
 * letter still hashes the same (a letter changed after signing — amount, schedule, receiving account,
 * templates — invalidates it, and that side must sign again). Both sides sign before payments.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { sandboxEsign } from '../../adapters/esign/esignAdapter';
import { upsertAudited } from '../../audit/auditedWrite';
import { startEsign } from './settlementEsignService';
import type { SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import { refusal } from '../errors';
import { formatDate, formatPaise, toPaise } from '../../validation';
import { caseFor, type Row } from './settlementAccess';
import { amountInWords } from '../invoices';
import { LetterTemplateError, type LetterValues } from './letterPlaceholders';
import { DEFAULT_LETTER, LETTER_GRACE_DAYS, renderSettlementLetter, type LetterFacts, type LetterParts } from './settlementLetterPdf';
import { notifyOtherSide } from './settlementNotifications';

type Db = Knex | Knex.Transaction;
export const DOCTYPES = ['settlement_letter'] as const;

const money = (v: unknown) => formatPaise(toPaise(String(v ?? '0')));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The active templates (latest of each kind), else the built-in letter. */
async function letterParts(db: Db): Promise<LetterParts> {
  const rows = await db('settlement_document_templates').where({ status: 1 }).orderBy('id', 'desc').select('kind', 'body');
  const latest = (kind: string) => rows.find((r) => r.kind === kind && r.body)?.body as string | undefined;
  return {
    header: latest('header') ?? DEFAULT_LETTER.header,
    document: latest('document') ?? DEFAULT_LETTER.document,
    footer: latest('footer') ?? DEFAULT_LETTER.footer,
  };
}

/** The facts a letter prints: every placeholder's value, the invoices, the schedule and the masked account. */
async function letterFacts(db: Db, request: Row, c: Row): Promise<LetterFacts> {
  const [reporter, instalments, bank, invoices] = await Promise.all([
    db('businesses').where({ id: c.reporter_business_id }).first('trade_name', 'legal_name', 'gstin'),
    db('settlement_instalments').where({ settlement_request_id: request.id }).orderBy('seq').select('seq', 'due_on', 'amount'),
    request.bank_account_id
      ? db('bank_accounts').where({ id: request.bank_account_id }).first('account_holder', 'account_number_last4', 'ifsc', 'bank_name')
      : null,
    db('case_invoices').where({ case_id: c.id }).orderBy(['position', 'id']).select('invoice_number', 'invoice_date', 'amount', 'due_date'),
  ]);
  const day = (d: unknown) => formatDate(d instanceof Date ? d : `${String(d).slice(0, 10)}T12:00:00+05:30`);
  const listed = invoices.length
    ? invoices.map((i) => ({ number: String(i.invoice_number), date: day(i.invoice_date), amount: money(i.amount), due: day(i.due_date) }))
    : [
        {
          number: String(c.invoice_number ?? `Case #${c.id}`),
          date: c.invoice_date ? day(c.invoice_date) : '—',
          amount: money(c.due_amount),
          due: day(c.due_date),
        },
      ];
  const schedule = instalments.map((i) => ({ seq: Number(i.seq), due: day(i.due_on), amount: money(i.amount) }));
  const masked = bank ? `${'X'.repeat(8)}${String(bank.account_number_last4)}` : '';
  const values: LetterValues = {
    request_id: String(request.id),
    case_id: String(c.id),
    date: formatDate(new Date(request.created_at as string)),
    reporter_name: String(reporter?.legal_name ?? reporter?.trade_name ?? ''),
    reporter_gstin: String(reporter?.gstin ?? ''),
    defaulter_name: String(c.defaulter_name),
    defaulter_gstin: String(c.defaulter_gstin),
    due_amount: money(c.due_amount),
    amount: money(request.amount),
    amount_in_words: amountInWords(toPaise(String(request.amount))),
    invoices: listed.map((i) => `${i.number} dated ${i.date}`).join(', '),
    schedule: schedule.length
      ? schedule.map((i) => `${i.seq}. ${i.amount} by ${i.due}`).join('; ')
      : `One payment of ${money(request.amount)} on signing`,
    bank_account: bank ? `${bank.account_holder}, IFSC ${bank.ifsc}, account ${masked}` : 'to be named by the creditor',
    grace_days: String(LETTER_GRACE_DAYS),
  };
  return {
    values,
    invoices: listed,
    schedule,
    bank: bank ? { holder: String(bank.account_holder), bank: String(bank.bank_name ?? 'Bank'), ifsc: String(bank.ifsc), masked } : null,
  };
}

/** The letter of a request: its bytes and their SHA-256. A template naming a placeholder the letter cannot fill is refused. */
export async function settlementLetter(db: Db, request: Row, c: Row): Promise<{ pdf: Buffer; sha256: string }> {
  const facts = await letterFacts(db, request, c);
  try {
    const pdf = await renderSettlementLetter(await letterParts(db), facts, new Date(request.created_at as string));
    return { pdf, sha256: sha256(pdf) };
  } catch (err) {
    if (err instanceof LetterTemplateError) throw refusal('LETTER_TEMPLATE_BROKEN', { names: err.names.join(', ') });
    throw err;
  }
}

/** The signatures of a request, each with whether it still matches the letter. */
export async function signatureStatus(db: Db, requestId: number, currentSha: string) {
  const rows = await db('settlement_signatures').where({ settlement_request_id: requestId }).orderBy('id').select('*');
  return rows.map((s) => ({
    side: s.side as 'reporter' | 'defaulter',
    doctype: String(s.doctype),
    signer_user_id: Number(s.signer_user_id),
    signed_at: new Date(s.signed_at).toISOString(),
    document_sha256: String(s.document_sha256),
    provider: String(s.provider),
    reference_id: String(s.reference_id),
    valid: s.document_sha256 === currentSha,
  }));
}

/** The request of a case that a letter is about: its open or latest request. */
export async function currentRequestOfCase(db: Db, caseId: number): Promise<Row | undefined> {
  return db('settlement_requests').where({ case_id: caseId }).whereNot('status', 'rejected').orderBy('id', 'desc').first();
}

/** POST /settlement/sign-letter/:defaulterCaseId/:doctype: the caller signs the letter for their side. */
export async function signLetter(ctx: AppContext, call: SignedInCall, caseId: number, doctype: string) {
  if (!(DOCTYPES as readonly string[]).includes(doctype)) throw refusal('LETTER_UNKNOWN_DOCUMENT', { doctype });
  const { case: c, viewer } = await caseFor(ctx.db, call, caseId);
  if (viewer === 'staff') throw refusal('CASE_NOT_YOURS', { id: caseId });
  const request = await currentRequestOfCase(ctx.db, caseId);
  if (!request) throw refusal('LETTER_NO_REQUEST', {});
  if (request.status === 'initialised') throw refusal('LETTER_CONFIRM_FIRST', {});
  if (request.status === 'settled') throw refusal('SETTLEMENT_COMPLETE', {});
  const letter = await settlementLetter(ctx.db, request, c);
  if (ctx.esignAsync) {
    // Signed on the provider's page: the member is sent there; its callback records the signature.
    const started = await startEsign(ctx, ctx.esignAsync, call, request, caseId, doctype, viewer, letter);
    return {
      settlement_request_id: Number(request.id),
      side: viewer,
      document_sha256: letter.sha256,
      signing_url: started.signing_url,
      signatures: await signatureStatus(ctx.db, Number(request.id), letter.sha256),
    };
  }
  const user = await ctx.db('users').where({ id: call.who.userId }).first('name');
  const signed = await (ctx.esign ?? sandboxEsign()).sign({
    sha256: letter.sha256,
    signerUserId: call.who.userId,
    signerName: String(user?.name ?? ''),
  });
  return ctx.db.transaction(async (trx) => {
    const locked = await trx('settlement_requests').where({ id: request.id }).forUpdate().first('status');
    if (locked.status === 'settled' || locked.status === 'rejected') throw refusal('SETTLEMENT_CLOSED', {});
    const row = {
      settlement_request_id: request.id,
      case_id: caseId,
      doctype,
      side: viewer,
      signer_user_id: call.who.userId,
      signed_at: signed.signedAt,
      document_sha256: letter.sha256,
      provider: (ctx.esign ?? sandboxEsign()).provider,
      reference_id: signed.referenceId,
      updated_at: trx.fn.now(),
    };
    await upsertAudited(
      trx,
      call,
      'settlement_signatures',
      row,
      { columns: ['settlement_request_id', 'doctype', 'side'], then: 'merge' },
      { resource: 'settlement-signatures', action: 'sign' },
    );
    await notifyOtherSide(trx, 'settlement_signed', viewer, request, c);
    return {
      settlement_request_id: Number(request.id),
      side: viewer,
      document_sha256: letter.sha256,
      signatures: await signatureStatus(trx, Number(request.id), letter.sha256),
    };
  });
}
