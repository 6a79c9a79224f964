/**
 * The legal-notice process screen as data: whose notices a route is for, the case selection (kept
 * across pages, capped at a batch's size) and the amount/date filter checks. Pure, so it is
 * unit-tested. Server: api/src/legalNotices; shapes and limits in @bakaya/api/contracts.
 */
import { MAX_CASES_PER_BATCH, NOTICE_AUDIENCES, type NoticeFor } from '@bakaya/api/contracts';
import { isGstinStateCode, moneySchema } from '@bakaya/api/validation';
import { API_URL } from '../../config';
import { isWholeDate } from '../../format/pickerDates';

export const ELIGIBLE_URL = `${API_URL}/legal-notices/eligible-cases`;
export const TEMPLATES_URL = `${API_URL}/legal-notices/templates`;
export const BATCHES_URL = `${API_URL}/legal-notices/batches`;

export const AUDIENCE_LABEL: Record<NoticeFor, string> = { buyer: 'Buyers (defaulters)', supplier: 'Suppliers (reporters)' };

export type Audience = { kind: 'fixed'; noticeFor: NoticeFor } | { kind: 'choose' } | { kind: 'unknown'; raw: string };

/** process/supplier (route option), process/{legalNoticeFor}, or plain process (staff choose). */
export function audienceOf(option: string | undefined, param: string | undefined): Audience {
  const raw = option ?? param;
  if (raw === undefined || raw === '') return { kind: 'choose' };
  return (NOTICE_AUDIENCES as readonly string[]).includes(raw) ? { kind: 'fixed', noticeFor: raw as NoticeFor } : { kind: 'unknown', raw };
}

/** Adds or removes ids; never holds more than a batch may take. Answers the new set and how many did not fit. */
export function toggleIds(selected: ReadonlySet<number>, ids: readonly number[], select: boolean, max = MAX_CASES_PER_BATCH) {
  const next = new Set(selected);
  let refused = 0;
  for (const id of ids) {
    if (!select) next.delete(id);
    else if (next.has(id)) continue;
    else if (next.size < max) next.add(id);
    else refused += 1;
  }
  return { next, refused };
}

/** Field → message for the state code, amounts (rupees, smallest ≤ largest) and due dates (first ≤ last). */
export function filterProblems(f: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.state !== undefined && f.state !== '' && !isGstinStateCode(String(f.state))) out.state = 'A GST state code, e.g. 08';
  const amount = (key: string) => {
    const v = f[key];
    if (v === undefined || v === '') return undefined;
    const r = moneySchema.safeParse(v);
    if (!r.success) {
      out[key] = 'An amount in rupees, like 25000.50';
      return undefined;
    }
    return Number(r.data);
  };
  const min = amount('min_amount');
  const max = amount('max_amount');
  if (min !== undefined && max !== undefined && max < min) out.max_amount = 'Not below the smallest amount';
  for (const key of ['due_from', 'due_to']) {
    const v = f[key];
    if (v !== undefined && v !== '' && !isWholeDate(String(v))) out[key] = 'A whole date, like 21, Nov, 2026';
  }
  if (!out.due_from && !out.due_to && f.due_from && f.due_to && String(f.due_to) < String(f.due_from))
    out.due_to = 'On or after the first due date';
  return out;
}

/** The filter to send: only fields without a problem. */
export const sendableFilter = (f: Record<string, unknown>) => {
  const problems = filterProblems(f);
  return Object.fromEntries(Object.entries(f).filter(([k]) => !problems[k]));
};
