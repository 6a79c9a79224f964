/**
 * Who must act next on a settlement request, and how (issue 21 §7: "Waiting for the other side" says
 * nothing). One pure rule shared by the API (the member dashboard's open settlements) and the portal
 * (the settlement page): the request's facts in, the next step and whose it is out.
 *
 * The order is the flow's (issue 10 §5): the side that opened the request confirms it with a code,
 * then proves who they are with Aadhaar; the reporter (who receives the money) names a verified bank
 * account; both sides sign the letter; then the reported business pays, instalment by instalment.
 */
import { toPaise } from '../validation/money';
import type { SettlementDetailsView, SettlementSide, SettlementStatus } from './settlement';

export type SettlementStep = 'code' | 'aadhaar' | 'bank' | 'sign' | 'pay' | 'done';

export interface SettlementStepFacts {
  status: SettlementStatus;
  requested_side: SettlementSide;
  code_verified: boolean;
  aadhaar_verified: boolean;
  bank_verified: boolean;
  /** A signature counts only while the letter still hashes as it did when signed. */
  reporter_signed: boolean;
  defaulter_signed: boolean;
  /** Paise still to pay on the request. */
  left_paise: number;
}

export interface SettlementNextStep {
  step: SettlementStep;
  /** Whose step it is: one side, both (neither has signed yet), or nobody (closed or paid). */
  actor: SettlementSide | 'both' | null;
  /** Whether the viewer is the one to act (a staff viewer never is). */
  mine: boolean;
}

const CLOSED: readonly SettlementStatus[] = ['rejected', 'settled'];

export function settlementNextStep(f: SettlementStepFacts, viewer: SettlementSide | 'staff'): SettlementNextStep {
  const of = (step: SettlementStep, actor: SettlementNextStep['actor']): SettlementNextStep => ({
    step,
    actor,
    mine: viewer !== 'staff' && (actor === viewer || actor === 'both'),
  });
  if (CLOSED.includes(f.status) || f.left_paise <= 0) return of('done', null);
  if (!f.code_verified) return of('code', f.requested_side);
  if (!f.aadhaar_verified) return of('aadhaar', f.requested_side);
  if (!f.bank_verified) return of('bank', 'reporter');
  if (!f.reporter_signed && !f.defaulter_signed) return of('sign', 'both');
  if (!f.reporter_signed) return of('sign', 'reporter');
  if (!f.defaulter_signed) return of('sign', 'defaulter');
  return of('pay', 'defaulter');
}

/** The letter both sides sign (the one signed document of a settlement today). */
export const SETTLEMENT_LETTER_DOCTYPE = 'settlement_letter';

/** The facts of a request as GET /settlement/requests/:id answers it. */
export function settlementStepFacts(d: Pick<SettlementDetailsView, 'request' | 'bank_account' | 'signatures'>): SettlementStepFacts {
  const signed = (side: SettlementSide) => d.signatures.some((s) => s.side === side && s.doctype === SETTLEMENT_LETTER_DOCTYPE && s.valid);
  return {
    status: d.request.status,
    requested_side: d.request.requested_side,
    code_verified: !!d.request.otp_verified_at,
    aadhaar_verified: !!d.request.aadhaar_verified_at,
    bank_verified: !!d.bank_account?.verified_at,
    reporter_signed: signed('reporter'),
    defaulter_signed: signed('defaulter'),
    left_paise: Math.max(0, toPaise(d.request.amount) - toPaise(d.request.paid_amount)),
  };
}
