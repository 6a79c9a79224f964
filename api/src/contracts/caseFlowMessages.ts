/**
 * Every message the portal's defaulter-case calls can answer with — reporting (POST /api/defaulter/report
 * and its quote), resubmitting (POST /api/member/defaulter-cases/:id/resubmit) and the reported
 * business's notice replies (POST /api/notices/:token/code, /accept, /dispute) — besides their form
 * rules' own messages (REPORT_MESSAGES, the shared validation messages). The API has no error codes:
 * its answer is { message, errors: { field: message } }, and the portal shows the message in Hindi by
 * looking it up (portal/src/i18n/caseFlow.hi.ts, keyed by the names below, so TypeScript refuses a
 * missing translation). The services throw only these texts (tests/portal/caseFlowMessages.test.ts
 * checks their sources for any other).
 *
 * A message with a value in it is a template: `{name}` marks the value, `caseFlowMessage()` fills it,
 * and `templatePattern()` reads it back (the portal translates a `{message}` value too).
 */
import { REPORT_DOCUMENT_KINDS, REPORT_FILE_TYPES, REPORT_MAX_FILES, type ReportDocumentKind } from './reportDefaulter';

export const CASE_FLOW_MESSAGES = {
  // Reporting a defaulter
  reportAsMultipart: 'Send the report as multipart/form-data: the "report" field and the documents.',
  sendReport: 'Send the report.',
  reportUnreadable: 'The report details could not be read. Please send them again.',
  notJson: 'Not valid JSON.',
  reportMissing: 'Send the report details in the "report" field.',
  sendReportDetails: 'Send the report details.',
  fixFields: 'Please correct the highlighted fields.',
  reportMaxFiles: `A report can carry at most ${REPORT_MAX_FILES} files.`,
  checkDocuments: 'Please check the attached documents.',
  attachInvoice: `Please attach the invoice (${REPORT_FILE_TYPES}).`,
  attachLedgerCertificate: `Please attach the ledger certificate (${REPORT_FILE_TYPES}).`,
  attachCaCertificate: `Please attach the CA certificate (${REPORT_FILE_TYPES}).`,
  businessNotFound: 'We could not find that business among yours.',
  businessInactive: 'This business is not active, so it cannot report a defaulter.',
  chooseActiveBusiness: 'Choose an active business.',
  businessNotVerified: 'Please verify this business’s GSTIN before reporting a defaulter from it.',
  gstinNotVerified: 'This business’s GSTIN is not verified yet.',
  selfReport: 'A business cannot report itself.',
  ownGstin: 'This is the GSTIN of the reporting business.',
  invoiceJustReported: 'One of these invoices has just been reported against this buyer.',
  alreadyReported: 'Already reported.',
  includedInPlan: 'Reporting a defaulter is included in your plan.',
  needsPlan: 'This needs an active membership plan. Please choose a plan to continue.',
  planEnded: 'Your membership plan has ended. Please renew it to continue.',
  // Resubmitting a case that needed more documents
  caseNotFound: 'We could not find that case among the defaulters you reported.',
  onlyMoreDocuments: 'Only a case that needs more documents can be resubmitted.',
  resubmitted: 'Resubmitted for review',
  // The reporter's list of cases
  listFilters: 'Please correct the list filters.',
  listPage: 'A page is a whole number from 1.',
  listPerPage: 'Show 1 to 100 cases a page.',
  listStatus: 'Choose one of the case statuses.',
  // The notice and its code
  noticeNotFound:
    'We could not find this notice. The link may be mistyped, or a newer notice has replaced it — please use the link in the latest message you received.',
  noticeNoContacts: 'We have no mobile number or email for your business on this notice. Please call our support line to reply.',
  noticeTooManyCodes: 'Too many codes were asked for this notice. Please try again in 15 minutes.',
  enterCode: 'Enter the 6-digit code we sent you.',
  codeUsed: 'This code has already been used or was never sent. Please ask for a new code.',
  codeExpired: 'This code has expired. Please ask for a new code.',
  codeLocked: 'Too many wrong codes. Please ask for a new code.',
  wrongCodeOneLeft: 'That code is not right. 1 try left.',
  // Accepting or disputing the claim
  alreadyDisputed: 'This claim is already disputed; our staff will decide and tell you.',
  closedForAccept: 'This claim can no longer be accepted: it is closed.',
  closedForDispute: 'This claim can no longer be disputed: it is closed.',
  alreadyAccepted: 'You have already accepted this claim.',
  disputeAsMultipart: 'Send the dispute as multipart/form-data: code, statement and documents.',
  tooManyDocuments: 'Attach at most 5 documents.',
  // Any multipart upload whose body cannot be read (http/uploadErrors.ts)
  uploadUnreadable: 'The upload could not be read. Please try again.',
  uploadNoBoundary:
    'The upload has no multipart boundary in its Content-Type header. Let your HTTP client build the multipart/form-data body and its header.',
  uploadTruncated: 'The upload ended before its last part: the body was cut short. Please send it again.',
  uploadBadPartHeader:
    'A part of the upload has a malformed header. Each part needs a header like Content-Disposition: form-data; name="file".',
  uploadBadContentType: 'The Content-Type header of the upload cannot be read. Send multipart/form-data with its boundary.',
  uploadInterrupted: 'The upload was interrupted before it arrived. Please send it again.',
  uploadTooManyParts: 'The upload has too many fields or parts.',
  uploadBadFieldName: 'A field of the upload has a missing, too long or unreadable name.',
  // An uploaded file (engine/uploadedRecords.ts)
  fileEmpty: 'The file is empty.',
  nulField: 'This must not contain a NUL character (\\u0000).',
  // Any call (sign-in, body, the server itself)
  signIn: 'Please sign in to continue.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
  busy: 'We are very busy right now. Please try again in a few seconds.',
  // Too many attempts from one network (the sign-in code limits, auth/rateLimit.ts)
  networkTooManyCodes: 'Too many code requests from your network. Please try again later.',
  networkTooManyNoticeAttempts: 'Too many attempts to answer a notice from your network. Please try again later.',
  // Paid identity and bank checks on a settlement request (domain/settlements/kycAttempts.ts)
  aadhaarChecksOnRequest: 'This settlement request has reached its limit of Aadhaar checks. Please contact our support team.',
  aadhaarChecksToday: 'You have made too many Aadhaar checks in the last 24 hours. Please try again later.',
  bankChecksOnRequest: 'This settlement request has reached its limit of bank account checks. Please contact our support team.',
  bankChecksToday: 'You have made too many bank account checks in the last 24 hours. Please try again later.',
} as const;
export type CaseFlowMessage = keyof typeof CASE_FLOW_MESSAGES;

export const CASE_FLOW_TEMPLATES = {
  fileTooLargeIn: '{field}: a file is larger than {size}.',
  unknownFileField: 'Too many files, or a file in an unknown field ({field}).',
  uploadAsMultipart: 'Send this as multipart/form-data, with the file in the "{field}" field.',
  uploadFieldTooLong: 'The field "{field}" is too long.',
  atMostFilesHere: 'Attach at most {max} file(s) here.',
  /** A refused file: its name, and why (itself a message of this list). */
  fileRefused: '“{file}”: {message}',
  onlyFileTypes: 'Only {types} files can be uploaded here; this file is none of them.',
  wrongExtension: 'The file contents are a {type}; name it with the .{ext} extension.',
  nulCharacter: '{field} contains a NUL character (\\u0000), which is not allowed.',
  invoiceTakenHere: 'Invoice {invoice} has already been reported against this buyer.',
  invoicesTaken: 'Invoice {invoices} has already been reported by this business against {gstin}.',
  walletShort: 'Add {shortfall} to your wallet to report this defaulter: the report costs {total} and your wallet holds {held}.',
  reportCosts: 'Reporting a defaulter costs {total} ({fee} + GST), paid from your wallet.',
  noRecord: 'No record has the id "{id}".',
  noCase: 'No defaulter case has the id "{id}".',
  waitForCode: 'A code was sent a moment ago. Please wait {seconds} seconds before asking for another.',
  wrongCode: 'That code is not right. {count} tries left.',
} as const;
export type CaseFlowTemplate = keyof typeof CASE_FLOW_TEMPLATES;

/** The `{names}` of a template, as a type. */
type ParamsOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamsOf<Rest> : never;
export type CaseFlowParams<K extends CaseFlowTemplate> = Record<ParamsOf<(typeof CASE_FLOW_TEMPLATES)[K]>, string | number>;

/** A template's message with its values filled in. */
export function caseFlowMessage<K extends CaseFlowTemplate>(key: K, params: CaseFlowParams<K>): string {
  const values = params as Record<string, string | number>;
  return CASE_FLOW_TEMPLATES[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern a template's messages match, each `{name}` a named group: `templatePattern(t).exec(m)?.groups`. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{(\w+)\}/);
  return new RegExp(`^${parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escapeRegExp(part))).join('')}$`);
}

/** The documents a report needs before staff can review it: the invoice, the ledger and CA certificates. */
export const REQUIRED_EVIDENCE: readonly ReportDocumentKind[] = REPORT_DOCUMENT_KINDS.filter((k) => k.required).map((k) => k.field);

/** "Please attach the …" for a required document kind of a report. */
export const ATTACH_MESSAGE: Partial<Record<ReportDocumentKind, string>> = {
  invoice: CASE_FLOW_MESSAGES.attachInvoice,
  ledger_certificate: CASE_FLOW_MESSAGES.attachLedgerCertificate,
  ca_certificate: CASE_FLOW_MESSAGES.attachCaCertificate,
};

const EVIDENCE_NAMES: Record<ReportDocumentKind, string> = {
  invoice: 'invoice',
  bilty: 'bilty',
  ledger_certificate: 'ledger certificate',
  ca_certificate: 'CA certificate',
  payment_proof: 'proof of payment',
};

/** 'the invoice, the ledger certificate and the CA certificate'; `names` for another language. */
export function evidenceList(kinds: readonly ReportDocumentKind[], names = EVIDENCE_NAMES, and = 'and', the = 'the '): string {
  const list = kinds.map((k) => `${the}${names[k]}`);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} ${and} ${list.at(-1)}`;
}

/** Why a case imported without files cannot be reviewed yet (reportRules.missingEvidence names the kinds). */
export const evidenceMissingMessage = (missing: readonly ReportDocumentKind[]) =>
  `Please upload ${evidenceList(missing)} before this case is reviewed.`;

/** Every set of required documents that may be missing (each non-empty subset, in the form's order). */
export function missingEvidenceSets(): ReportDocumentKind[][] {
  const sets: ReportDocumentKind[][] = [];
  for (let mask = 1; mask < 1 << REQUIRED_EVIDENCE.length; mask += 1) sets.push(REQUIRED_EVIDENCE.filter((_, i) => mask & (1 << i)));
  return sets;
}
