/**
 * The sections of the customer page — which records of the customer each shows, in which columns,
 * how many, and where its "See all" link goes — and which of them the signed-in role may see.
 * Pure, so it is unit-tested.
 */
import { adminRoutes } from '../../routes/adminRoutes';
import { canAccess } from '../../providers/canAccess';
import type { SessionUser } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';

/**
 * A column of a compact table: a registry field shown by its type, unless `cell` asks otherwise —
 * 'link' (the record's name, linked to its page), 'day' ('DD, Mon, YYYY'), 'when' (with the time),
 * 'verified' (a "Verified" chip or "Not verified"), 'proven' (a "Proven" chip or "Not proven": control of the GST registration), 'plan' (the plan's name and version).
 */
export interface SectionColumn {
  field: string;
  label?: string;
  cell?: 'link' | 'day' | 'when' | 'verified' | 'proven' | 'plan';
}

export interface CustomerSection {
  key: string;
  /** Registry API name of the records listed. */
  resource: string;
  /** Their reference field that points at the customer. */
  target: string;
  title: string;
  columns: readonly SectionColumn[];
  /** How many of the latest records the page shows. */
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  empty: string;
  /** Half the page width on large screens (narrow tables). */
  half?: boolean;
  /** A further link beside "See all" (the member's wallet statement). */
  more?: { label: string; path: (ownerId: string | number) => string };
}

/** The member's wallet statement with the balance after each movement (spec: admin/wallet/transaction/{userId}). */
export const walletStatementPath = (userId: string | number) => `/wallet/transaction/${encodeURIComponent(String(userId))}`;

export const CUSTOMER_SECTIONS: readonly CustomerSection[] = [
  {
    key: 'businesses',
    resource: 'businesses',
    target: 'user_id',
    title: 'Businesses',
    perPage: 5,
    empty: 'No businesses registered.',
    columns: [
      { field: 'trade_name', cell: 'link' },
      { field: 'gstin', label: 'GSTIN' },
      { field: 'category_id' },
      { field: 'state_id' },
      { field: 'gst_verified_at', label: 'GST verified', cell: 'verified' },
      { field: 'control_proven_at', label: 'Control proven', cell: 'proven' },
    ],
  },
  {
    key: 'defaulterCases',
    resource: 'defaulter-cases',
    target: 'reporter_user_id',
    title: 'Defaulters reported',
    perPage: 5,
    empty: 'No defaulters reported.',
    columns: [
      { field: 'defaulter_name', cell: 'link' },
      { field: 'defaulter_gstin', label: 'GSTIN' },
      { field: 'due_amount', label: 'Due' },
      { field: 'status', label: 'Status' },
      { field: 'created_at', label: 'Reported on', cell: 'day' },
    ],
  },
  {
    key: 'settlementRequests',
    resource: 'settlement-requests',
    target: 'user_id',
    title: 'Settlement requests',
    perPage: 5,
    empty: 'No settlement requests.',
    columns: [
      { field: 'id', label: 'Request', cell: 'link' },
      { field: 'case_id', label: 'Defaulter' },
      { field: 'amount' },
      { field: 'mode', label: 'Type' },
      { field: 'status' },
      { field: 'created_at', label: 'Requested on', cell: 'day' },
    ],
  },
  {
    key: 'subscriptions',
    resource: 'subscriptions',
    target: 'user_id',
    title: 'Subscriptions',
    perPage: 5,
    half: true,
    empty: 'No subscriptions.',
    sort: { field: 'ends_at', order: 'DESC' },
    columns: [
      { field: 'plan_version_id', label: 'Plan', cell: 'plan' },
      { field: 'business_id' },
      { field: 'status' },
      { field: 'ends_at', label: 'Ends on', cell: 'day' },
    ],
  },
  {
    key: 'invoices',
    resource: 'invoices',
    target: 'user_id',
    title: 'Invoices',
    perPage: 5,
    half: true,
    empty: 'No invoices.',
    columns: [
      { field: 'invoice_number', label: 'Invoice', cell: 'link' },
      { field: 'total' },
      { field: 'status' },
      { field: 'issued_at', label: 'Issued on', cell: 'day' },
    ],
  },
  {
    key: 'walletTransactions',
    resource: 'wallet-transactions',
    target: 'user_id',
    title: 'Wallet transactions',
    perPage: 10,
    more: { label: 'Statement and balance', path: walletStatementPath },
    empty: 'No wallet transactions.',
    columns: [
      { field: 'created_at', label: 'On', cell: 'when' },
      { field: 'kind' },
      { field: 'amount' },
      { field: 'narration', cell: 'link' },
      { field: 'reference_type' },
    ],
  },
  {
    key: 'referrals',
    resource: 'referrals',
    target: 'referrer_user_id',
    title: 'Referrals',
    perPage: 5,
    empty: 'No referrals sent.',
    columns: [
      { field: 'invitee_mobile', label: 'Mobile' },
      { field: 'invitee_email', label: 'Email' },
      { field: 'referred_user_id' },
      { field: 'status' },
      { field: 'cashback_amount' },
      { field: 'created_at', label: 'Invited on', cell: 'day' },
    ],
  },
];

type AccessUser = Pick<SessionUser, 'role_id' | 'role_type' | 'accessAction'> | null | undefined;

/** The sections whose records the role may list; the others are left off the page. */
export function customerSectionsFor(user: AccessUser, sections: readonly CustomerSection[] = CUSTOMER_SECTIONS): CustomerSection[] {
  return sections.filter((s) => canAccess(user, { resource: s.resource, action: 'list' }));
}

/**
 * "See all": the route table's own filtered list when it has one (wallet transactions of a
 * customer: /customer-management/users/walletTransaction/details/{userId}), otherwise the
 * resource's list with the filter in its address.
 */
export function seeAllPath(section: Pick<CustomerSection, 'resource' | 'target'>, customerId: string | number): string {
  const own = adminRoutes.find(
    (r) => r.screen.kind === 'list' && r.screen.resource === section.resource && r.screen.filterBy?.field === section.target,
  );
  if (own?.screen.kind === 'list' && own.screen.filterBy) {
    return `/${own.path.replace(`:${own.screen.filterBy.param}`, () => encodeURIComponent(String(customerId)))}`;
  }
  const def = resourceByName(section.resource);
  const filter = JSON.stringify({ [section.target]: Number(customerId) || customerId });
  return `/${def?.route ?? section.resource}?${new URLSearchParams({ filter })}`;
}

/** The section heading's count: 'Businesses · 3', or 'Wallet transactions · latest 10 of 42'. */
export function sectionCount(shown: number, total: number | undefined): string {
  if (total === undefined || total <= 0) return '';
  return total > shown ? `latest ${shown} of ${total}` : String(total);
}

/** A reference is shown by name only when the role may read the target's list (where its name comes from). */
export function referenceReadable(user: AccessUser, field: { type: string; reference?: string }): boolean {
  return field.type !== 'reference' || !field.reference || canAccess(user, { resource: field.reference, action: 'list' });
}

/** A compact table's column heading: the column's own label, else the registry field's. */
export function columnLabel(fields: Readonly<Record<string, { label: string }>>, column: SectionColumn): string {
  return column.label ?? fields[column.field]?.label ?? column.field;
}

/** Amounts and counts line up on the right. */
export function columnAlign(fields: Readonly<Record<string, { type: string }>>, column: SectionColumn): 'left' | 'right' {
  const type = fields[column.field]?.type;
  return column.cell === undefined && (type === 'money' || type === 'percent' || type === 'integer') ? 'right' : 'left';
}

/** The text of a 'link' cell: the value, or '#id' for ids and blanks (a pending invoice has no number yet). */
export function linkText(value: unknown, id: unknown, field?: { type: string }): string {
  if (field?.type === 'id' || value === null || value === undefined || String(value).trim() === '') return `#${String(id ?? '')}`;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}
