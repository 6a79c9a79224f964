/**
 * GSTIN look-up (the GST portal's "search taxpayer"). Providers implement GstLookupAdapter; the
 * default is the offline sandbox in sandboxGstAdapter.ts. Routes and services depend only on this.
 */
import type { GstinDetails } from '../../contracts/gstHit';

/** unavailable: the provider failed or answered something unreadable; quota_exhausted: our daily allowance of provider calls is used up. */
export type GstLookupErrorCode = 'invalid_gstin' | 'not_found' | 'unavailable' | 'quota_exhausted';

/** A look-up that gave no details. `statusCode` is what the provider answered (for the API log). */
export class GstLookupError extends Error {
  constructor(
    readonly code: GstLookupErrorCode,
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'GstLookupError';
  }
}

export interface GstLookupAdapter {
  /** Shown in api_consumption_logs.api, e.g. 'sandbox/search-taxpayer'. */
  readonly name: string;
  /** What one call costs us, in rupees ('0.00' for the sandbox). */
  readonly costPerCall: string;
  /** Resolves with the registration, or rejects with GstLookupError. */
  lookupGstin(gstin: string): Promise<GstinDetails>;
}
