/**
 * GSTIN look-up through Cashfree Verification's "Verify GSTIN" (POST /gstin, body { GSTIN }),
 * documented at https://www.cashfree.com/docs/api-reference/vrs/v2/gstin/verify-gstin — Cashfree
 * relays the GST portal's taxpayer search: legal and trade name, status (gst_in_status), registration
 * date, constitution, taxpayer type, principal place address, nature of business activities, last
 * update. It offers no return-filing status; we do not invent one.
 *
 * Answers: 200 with the registration (a 200 with `valid: false` / "GSTIN Doesn't Exist" is not
 * found); 4xx with `{ code, message }` (400/422 invalid GSTIN, 401/403 our keys or IP, 412/422
 * balance, 429 too many); 5xx/520 "unable to validate". Every failure is a GstLookupError — the
 * member reads 404 or 503 (memberGstLookup.ts) and never a made-up registration.
 */
import type { GstinDetails, GstRegistrationStatus } from '../../contracts/gstHit';
import { CashfreeRequestFailed, isObject, type CashfreeClient, type Json } from '../../adapters/cashfree/cashfreeClient';
import { GstLookupError, type GstLookupAdapter } from './gstAdapter';
import { GST_STATES } from './gstStates';

const STATUSES: Record<string, GstRegistrationStatus> = {
  active: 'Active',
  cancelled: 'Cancelled',
  'cancelled suo-moto': 'Cancelled',
  'cancelled suo moto': 'Cancelled',
  suspended: 'Suspended',
  inactive: 'Inactive',
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** 'YYYY-MM-DD' from Cashfree's date (ISO, or the portal's DD/MM/YYYY); null when unreadable. */
export function isoDate(v: unknown): string | null {
  const s = str(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y) return null;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}` ? null : `${y}-${m}-${d}`;
}

const unreadable = (what: string) =>
  new GstLookupError('unavailable', `The GST service answered something we could not read (${what}). Please try again later.`, 502);

/** Cashfree's answer as our GstinDetails, or a GstLookupError; nothing is guessed. */
export function gstinDetailsFromCashfree(requested: string, body: Json, fetchedAt: Date): GstinDetails {
  if (body.valid === false || /doesn.?t exist|does not exist/i.test(str(body.message)))
    throw new GstLookupError('not_found', `No GST registration was found for ${requested}.`, 404);
  const gstin = str(body.GSTIN).toUpperCase();
  if (gstin !== requested) throw unreadable(gstin ? 'a different GSTIN' : 'no GSTIN');
  const legal = str(body.legal_name_of_business);
  if (!legal) throw unreadable('no legal name');
  const status = STATUSES[str(body.gst_in_status).toLowerCase()];
  if (!status) throw unreadable(`status "${str(body.gst_in_status).slice(0, 40)}"`);
  const registered = isoDate(body.date_of_registration);
  if (!registered) throw unreadable('no registration date');
  const address = str(body.principal_place_address);
  const state = GST_STATES[gstin.slice(0, 2)];
  const activities = Array.isArray(body.nature_of_business_activities)
    ? body.nature_of_business_activities.filter((a): a is string => typeof a === 'string' && a.trim() !== '')
    : [];
  return {
    gstin,
    legal_name: legal,
    trade_name: str(body.trade_name_of_business) || legal,
    status,
    state_code: gstin.slice(0, 2),
    state: state?.name ?? (isObject(body.principal_place_split_address) ? str(body.principal_place_split_address.state) : ''),
    registration_date: registered,
    taxpayer_type: str(body.taxpayer_type) || 'Regular',
    constitution: str(body.constitution_of_business) || 'Others',
    pan: gstin.slice(2, 12),
    address,
    nature_of_business: activities,
    last_update_date: isoDate(body.last_update_date),
    source: 'cashfree',
    fetched_at: fetchedAt.toISOString(),
  };
}

export interface CashfreeGstOptions {
  client: CashfreeClient;
  /** What one call costs us in rupees (GST_COST_PER_CALL); '0.00' when not said. */
  costPerCall?: string;
  now?: () => Date;
}

export function cashfreeGstAdapter({ client, costPerCall = '0.00', now = () => new Date() }: CashfreeGstOptions): GstLookupAdapter {
  return {
    name: 'cashfree/verify-gstin',
    costPerCall,
    async lookupGstin(gstin) {
      let body: Json;
      try {
        body = await client.request({ method: 'POST', path: '/gstin', body: { GSTIN: gstin }, retry: true, what: 'GSTIN verification' });
      } catch (err) {
        if (!(err instanceof CashfreeRequestFailed)) throw err;
        if (err.kind === 'malformed') throw unreadable('not a JSON object');
        if (
          err.kind === 'rejected' &&
          (err.statusCode === 400 || err.statusCode === 422) &&
          /gstin/i.test(err.message) &&
          !/balance/i.test(err.message)
        )
          throw new GstLookupError('invalid_gstin', 'GST says this is not a valid GSTIN.', err.statusCode);
        if (err.kind === 'rejected' && err.statusCode === 404)
          throw new GstLookupError('not_found', `No GST registration was found for ${gstin}.`, 404);
        // Our keys, IP, balance, their rate limit or their outage: the member can only retry later.
        throw new GstLookupError(
          'unavailable',
          'The GST service is not answering right now. Please try again later.',
          err.statusCode ?? 503,
        );
      }
      return gstinDetailsFromCashfree(gstin, body, now());
    },
  };
}
