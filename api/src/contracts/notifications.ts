/**
 * The in-app notifications (issue 20 §4): each kind a member may be told about, with its English text.
 * `{name}` is filled from the row's params (ids, names, amounts in rupees — all strings). The portal
 * has the Hindi of every kind (portal/src/pages/notifications/texts/notificationTextsHi.ts); a test
 * fails when a kind lacks either or their placeholders differ. Browser-safe: no imports.
 */
export const NOTIFICATION_CATALOG = {
  case_verified: 'Your report of {defaulter_name} (case #{case_id}) is verified and now on the record.',
  case_needs_documents: 'Your report of {defaulter_name} (case #{case_id}) needs more documents. Open it to see what is asked.',
  case_rejected: 'Your report of {defaulter_name} (case #{case_id}) was rejected. Open it to read the reason.',
  claim_received: '{reporter_name} reported your business {business_name} for ₹{amount} (case #{case_id}). Reply before {until}.',
  dispute_received: '{defaulter_name} disputed your claim (case #{case_id}). Our staff will decide.',
  dispute_upheld: 'The dispute of case #{case_id} ({defaulter_name}) was upheld: the case is closed.',
  dispute_rejected: 'The dispute of case #{case_id} ({defaulter_name}) was rejected: the case stands.',
  settlement_opened: '{counterparty} asked to settle case #{case_id} for ₹{amount}.',
  settlement_confirmed: '{counterparty} confirmed the settlement request #{settlement_id} of case #{case_id}.',
  settlement_signed: '{counterparty} signed the settlement letter of request #{settlement_id}.',
  settlement_payment: '{counterparty} paid ₹{amount} on settlement request #{settlement_id} (case #{case_id}).',
  settlement_completed: 'Settlement request #{settlement_id} of case #{case_id} is fully paid and complete.',
  plan_bought: 'Your plan {plan_name} is active until {ends_on}.',
  plan_expiring: 'Your plan {plan_name} ends on {ends_on}. Days left: {days}. Renew to keep your benefits.',
  plan_expired: 'Your plan {plan_name} has ended. Renew to report and check credit again.',
  invoice_issued: 'Invoice {invoice_number} for ₹{amount} is ready.',
  cir_ready: 'The credit report on {business_name} ({gstin}) is ready.',
  watch_new_case: '{defaulter_name} ({gstin}), a business you watch, was reported for an unpaid ₹{amount}.',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_CATALOG;
/** The names a template's `{placeholders}` take: what notify() must be given for a kind. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
export type NotificationParams<K extends NotificationKind> = Record<Placeholders<(typeof NOTIFICATION_CATALOG)[K]>, string>;

export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_CATALOG) as NotificationKind[];

/** The placeholders a template names, in order of first use. */
export function notificationPlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/** The text with its params filled in (a missing one stays as `{name}`). */
export function fillNotification(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** One row of GET /api/member/notifications. */
export interface MemberNotification {
  id: number;
  kind: NotificationKind;
  params: Record<string, string>;
  /** English text (the portal writes its own from kind and params in the reader's language). */
  text: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

export interface MemberNotificationPage {
  items: MemberNotification[];
  total: number;
  unread: number;
  page: number;
  per_page: number;
}
