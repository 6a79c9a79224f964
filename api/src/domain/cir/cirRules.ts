/**
 * Pure rules of the credit information report (issue 11 §2) that the snapshot, the generation and
 * the search share: which cases a report shows, how a reporter is named, the 24-month trends, the
 * verification code's shape and what makes two generate requests "the same request".
 */
import crypto from 'node:crypto';
import type { CirGenerateInput } from '../../contracts/cir';
import { GST_STATE_NAMES, istPlainDate } from '../../validation';
import { isListed } from '../defaulterCases';
import { CIR_VERIFICATION_CODE_PATTERN } from '../../contracts/cir';

/** Statuses of the cases a report can show; everything else (processing, rejected, removed …) never. */
export const CIR_CASE_STATUSES = ['verified', 'partial_settled', 'full_settled', 'disputed'] as const;

export interface CaseForCir {
  status: string;
  listed_from: Date | string | null;
  /** When a fully settled case was settled (its full_settled event, else its last change). */
  settled_at: Date | string | null;
}

const time = (v: Date | string) => (v instanceof Date ? v : new Date(v)).getTime();

/**
 * A member may see a case in a credit report when it counts against the business now (listed:
 * verified or partly settled and past the reply window, or accepted), when it counted and was then
 * settled in full (a default that was paid: settled inside the reply window, it never counted and
 * is not shown), or when it is under dispute — shown with the reported business's statement and
 * not scored. Cases in processing, asking for more documents, rejected, incomplete, removed or
 * wrongly reported are never shown.
 */
export function shownInCir(c: CaseForCir, now: Date): boolean {
  switch (c.status) {
    case 'verified':
    case 'partial_settled':
      return isListed(c, now);
    case 'full_settled':
      return c.listed_from !== null && c.settled_at !== null && time(c.listed_from) <= time(c.settled_at);
    case 'disputed':
      return c.listed_from !== null;
    default:
      return false;
  }
}

/** The state a GSTIN is registered in, by its first two digits. */
export const stateOfGstin = (gstin: string): string | null => GST_STATE_NAMES[gstin.slice(0, 2)] ?? null;

/** The reporter's trade name when the reporter agreed to be named, else "A member in <state>". */
export function reporterLabel(r: { showName: boolean; tradeName: string | null; gstin: string }): string {
  if (r.showName && r.tradeName && r.tradeName.trim() !== '') return r.tradeName.trim();
  const state = stateOfGstin(r.gstin);
  return state ? `A member in ${state}` : 'A member';
}

export const TREND_MONTHS = 24;

/** 'YYYY-MM' of the last `months` IST calendar months up to `now`'s, oldest first. */
export function lastMonths(now: Date, months = TREND_MONTHS): string[] {
  const [y, m] = istPlainDate(now).split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * The last 24 months, oldest first: cases reported in each month (of those the report shows) with
 * their dues, and the money settled on them in the month. Days are 'YYYY-MM-DD' (IST), money paise.
 */
export function monthlyTrends(
  cases: ReadonlyArray<{ reportedOn: string; duePaise: number }>,
  settlements: ReadonlyArray<{ settledOn: string; amountPaise: number }>,
  now: Date,
): Array<{ month: string; newCases: number; newDuePaise: number; settledPaise: number }> {
  const rows = new Map(lastMonths(now).map((month) => [month, { month, newCases: 0, newDuePaise: 0, settledPaise: 0 }]));
  for (const c of cases) {
    const row = rows.get(c.reportedOn.slice(0, 7));
    if (!row) continue;
    row.newCases += 1;
    row.newDuePaise += c.duePaise;
  }
  for (const s of settlements) {
    const row = rows.get(s.settledOn.slice(0, 7));
    if (row) row.settledPaise += s.amountPaise;
  }
  return [...rows.values()];
}

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const VERIFICATION_CODE_LENGTH = 20;
export const VERIFICATION_CODE_PATTERN = CIR_VERIFICATION_CODE_PATTERN;

/** 20 characters of RFC 4648 base32 from the system's CSPRNG: 100 bits, unguessable. */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += BASE32[crypto.randomInt(32)];
  return code;
}

/** What makes a retry under the same Idempotency-Key the same request (another body: 409). */
export function requestFingerprint(input: CirGenerateInput): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([input.business_id, input.gstin, input.purpose]))
    .digest('hex');
}

/** A charge of a report: one per report, whatever retries (the order's and the journal's key). */
export const cirFeeKey = (reportId: number) => `cir-fee-${reportId}`;
