/**
 * The default GST look-up: an offline sandbox that works without network or credentials.
 *
 * - Validates the GSTIN for real (shape, state code, check character) via the validation library.
 * - Answers deterministic details derived from the GSTIN: state from the first two digits, PAN from
 *   characters 3–12, constitution from the PAN's 4th character, and a stable, plausible trade name,
 *   legal name, registration date and address picked by a hash of the GSTIN. Same GSTIN, same answer.
 * - Documented test GSTINs (any state code and entity number, valid check character) exercise the
 *   failure paths, chosen by the embedded PAN:
 *     AAAAA0000A → not found (404)              e.g. 08AAAAA0000A1Z2
 *     EEEEE0000E → provider unavailable (503)   e.g. 08EEEEE0000E1Z2
 *     CCCCC0000C → found, status Cancelled      e.g. 08CCCCC0000C1ZK
 *     SSSSS0000S → found, status Suspended      e.g. 08SSSSS0000S1ZH
 *   `sandboxGstin(stateCode, pan)` builds one with the right check character.
 */
import crypto from 'node:crypto';
import type { GstinDetails, GstRegistrationStatus } from '../../contracts/gstHit';
import { gstinCheckChar, normaliseGstin } from '../../validation';
import { gstinProblem } from './gstinProblem';
import { GstLookupError, type GstLookupAdapter } from './gstAdapter';
import { GST_STATES } from './gstStates';

export const SANDBOX_TEST_PANS = {
  notFound: 'AAAAA0000A',
  unavailable: 'EEEEE0000E',
  cancelled: 'CCCCC0000C',
  suspended: 'SSSSS0000S',
} as const;

/** A valid GSTIN (correct check character) for a state code and PAN; entity number defaults to 1. */
export function sandboxGstin(stateCode: string, pan: string, entity = '1'): string {
  const first14 = `${stateCode}${pan}${entity}Z`.toUpperCase();
  return first14 + gstinCheckChar(first14);
}

const FIRST = [
  'Shree',
  'Sri',
  'Jai',
  'Om',
  'New',
  'Royal',
  'Bharat',
  'National',
  'Global',
  'Sai',
  'Maa',
  'Navkar',
  'Param',
  'Sunrise',
  'Pioneer',
  'Shubh',
];
const SECOND = [
  'Balaji',
  'Ganesh',
  'Krishna',
  'Laxmi',
  'Durga',
  'Shakti',
  'Ashoka',
  'Ganga',
  'Kaveri',
  'Himalaya',
  'Sagar',
  'Tirupati',
  'Vardhman',
  'Mahavir',
  'Siddhi',
  'Gayatri',
];
const KIND = [
  'Traders',
  'Enterprises',
  'Industries',
  'Textiles',
  'Steels',
  'Agencies',
  'Distributors',
  'Polymers',
  'Pharma',
  'Electricals',
  'Foods',
  'Packaging',
  'Logistics',
  'Hardware',
  'Chemicals',
  'Motors',
];
const GIVEN = [
  'Ramesh',
  'Suresh',
  'Anita',
  'Sunita',
  'Rajesh',
  'Priya',
  'Vikram',
  'Meena',
  'Amit',
  'Kavita',
  'Manoj',
  'Pooja',
  'Deepak',
  'Rekha',
  'Sanjay',
  'Neha',
];
/** One surname per letter: an individual's PAN has their surname's initial as its 5th character. */
const SURNAMES = [
  'Agarwal',
  'Bansal',
  'Chauhan',
  'Desai',
  'Easwaran',
  'Fernandes',
  'Gupta',
  'Hegde',
  'Iyer',
  'Jain',
  'Kapoor',
  'Lal',
  'Mehta',
  'Nair',
  'Oberoi',
  'Patel',
  'Qureshi',
  'Rao',
  'Sharma',
  'Trivedi',
  'Upadhyay',
  'Verma',
  'Wadhwa',
  'Xavier',
  'Yadav',
  'Zaveri',
];
const STREETS = [
  'Station Road',
  'MG Road',
  'Industrial Area, Phase II',
  'Transport Nagar',
  'Mandi Road',
  'Nehru Market',
  'Ring Road',
  'Sadar Bazar',
  'Civil Lines',
  'Gandhi Nagar',
  'Main Bazaar',
  'Sector 18',
];
const CONSTITUTIONS: Record<string, string> = {
  P: 'Proprietorship',
  C: 'Private Limited Company',
  F: 'Partnership',
  H: 'Hindu Undivided Family',
  A: 'Association of Persons',
  B: 'Body of Individuals',
  T: 'Trust',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government Department',
};

/** Deterministic picks from the GSTIN's SHA-256. */
function picker(gstin: string) {
  const bytes = crypto.createHash('sha256').update(gstin).digest();
  let i = 0;
  const next = () => {
    const v = bytes.readUInt16BE(i % 30);
    i += 2;
    return v;
  };
  return { next, pick: <T>(list: readonly T[]) => list[next() % list.length]! };
}

const FIRST_DAY = Date.UTC(2017, 6, 1); // GST began on 1 July 2017
const LAST_DAY = Date.UTC(2024, 11, 31);

export function sandboxDetails(gstin: string, status: GstRegistrationStatus = 'Active'): GstinDetails {
  const g = normaliseGstin(gstin);
  const state = GST_STATES[g.slice(0, 2)]!;
  const pan = g.slice(2, 12);
  const { next, pick } = picker(g);
  const first = pick(FIRST);
  let second = pick(SECOND);
  if (second === first) second = SECOND[(SECOND.indexOf(second) + 1) % SECOND.length]!;
  const trade = `${first} ${second} ${pick(KIND)}`;
  const surname = SURNAMES[pan.charCodeAt(4) - 65] ?? pick(SURNAMES);
  const person = `${pick(GIVEN)} ${surname}`;
  const kind = pan[3]!;
  const legal = kind === 'P' ? person : kind === 'C' ? `${trade} Private Limited` : kind === 'H' ? `${person} (HUF)` : trade;
  const days = Math.floor((LAST_DAY - FIRST_DAY) / 86_400_000) + 1;
  const registered = new Date(FIRST_DAY + ((next() * 65536 + next()) % days) * 86_400_000).toISOString().slice(0, 10);
  const pincode = (state.pinPrefix + String(next() % 1000).padStart(3, '0')).slice(0, 6);
  return {
    gstin: g,
    legal_name: legal,
    trade_name: trade,
    status,
    state_code: g.slice(0, 2),
    state: state.name,
    registration_date: registered,
    taxpayer_type: next() % 5 === 0 ? 'Composition' : 'Regular',
    constitution: CONSTITUTIONS[kind] ?? 'Others',
    pan,
    address: `${1 + (next() % 250)}, ${pick(STREETS)}, ${state.city}, ${state.name} ${pincode}`,
  };
}

export const sandboxGstAdapter: GstLookupAdapter = {
  name: 'sandbox/search-taxpayer',
  costPerCall: '0.00',
  async lookupGstin(gstin) {
    const problem = gstinProblem(gstin);
    if (problem) throw new GstLookupError('invalid_gstin', problem, 400);
    const g = normaliseGstin(gstin);
    switch (g.slice(2, 12)) {
      case SANDBOX_TEST_PANS.notFound:
        throw new GstLookupError('not_found', `No GST registration was found for ${g}.`, 404);
      case SANDBOX_TEST_PANS.unavailable:
        throw new GstLookupError('unavailable', 'The GST service is not answering right now. Please try again later.', 503);
      case SANDBOX_TEST_PANS.cancelled:
        return sandboxDetails(g, 'Cancelled');
      case SANDBOX_TEST_PANS.suspended:
        return sandboxDetails(g, 'Suspended');
      default:
        return sandboxDetails(g);
    }
  },
};
