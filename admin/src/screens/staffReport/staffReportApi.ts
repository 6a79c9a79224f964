/**
 * The staff report's calls: the report itself (POST /api/admin/defaulter/report, multipart — the
 * `report` JSON and one file field per document kind, the same as the member's form sends), and the
 * engine lists the reporting member and business are chosen from (customers by name, mobile or
 * email; that member's businesses).
 */
import { REPORT_DOCUMENT_KINDS, type ReportCreated, type ReportDocumentKind } from '@bakaya/api/contracts';
import { useGetList } from 'react-admin';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';
import { resourceByName } from '../../registry/resourceIndex';

export interface Member {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
}

export interface MemberBusiness {
  id: number;
  trade_name: string;
  gstin: string;
  status: number;
  gst_verified_at: string | null;
}

export function submitStaffReport(report: Record<string, unknown>, files: Partial<Record<ReportDocumentKind, readonly File[]>>) {
  const form = new FormData();
  form.append('report', JSON.stringify(report));
  for (const kind of REPORT_DOCUMENT_KINDS) for (const file of files[kind.field] ?? []) form.append(kind.field, file);
  return httpClient(`${API_URL}/admin/defaulter/report`, { method: 'POST', body: form }).then(({ json }) => json as ReportCreated);
}

/** Customers matching the typed text (the first 20 by name). */
export const useMemberSearch = (text: string) =>
  useGetList<Member>(resourceByName('customers')!.route, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: text.trim() ? { q: text.trim() } : {},
  });

/** The chosen member's businesses. */
export const useMemberBusinesses = (memberId: number | null) =>
  useGetList<MemberBusiness>(
    resourceByName('businesses')!.route,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'trade_name', order: 'ASC' }, filter: { user_id: memberId } },
    { enabled: memberId !== null },
  );

/** Only an active, GST-verified business can report (the service refuses others). */
export const canReport = (b: MemberBusiness) => Number(b.status) === 1 && !!b.gst_verified_at;
