/**
 * Acknowledgement keys (/acknowledgement/{key}): the receipt a member gets for something they
 * filed. Decision: a key is a two-letter prefix naming the kind of record, a dash and its id —
 * DR-12 an account deactivation request, GR-5 a GSTIN review request, SR-40 a settlement request —
 * the same reference the member is shown when filing. Pure rules: parsing keys and the message
 * each status reads.
 */
import { ACKNOWLEDGEMENT_PREFIXES, type AcknowledgementKind } from '../../contracts/memberAccount';

export interface AcknowledgementKey {
  key: string;
  kind: AcknowledgementKind;
  id: number;
}

/** 'dr-12' → { key: 'DR-12', kind: 'deactivation_request', id: 12 }; anything else → undefined. */
export function parseAcknowledgementKey(raw: string): AcknowledgementKey | undefined {
  const m = /^([A-Za-z]{2})-(\d{1,15})$/.exec(raw.trim());
  if (!m) return undefined;
  const prefix = m[1]!.toUpperCase();
  if (!Object.hasOwn(ACKNOWLEDGEMENT_PREFIXES, prefix)) return undefined;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  return { key: `${prefix}-${id}`, kind: ACKNOWLEDGEMENT_PREFIXES[prefix as keyof typeof ACKNOWLEDGEMENT_PREFIXES], id };
}

const WHAT: Record<AcknowledgementKind, string> = {
  deactivation_request: 'Account deactivation request',
  gstin_review_request: 'GSTIN review request',
  settlement_request: 'Settlement request',
};

const MESSAGES: Record<AcknowledgementKind, Record<string, string>> = {
  deactivation_request: {
    requested: 'We have received your request. Confirm it with the code we send to your mobile to go ahead.',
    confirmed: 'You have confirmed your request. Our team will complete it and let you know.',
    cancelled: 'This request was cancelled. Your account stays active.',
    completed: 'Your account has been deactivated.',
  },
  gstin_review_request: {
    open: 'We have received your request. Our support team will review this GSTIN and contact you.',
    resolved: 'Our support team has resolved your request.',
    rejected: 'Our support team could not accept your request. Contact support for details.',
  },
  settlement_request: {
    initialised: 'We have received your settlement request.',
    inprogress: 'Your settlement request is being processed.',
    approved: 'Your settlement request is approved.',
    rejected: 'Your settlement request was rejected. Contact support for details.',
    settled: 'This settlement is complete.',
  },
};

/** "Account deactivation request #12 (GSTIN 08ABCDE1234F1Z5)". */
export function acknowledgementReference(kind: AcknowledgementKind, id: number, detail?: string | null): string {
  return `${WHAT[kind]} #${id}${detail ? ` (${detail})` : ''}`;
}

export function acknowledgementMessage(kind: AcknowledgementKind, status: string): string {
  return MESSAGES[kind][status] ?? 'We have received your request.';
}
