/**
 * Reporting a defaulter (issue 10 §1): a member (or staff on a member's behalf) reports a buyer who has
 * not paid, with invoices and evidence. Steps:
 * 1. the `report` JSON is checked by the shared contract, and the files are present as required;
 * 2. every file is checked by its contents and stored BEFORE the transaction (no connection is held
 *    while bytes are written); if anything later fails, the stored files are removed again;
 * 3. ONE transaction: the reporting business (the caller's own, active, GST-verified), the fee from
 *    the entitlements module debited from the member's wallet through the ledger, the case, its
 *    invoices, documents, the buyer's contact, the first timeline event and the audit row.
 * The unique index on case_invoices makes a repeated invoice a 409 however many reports race.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import type { SignedInCall } from '../../callContext';
import {
  defaulterReportInput,
  firstInvoiceDate,
  invoiceKey,
  latestDueDate,
  REPORT_DOCUMENT_KINDS,
  REPORT_MAX_FILES,
  REPORT_MESSAGES,
  reportAmounts,
  type DefaulterReport,
  type ImportedReport,
  type ReportCreated,
  type ReportDocumentKind,
  type ReportQuote,
} from '../../contracts/reportDefaulter';
import { checkUploadedFile, storeCheckedFile, type IncomingFile, type StoredFileColumns } from '../../engine/uploadedRecords';
import { zodFieldErrors } from '../../validation/fieldErrors';
import { type CodedReason, fileRefusedReason, reason, refusal, ruleReason } from '../errors';
import { EVIDENCE_UPLOAD } from '../../registry/resources/defaulter';
import type { FileStorage } from '../../storage/fileStorage';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { loadEntitlementFacts, entitlement } from '../membership';
import { chargeWalletForService, priceService } from '../payments';
import { IMPORTED_CASE_NOTE, IMPORTED_CASE_STATUS, reportFeeKey } from './reportRules';
import { ATTACH_MESSAGE, CASE_FLOW_MESSAGES as M, caseFlowMessage } from '../../contracts/caseFlowMessages';

const UPLOAD_SPEC = { folder: 'case-documents', ...EVIDENCE_UPLOAD };

export type ReportFiles = Partial<Record<ReportDocumentKind, IncomingFile[]>>;

/**
 * Who reports: the member for their own business, staff on a member's behalf (source 'admin'), or staff
 * through a bulk import (source 'import': no files, so the case waits for its documents).
 */
export type ReportingAs = { kind: 'member' } | { kind: 'staff' } | { kind: 'import' };

/** A report as the case is created from it: a bulk import's has no UDIN (its documents come later). */
type ReportToCreate = ImportedReport & { ca_udin?: string };

const SOURCE_OF: Record<ReportingAs['kind'], string> = { member: 'web', staff: 'admin', import: 'import' };
const FIRST_NOTE_OF: Record<ReportingAs['kind'], string> = {
  member: 'Reported',
  staff: 'Reported by staff on the member’s behalf',
  import: `Reported by staff in a bulk import, without documents: ${IMPORTED_CASE_NOTE}`,
};

/** The `report` field: a JSON string (multipart) or an object (tests, JSON clients). */
export function parseReport(raw: unknown): DefaulterReport {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw refusal('REPORT_UNREADABLE', {}, { report: reason('NOT_JSON', {}) });
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw refusal('REPORT_MISSING', {}, { report: reason('SEND_REPORT_DETAILS', {}) });
  const parsed = defaulterReportInput.safeParse(value);
  if (!parsed.success) throw refusal('FIX_FIELDS', {}, zodFieldErrors(parsed.error));
  return parsed.data;
}

/** Required documents present, counts within limits, and each file's type by its contents (400 naming the field). */
export function checkReportFiles(files: ReportFiles): void {
  const errors: Record<string, CodedReason> = {};
  let count = 0;
  for (const kind of REPORT_DOCUMENT_KINDS) {
    const list = files[kind.field] ?? [];
    count += list.length;
    if (kind.required && list.length === 0) errors[kind.field] = ruleReason(ATTACH_MESSAGE[kind.field]!);
    else if (list.length > kind.max) errors[kind.field] = reason('AT_MOST_FILES_HERE', { max: kind.max });
    for (const file of list) {
      if (errors[kind.field]) break;
      try {
        checkUploadedFile(UPLOAD_SPEC, file);
      } catch (err) {
        // The upload check refuses a file with its coded reason (empty, a type not accepted, a wrong extension).
        const refused = fileRefusedReason(file.originalName, err);
        if (refused) errors[kind.field] = refused;
        else throw err;
      }
    }
  }
  if (count > REPORT_MAX_FILES) errors.files = reason('REPORT_MAX_FILES', {});
  if (Object.keys(errors).length > 0) throw refusal('CHECK_DOCUMENTS', {}, errors);
}

interface StoredDocument extends StoredFileColumns {
  doc_type: ReportDocumentKind;
}

async function storeAll(files: ReportFiles, storage: FileStorage): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  try {
    for (const kind of REPORT_DOCUMENT_KINDS) {
      for (const file of files[kind.field] ?? [])
        stored.push({ doc_type: kind.field, ...(await storeCheckedFile(UPLOAD_SPEC, file, storage)) });
    }
    return stored;
  } catch (err) {
    await removeAll(stored, storage);
    throw err;
  }
}

async function removeAll(stored: readonly StoredDocument[], storage: FileStorage) {
  await Promise.all(stored.map((s) => storage.remove(s.file_path).catch(() => {})));
}

export interface ReportingBusiness {
  id: number;
  user_id: number;
  gstin: string;
  trade_name: string;
}

/** The business a report is made from: the member's own (another's: 404; `ownerId` null: any member's), active, GST-verified. */
export async function reportingBusiness(
  db: Knex | Knex.Transaction,
  businessId: number,
  ownerId: number | null,
): Promise<ReportingBusiness> {
  const b = await db('businesses').where({ id: businessId }).first('id', 'user_id', 'gstin', 'trade_name', 'status', 'gst_verified_at');
  if (!b || (ownerId !== null && Number(b.user_id) !== ownerId)) throw refusal('BUSINESS_NOT_YOURS', {});
  if (Number(b.status) !== 1) throw refusal('REPORT_BUSINESS_INACTIVE', {}, { reporter_business_id: reason('CHOOSE_ACTIVE_BUSINESS', {}) });
  if (!b.gst_verified_at) throw refusal('REPORT_BUSINESS_NOT_VERIFIED', {}, { reporter_business_id: reason('GSTIN_NOT_VERIFIED', {}) });
  return { id: Number(b.id), user_id: Number(b.user_id), gstin: String(b.gstin), trade_name: String(b.trade_name) };
}

/** What a report costs now for this business (the quote the form shows, and the charge the service makes). */
export async function priceOf(db: Knex | Knex.Transaction, business: ReportingBusiness, now: Date) {
  const facts = await loadEntitlementFacts(db, business, now);
  const e = entitlement('report_defaulter', facts);
  const charge = await priceService(db, business.gstin, e.allowed ? e.pricePaise : 0, facts.gstPercent);
  return { e, charge, planVersionId: facts.planVersionId, freeTrialAvailable: facts.freeTrialAvailable };
}

export async function reportQuote(db: Knex, call: SignedInCall, businessIdRaw: unknown): Promise<ReportQuote> {
  const businessId = Number(businessIdRaw);
  if (!Number.isSafeInteger(businessId) || businessId <= 0) throw refusal('REPORT_CHOOSE_BUSINESS', {}, ['business_id']);
  const business = await reportingBusiness(db, businessId, call.who.userId);
  const { e, charge, freeTrialAvailable } = await priceOf(db, business, new Date());
  const balance = await db('users').where({ id: business.user_id }).first('wallet_balance');
  return {
    allowed: e.allowed,
    basis: e.allowed ? e.basis : e.reason,
    fee: fromPaise(charge.feePaise),
    gst: fromPaise(charge.gstPaise),
    total: fromPaise(charge.totalPaise),
    wallet_balance: String(balance?.wallet_balance ?? '0.00'),
    message: !e.allowed
      ? e.message
      : charge.totalPaise === 0
        ? M.includedInPlan
        : caseFlowMessage('reportCosts', { total: formatPaise(charge.totalPaise), fee: formatPaise(charge.feePaise) }),
    free_trial_available: e.allowed ? false : freeTrialAvailable,
  };
}

const selfReport = () => refusal('SELF_REPORT', {}, { defaulter_gstin: reason('OWN_GSTIN', {}) });

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

/** Which of these invoice numbers this business has already reported against this buyer (as invoiceKey). */
export async function reportedInvoiceKeys(
  db: Knex | Knex.Transaction,
  businessId: number,
  defaulterGstin: string,
  invoiceNumbers: readonly string[],
): Promise<Set<string>> {
  const taken = (await db('case_invoices')
    .where({ reporter_business_id: businessId, defaulter_gstin: defaulterGstin })
    .whereRaw('lower(trim(invoice_number)) = ANY(?::text[])', [invoiceNumbers.map(invoiceKey)])
    .pluck('invoice_number')) as string[];
  return new Set(taken.map(invoiceKey));
}

async function refuseKnownInvoices(db: Knex | Knex.Transaction, businessId: number, report: DefaulterReport) {
  const takenKeys = await reportedInvoiceKeys(
    db,
    businessId,
    report.defaulter_gstin,
    report.invoices.map((i) => i.invoice_number),
  );
  if (takenKeys.size === 0) return;
  const errors: Record<string, CodedReason> = {};
  report.invoices.forEach((inv, i) => {
    if (takenKeys.has(invoiceKey(inv.invoice_number)))
      errors[`invoices.${i}.invoice_number`] = reason('INVOICE_TAKEN_HERE', { invoice: inv.invoice_number });
  });
  const names = report.invoices.filter((i) => takenKeys.has(invoiceKey(i.invoice_number))).map((i) => i.invoice_number);
  throw refusal('INVOICES_TAKEN', { invoices: names.join(', '), gstin: report.defaulter_gstin }, errors);
}

/**
 * Creates the case. `as.kind === 'member'`: the business must be the caller's; 'staff': any member's
 * business (the route checks Defaulter → add_edit), the case's source is 'admin' and the fee is the
 * member's, from the member's wallet, as if they had reported it themselves.
 */
export async function reportDefaulter(
  db: Knex,
  call: SignedInCall,
  as: ReportingAs,
  rawReport: unknown,
  files: ReportFiles,
  storage: FileStorage,
): Promise<ReportCreated> {
  const report = parseReport(rawReport);
  checkReportFiles(files);
  const ownerId = as.kind === 'member' ? call.who.userId : null;
  // Cheap refusals first, so a wrong business or a repeated invoice stores no file at all.
  const precheck = await reportingBusiness(db, report.reporter_business_id, ownerId);
  if (precheck.gstin === report.defaulter_gstin) throw selfReport();
  await refuseKnownInvoices(db, precheck.id, report);

  const stored = await storeAll(files, storage);
  try {
    return await db.transaction((trx) => createCase(trx, call, as, report, stored));
  } catch (err) {
    await removeAll(stored, storage);
    if (isUniqueViolation(err, 'case_invoices_once')) {
      await refuseKnownInvoices(db, precheck.id, report);
      throw refusal('INVOICE_JUST_REPORTED', {}, { invoices: reason('ALREADY_REPORTED', {}) });
    }
    throw err;
  }
}

/**
 * Creates the case in the caller's transaction: business lock, the fee, the case, its invoices,
 * documents, contact, first timeline event, fee journal and audit row. The staff report and the bulk
 * import (reportImport.ts, one call per report of the file, all in the import's one transaction) use it.
 */
export async function createCase(
  trx: Knex.Transaction,
  call: SignedInCall,
  as: ReportingAs,
  report: ReportToCreate,
  stored: readonly StoredDocument[],
): Promise<ReportCreated> {
  const now = new Date();
  // The business row orders this report after a plan change or a deactivation of the same business.
  await trx('businesses').where({ id: report.reporter_business_id }).forNoKeyUpdate().first('id');
  const business = await reportingBusiness(trx, report.reporter_business_id, as.kind === 'member' ? call.who.userId : null);
  if (business.gstin === report.defaulter_gstin) throw selfReport();
  const memberId = business.user_id;

  const { e, charge, planVersionId, freeTrialAvailable } = await priceOf(trx, business, now);
  if (!e.allowed)
    throw refusal(e.reason === 'plan_expired' ? 'PLAN_ENDED' : 'PLAN_NEEDED', {}, undefined, {
      details: { reason: e.reason, free_trial_available: freeTrialAvailable },
    });
  if (charge.totalPaise > 0) {
    const wallet = await trx('users').where({ id: memberId }).forNoKeyUpdate().first('wallet_balance');
    const shortfall = charge.totalPaise - toPaise(String(wallet?.wallet_balance ?? '0'));
    if (shortfall > 0)
      throw refusal(
        'WALLET_SHORT_FOR_REPORT',
        { shortfall: formatPaise(shortfall), total: formatPaise(charge.totalPaise), held: formatPaise(charge.totalPaise - shortfall) },
        undefined,
        { details: { reason: 'wallet_short', shortfall: fromPaise(shortfall), total: fromPaise(charge.totalPaise) } },
      );
  }

  const amounts = reportAmounts(report.invoices, report.advance_paid)!;
  const status = as.kind === 'import' ? IMPORTED_CASE_STATUS : 'processing';
  const registered = await trx('businesses').where({ gstin: report.defaulter_gstin }).first('id');
  const [row] = await trx('defaulter_cases')
    .insert({
      reporter_user_id: memberId,
      reporter_business_id: business.id,
      defaulter_business_id: registered?.id ?? null,
      defaulter_gstin: report.defaulter_gstin,
      defaulter_name: report.defaulter_name,
      defaulter_pan: report.defaulter_gstin.slice(2, 12),
      due_amount: fromPaise(amounts.duePaise),
      invoice_total: fromPaise(amounts.totalPaise),
      advance_paid: fromPaise(amounts.advancePaise),
      due_date: latestDueDate(report.invoices),
      invoice_number: report.invoices[0]!.invoice_number,
      goods_accepted_on: report.goods_accepted_on,
      agreed_credit_days: report.agreed_credit_days,
      // A bulk import carries no terms box: the member has not accepted the reporting terms for it.
      terms_accepted_at: as.kind === 'import' ? null : now,
      remarks: report.remarks,
      show_reporter_name: 'show_reporter_name' in report ? report.show_reporter_name : false,
      status,
      source: SOURCE_OF[as.kind],
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'status', 'due_amount']);
  const caseId = Number(row.id);

  await trx('case_invoices').insert(
    report.invoices.map((inv, position) => ({
      case_id: caseId,
      reporter_business_id: business.id,
      defaulter_gstin: report.defaulter_gstin,
      invoice_number: inv.invoice_number,
      invoice_date: inv.invoice_date,
      amount: inv.amount,
      due_date: inv.due_date,
      position,
    })),
  );
  if (stored.length)
    await trx('case_documents').insert(
      stored.map((doc) => ({
        case_id: caseId,
        doc_type: doc.doc_type,
        udin: doc.doc_type === 'ca_certificate' ? (report.ca_udin ?? null) : null,
        file_path: doc.file_path,
        original_name: doc.original_name,
        mime_type: doc.mime_type,
        size_bytes: doc.size_bytes,
        sha256: doc.sha256,
        uploaded_by_user_id: call.who.userId,
        user_id: memberId,
      })),
    );
  if (report.contact)
    await trx('defaulter_contacts').insert({ case_id: caseId, ...report.contact, user_id: memberId, created_at: now, updated_at: now });
  await trx('case_events').insert({
    case_id: caseId,
    from_status: null,
    to_status: status,
    note: FIRST_NOTE_OF[as.kind],
    actor_user_id: call.who.userId,
    created_at: now,
    updated_at: now,
  });

  // The fee leaves the wallet with its paid order and GST tax invoice, in this same transaction.
  const paid =
    charge.totalPaise > 0
      ? await chargeWalletForService(trx, call, {
          memberId,
          businessId: business.id,
          purpose: 'report_defaulter',
          planVersionId,
          price: charge,
          idempotencyKey: reportFeeKey(caseId),
          narration: `Defaulter report fee: case ${caseId} against ${report.defaulter_gstin}`,
          reference: { type: 'defaulter_case', id: String(caseId) },
        })
      : null;

  await recordAction(trx, call, {
    resource: 'defaulter-cases',
    recordId: caseId,
    action: 'create',
    after: {
      status,
      source: SOURCE_OF[as.kind],
      reporter_business_id: business.id,
      defaulter_gstin: report.defaulter_gstin,
      due_amount: fromPaise(amounts.duePaise),
      invoices: report.invoices.map((i) => i.invoice_number),
      documents: stored.map((d) => ({ doc_type: d.doc_type, sha256: d.sha256 })),
      charged: fromPaise(charge.totalPaise),
      basis: e.basis,
      journal_id: paid?.journalId ?? null,
      order_id: paid?.orderId ?? null,
      invoice_id: paid?.invoiceId ?? null,
      first_invoice_date: firstInvoiceDate(report.invoices),
    },
  });
  // Last: the GST invoice's number counter is held from here to the commit.
  await paid?.issueInvoice();

  return {
    status: true,
    message: REPORT_MESSAGES.created,
    data: {
      id: caseId,
      status,
      due_amount: String(row.due_amount),
      charged: fromPaise(charge.totalPaise),
      invoice_count: report.invoices.length,
      document_count: stored.length,
    },
  };
}
