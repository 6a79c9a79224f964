/**
 * The reported-defaulters report screen as data: its endpoint, the worst-status choices in their
 * spec colours, where a row leads (the defaulters list filtered by the GSTIN) and the CSV address.
 * Pure, so it is unit-tested. The answer shape is DefaulterReportRow (@bakaya/api/contracts).
 */
import { WORST_STATUS_ORDER, type DefaulterReportState } from '@bakaya/api/contracts';
import type { Choice } from '@bakaya/api/registry';
import { API_URL } from '../../config';
import { cleanFilter, type RangeListParams } from '../../providers/rangeList';
import { resourceByName } from '../../registry/resourceIndex';

export const REPORT_URL = `${API_URL}/admin/reports/defaulters`;
export const REPORT_STATES_URL = `${REPORT_URL}/states`;

const cases = resourceByName('defaulter-cases')!;

/** Worst-status choices, most serious first, with the registry's labels and colours. */
export const WORST_STATUS_CHOICES: Choice[] = WORST_STATUS_ORDER.map(
  (id) => cases.fields.status?.choices?.find((c) => c.id === id) ?? { id, name: id },
);

/** The defaulters list showing every case reported against this GSTIN. */
export const defaultersOfGstin = (gstin: string) =>
  `/${cases.route}?${new URLSearchParams({ filter: JSON.stringify({ defaulter_gstin: gstin }) })}`;

/** GET …/defaulters.csv with the screen's filters and sort (no paging: the file has every row). */
export function reportCsvUrl(p: Pick<RangeListParams, 'filter' | 'sort'>): string {
  return `${REPORT_URL}.csv?${new URLSearchParams({ filter: JSON.stringify(cleanFilter(p.filter)), sort: JSON.stringify([p.sort.field, p.sort.order]) })}`;
}

/** 'Rajasthan (08) · 12' for the state filter. */
export const stateOption = (s: DefaulterReportState) =>
  `${s.name ?? 'Unknown state'} (${s.code}) · ${s.defaulters.toLocaleString('en-IN')}`;
