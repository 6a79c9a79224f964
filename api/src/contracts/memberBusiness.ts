/**
 * A member's own businesses (issue 8 §4): the GST look-up before adding one, the review request
 * for a GSTIN someone else holds, and the active business. Shared by the API and the portal.
 */
import { z } from 'zod';
import { gstinSchema } from '../validation';
import type { GstRegistrationStatus } from './gstHit';

/** Member look-ups per member, per window (provider calls cost money; invalid input is not counted). */
export const MEMBER_GST_LOOKUP_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const;
/** Review requests per member, per window. */
export const GSTIN_REVIEW_LIMIT = { max: 5, windowSeconds: 24 * 60 * 60 } as const;
/** A member's successful look-up of a GSTIN is reused when they add it within this time (no second paid call). */
export const MEMBER_LOOKUP_REUSE_SECONDS = 30 * 60;

/**
 * Who already holds the GSTIN on Bakaya: the caller ('yours'), someone else ('another_member' —
 * never who), or nobody (false).
 */
export type AlreadyRegistered = 'yours' | 'another_member' | false;

/** POST /api/businesses/gst-lookup → 200. */
export interface MemberGstLookup {
  gstin: string;
  legal_name: string;
  trade_name: string;
  /** From the GSTIN's first two digits; `id` is the states master row, when there is one. */
  state: { code: string; name: string; id?: number };
  /** Characters 3–12 of the GSTIN. */
  pan: string;
  address: string;
  pincode?: string;
  registration_status: GstRegistrationStatus;
  already_registered: AlreadyRegistered;
}

export const memberGstLookupInput = z.object({ gstin: gstinSchema });

export const gstinReviewInput = z.object({
  gstin: gstinSchema,
  note: z
    .string({ error: 'Please tell support why this GSTIN is yours.' })
    .trim()
    .min(10, 'Please tell support, in at least 10 characters, why this GSTIN is yours.')
    .max(1000, 'Please keep the note under 1000 characters.'),
});

/** POST /api/businesses/gstin-review → 201. */
export interface GstinReviewAnswer {
  id: number;
  gstin: string;
  status: 'open';
  message: string;
}

/** GET /api/businesses/active and POST /api/businesses/{id}/activate → 200: the business row, or null when none is active. */
export interface ActiveBusinessAnswer {
  active_business_id: number | null;
  business: Record<string, unknown> | null;
}
