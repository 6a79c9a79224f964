/**
 * GST hits: what POST /api/businesses/:id/gst-hit and POST /api/businesses/gst-hit/bulk answer
 * (api/src/domain/gst), and the bulk limit. Shared by the API and the admin's GST hit screens.
 */

/** GSTINs per bulk request, at most. */
export const MAX_BULK_GSTINS = 1000;

export type GstRegistrationStatus = 'Active' | 'Cancelled' | 'Suspended' | 'Inactive';

/** A GSTIN's registration, as the GST portal's "search taxpayer" gives it. */
export interface GstinDetails {
  gstin: string;
  legal_name: string;
  trade_name: string;
  status: GstRegistrationStatus;
  state_code: string;
  state: string;
  /** 'YYYY-MM-DD'. */
  registration_date: string;
  /** 'Regular', 'Composition', or another type the GST register names (e.g. 'Input Service Distributor'). */
  taxpayer_type: string;
  /** Constitution of business, from the PAN's 4th character (P proprietorship, C company, …). */
  constitution: string;
  pan: string;
  address: string;
  /** Nature of business activities, where the provider gives them. */
  nature_of_business?: string[];
  /** When the GST register last changed this registration ('YYYY-MM-DD'), where given. */
  last_update_date?: string | null;
  /** Which provider answered ('sandbox', 'cashfree') and when (ISO time): set on every look-up. */
  source?: string;
  fetched_at?: string;
  /** True when the answer came from our cache of recent look-ups (gst_hit_logs), not a new provider call. */
  from_cache?: boolean;
}

/** One GSTIN looked up (and logged). */
export interface GstHitResult {
  gstin: string;
  status: 'success' | 'failed';
  /** True when the registration is Active (the business, if any, is now GST-verified). */
  verified: boolean;
  business_id: number | null;
  result?: GstinDetails;
  error?: string;
  error_code?: string;
  log_id?: number;
}

/** POST /businesses/:id/gst-hit: the result and the business as it is now. */
export interface BusinessGstHitResult extends GstHitResult {
  business: Record<string, unknown>;
}

/** POST /businesses/gst-hit/bulk. */
export interface BulkGstHitSummary {
  batch_id: number;
  total: number;
  success: number;
  failed: number;
  /** Entries repeated in the request, looked up once. */
  duplicates: number;
  results: GstHitResult[];
}
