/**
 * A member's account screens (issue 8 §4): account deactivation in two steps, the member agreement
 * per business, free benefits, acknowledgements, and an export's download. Input rules and answer
 * shapes shared by the API and the portal.
 */
import { z } from 'zod';

/** Step 1: POST /api/account/deactivation { reason } (the registry's create pipeline under the member's own scope). */
/** What happens to a member's data when the account is deactivated (shown before they confirm; the portal shows them in Hindi too). */
export const DEACTIVATION_DATA_EFFECTS: readonly string[] = [
  'When our team completes your request, you are signed out on every device and can no longer sign in with this account.',
  'Your businesses, reports, settlements, invoices and payment records are kept, not deleted: business and tax records must be kept by law.',
  'Any refund of your plan fee is worked out from the deactivation slabs (days of your plan used) when our team completes the request.',
  'Until our team completes the request, you can cancel it and keep using your account.',
];

export const DEACTIVATION_REASON = { min: 10, max: 2000 } as const;

export const deactivationRequestInput = z.object({
  reason: z
    .string({ error: 'Please tell us why you want to deactivate your account.' })
    .trim()
    .min(DEACTIVATION_REASON.min, `Please tell us, in at least ${DEACTIVATION_REASON.min} characters, why you are leaving.`)
    .max(DEACTIVATION_REASON.max, `Please keep the reason under ${DEACTIVATION_REASON.max} characters.`),
});

/** Step 2: POST /api/account/deactivation/confirm { otp }. */
export const deactivationConfirmInput = z.object({
  otp: z.string({ error: 'Please enter the 6-digit code we sent you.' }).regex(/^\d{6}$/, 'Please enter the 6-digit code we sent you.'),
});

export type DeactivationStatus = 'requested' | 'confirmed' | 'cancelled' | 'completed';

/** The member's deactivation request as the member sees it. `reference` is its acknowledgement key. */
export interface DeactivationRequestView {
  id: number;
  reference: string;
  reason: string;
  step: 1 | 2;
  status: DeactivationStatus;
  created_at: string;
  updated_at: string;
}

/** What the slabs would refund if the account were deactivated today (amounts: rupees as decimal strings). */
export interface DeactivationRefundQuote {
  subscription_id: number;
  plan_name: string;
  starts_at: string;
  ends_at: string;
  /** The plan version's fee (before taxes) the refund is a share of. */
  fee: string;
  /** Whole days of the plan used so far (a part of a day counts as a day). */
  days_used: number;
  refund_percent: string;
  refund_amount: string;
}

/** GET /api/account/deactivation → 200. `request`: the open (requested or confirmed) one, else null. */
export interface DeactivationAnswer {
  request: DeactivationRequestView | null;
  /** What happens to the member's data when the account is deactivated. */
  data_effects: string[];
  /** null: no active membership plan, so nothing to refund. */
  refund: DeactivationRefundQuote | null;
}

/** POST /api/account/deactivation/send-code → 200. */
export interface DeactivationCodeSent {
  status: true;
  message: string;
  masked: string;
  expires_in: number;
  resend_in: number;
}

/** POST /api/account/deactivation/confirm and /cancel → 200. */
export interface DeactivationChangeAnswer {
  message: string;
  request: DeactivationRequestView;
}

/** POST /api/businesses/{id}/agreement { version }. */
export const agreementAcceptInput = z.object({
  version: z
    .string({ error: 'Say which version of the agreement you accept.' })
    .trim()
    .min(1, 'Say which version of the agreement you accept.')
    .max(20, 'Not a version of the agreement.'),
});

/** GET and POST /api/businesses/{id}/agreement → 200/201. */
export interface BusinessAgreementAnswer {
  business: { id: number; trade_name: string; legal_name: string | null; gstin: string };
  /** The version in force now. */
  version: string;
  text: string;
  /** When the member accepted this version for this business; null when not yet. */
  accepted_at: string | null;
}

export type FreeBenefit = 'free_business' | 'free_cir';

export interface FreeBenefitLine {
  benefit: FreeBenefit;
  label: string;
  /** What the plan version grants. */
  plan_grants: number;
  /** Extra grants staff forced (Free benefits force track). */
  extra_granted: number;
  used: number;
  remaining: number;
}

/** GET /api/account/free-benefits → 200. */
export interface FreeBenefitsAnswer {
  plan: { subscription_id: number; plan_name: string; version: number; starts_at: string; ends_at: string } | null;
  benefits: FreeBenefitLine[];
  message: string;
}

/** Acknowledgement keys: a prefix naming the kind of record, a dash, its id (e.g. DR-12). */
export const ACKNOWLEDGEMENT_PREFIXES = {
  DR: 'deactivation_request',
  GR: 'gstin_review_request',
  SR: 'settlement_request',
} as const;

export type AcknowledgementKind = (typeof ACKNOWLEDGEMENT_PREFIXES)[keyof typeof ACKNOWLEDGEMENT_PREFIXES];

/** GET /api/acknowledgements/{key} → 200. */
export interface AcknowledgementAnswer {
  key: string;
  kind: AcknowledgementKind;
  /** What the record is about, for people (e.g. "Account deactivation request #12"). */
  reference: string;
  created_at: string;
  status: string;
  message: string;
}
