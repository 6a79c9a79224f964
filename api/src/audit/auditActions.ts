/**
 * Every audit action, declared once (issue 19 §1) the way the error catalog declares codes:
 * resource → action → what it records, in one English line. Two maps, one per writer, each typed so a
 * misspelt action does not compile:
 * - ROW_AUDIT_ACTIONS: a row written with its audit row in one call (auditedWrite.ts: insertAudited,
 *   updateAudited, updateAuditedIf, upsertAudited, deleteAudited; the engine's pipeline). The action is
 *   the verb unless the flow names its own (`release`, `sign`…);
 * - RECORDED_ACTIONS: an action that is not one row's write (a notice viewed, a journal posted, a
 *   report filed across several tables), recorded with recordAction(db, call, { resource, recordId,
 *   action, before, after }) (recordAction.ts), whose resource and action must be a pair of this map.
 *
 * The names are the stored `audit_logs.resource` / `audit_logs.action` values (at most 24 characters
 * for an action): renaming one changes what the audit log screens filter on. Pure data: no imports.
 */
/** Row writes with their audit row: `*` lists the verbs any resource's row may have. */
export const ROW_AUDIT_ACTIONS = {
  '*': {
    create: 'The row was created (`after`: the stored row).',
    update: 'The row was changed (`before` and `after`: the row before and after).',
    delete: 'The row was deleted (`before`: the row as it was).',
    deactivate: 'The row was deactivated instead of deleted (it stays for the records that point at it).',
  },
  'business-agreements': { accept: 'A member accepted the member agreement for a business.' },
  businesses: { prove_control: 'A member proved control of the business with a code sent to its GST contact.' },
  'call-request-holds': { release: 'A hold on collection calls was released (settled, rejected, or by staff), with its note.' },
  'case-disputes': { decide: 'Staff upheld or rejected a dispute; the case moved accordingly.' },
  'defaulter-cases': { transition: 'The case moved to another status (with the step’s note and timeline event).' },
  'esign-requests': {
    start: 'A side started signing the settlement letter on the e-sign provider’s page.',
    signed: 'The e-sign provider confirmed the signature; the signed PDF and its certificate were stored.',
    failed: 'The e-sign provider reported that signing failed.',
    expired: 'The e-sign request expired before it was signed.',
  },
  'gst-hit-batches': { gst_hit: 'A bulk GSTIN look-up finished: totals of the batch.' },
  referrals: { invite: 'A member invited someone (masked contact, the channels used).' },
  'settlement-requests': {
    aadhaar: "The requester's Aadhaar was verified for the settlement.",
    bank: 'A verified bank account was chosen to receive the settlement.',
    confirm: 'The other side confirmed the settlement request.',
    reject: 'Staff rejected the settlement request.',
  },
  'settlement-signatures': { sign: 'A side e-signed the settlement letter.' },
  subscriptions: {
    expire: 'The plan period ended (the nightly expiry job).',
    staff_expire: "Staff ended a member's running plan, with the reason.",
  },
  temp_otps: { temp_otp_create: 'Staff made a temporary sign-in code for a member (the code is never stored).' },
  'transaction-consents': {
    consent: 'The buyer consented to the supplier reporting their transactions.',
    request: 'The supplier asked the buyer for consent.',
    revoke: 'The buyer withdrew their consent.',
  },
  'user-deactivation-requests': {
    cancel: 'The account deactivation request was cancelled.',
    confirm: 'The account deactivation request was confirmed.',
  },
} as const satisfies Record<string, Record<string, string>>;

/** Actions recorded on their own (not one row's write); `*`: actions any registry resource may record. */
export const RECORDED_ACTIONS = {
  '*': {
    import: 'Rows of an uploaded file imported into the list, in one transaction.',
  },
  businesses: {
    activate: 'The member made this business their active one.',
    gst_hit: 'The GSTIN was looked up at the GST network and the result recorded on the business.',
  },
  'case-disputes': {
    create: 'The reported business disputed the claim through its notice (documents attached, case moved to disputed).',
  },
  'case-notices': {
    create: 'A notice was issued to the reported business and its messages queued.',
    resend: 'A notice was sent again to the reported business.',
    view: 'The reported business opened its notice page.',
  },
  'contact-messages': {
    send: 'A contact-form message was queued to the support address.',
  },
  customers: {
    register: 'A member registered an account (attributed to the new member).',
    sign_in_reset: "Staff cleared a member's sign-in lock: open codes expired, send limits released.",
  },
  'defaulter-cases': {
    claim_accepted: 'The reported business accepted the claim through its notice; the case is listed from then.',
    create: 'A defaulter report was filed: the case, its invoices and the fee charged.',
  },
  invoices: {
    resend: 'An issued invoice was sent again to the member (email or SMS).',
  },
  'settlement-requests': {
    create: 'A settlement request was made, with its instalments.',
  },
  'sms-logs': {
    resend: 'Staff sent a failed message again: a new outbox row copies it (`after`: the copy and its status).',
  },
  subscriptions: {
    free_trial: 'A free trial plan was started for a business.',
    staff_upgrade: 'Staff started a plan for a member or business, cancelling the running ones.',
  },
  temp_otps: {
    temp_otp_login: 'A member signed in with a temporary code staff made for them.',
  },
  'wallet-transactions': {
    post: 'A balanced journal was posted to the wallet ledger (its lines and the balances after).',
  },
} as const satisfies Record<string, Record<string, string>>;

type Recorded = typeof RECORDED_ACTIONS;
type RowActions = typeof ROW_AUDIT_ACTIONS;

/** A resource with recorded actions of its own. */
export type RecordedResource = Exclude<keyof Recorded, '*'>;

/** The actions recordAction takes for a resource: its own, and those any resource may record. */
export type AuditActionOf<R extends string> = Extract<
  (R extends RecordedResource ? keyof Recorded[R] : never) | keyof Recorded['*'],
  string
>;

/** An action a row write with its audit row may name (auditedWrite.ts). */
export type RowAuditAction = Extract<{ [R in keyof RowActions]: keyof RowActions[R] }[keyof RowActions], string>;

type Lines = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The catalog's English line for a stored resource/action pair; undefined when it is not catalogued. */
export function auditActionDescription(resource: string, action: string): string | undefined {
  for (const map of [RECORDED_ACTIONS, ROW_AUDIT_ACTIONS] as Lines[]) {
    const line = map[resource]?.[action];
    if (line) return line;
  }
  return (RECORDED_ACTIONS as Lines)['*']?.[action] ?? (ROW_AUDIT_ACTIONS as Lines)['*']?.[action];
}
