/**
 * Which staff actions the settlement page offers: each needs Settlement Request → process (the API's
 * requireAccess / can() checks) AND a state that allows it, as the server will judge it. When the
 * role may act but the state does not allow it, `why` says so instead of a button. Pure, so it is
 * unit-tested.
 */
import type { SettlementDetailsView } from '@bakaya/api/contracts';
import { bothSigned, payablePaise } from './settlementFlowModel';

export interface ActionOffer {
  offered: boolean;
  /** Why the role may but cannot now (absent when offered, or when the role may not act at all). */
  why?: string;
}

export interface SettlementActionOffers {
  /** Said instead of any reason when the request is over (rejected or fully paid): nothing more can be done. */
  closed?: string;
  recordPayment: ActionOffer;
  reject: ActionOffer;
  /** Ids of the holds still pausing collection calls, each with its own "Release" button. */
  releasableHolds: number[];
}

type Flow = Pick<SettlementDetailsView, 'request' | 'case' | 'signatures' | 'holds'>;

const no = (why?: string): ActionOffer => (why ? { offered: false, why } : { offered: false });
const yes: ActionOffer = { offered: true };

const CLOSED: Partial<Record<SettlementDetailsView['request']['status'], string>> = {
  rejected: 'This request was rejected: it takes no more payments.',
  settled: 'This settlement is fully paid: nothing more is due on it.',
};

function paymentOffer(flow: Flow): ActionOffer {
  if (flow.request.status === 'initialised') return no('The requester has not yet confirmed the request with the code sent to them.');
  if (!bothSigned(flow.signatures)) return no('Both sides must sign the current settlement letter before a payment is recorded.');
  if (payablePaise(flow) <= 0) return no('Nothing is left to pay on this request.');
  return yes;
}

export function settlementActions(mayProcess: boolean, flow: Flow): SettlementActionOffers {
  if (!mayProcess) return { recordPayment: no(), reject: no(), releasableHolds: [] };
  const closed = CLOSED[flow.request.status];
  return {
    ...(closed ? { closed } : {}),
    recordPayment: closed ? no() : paymentOffer(flow),
    reject: closed ? no() : yes,
    releasableHolds: flow.holds.filter((h) => h.status === 'hold').map((h) => h.id),
  };
}

/** The note a release or a rejection needs (the API asks for 3 to 1,000 characters). */
export const NOTE_LIMITS = { min: 3, max: 1000 } as const;

export function noteProblem(note: string): string | undefined {
  const text = note.trim();
  if (text.length < NOTE_LIMITS.min) return 'Write a short note saying why (it is kept on the record).';
  if (text.length > NOTE_LIMITS.max) return `Keep the note to ${NOTE_LIMITS.max} characters.`;
  return undefined;
}
