/** The reporter's case calls (api/src/domain/defaulterCases/reportRoutes.ts). */
import type {
  CaseInterest,
  DefaulterPrefill,
  DefaulterReport,
  MemberCaseDetail,
  MemberCaseListItem,
  ReportCreated,
  ReportDocumentKind,
  ReportQuote,
} from '@bakaya/api/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, apiGet, apiPost } from '../../api/http';
import { readSession } from '../../session/sessionStore';

export interface MemberCaseList {
  data: MemberCaseListItem[];
  total: number;
  page: number;
  per_page: number;
}

export const useMyCases = (status: string, page: number) =>
  useQuery({
    queryKey: ['member-cases', status, page],
    queryFn: ({ signal }) =>
      apiGet<MemberCaseList>(`member/defaulter-cases?page=${page}&per_page=20&status=${encodeURIComponent(status)}`, signal),
    staleTime: 0,
  });

export const useMyCase = (id: string) =>
  useQuery({
    queryKey: ['member-case', id],
    queryFn: ({ signal }) =>
      apiGet<{ data: MemberCaseDetail }>(`member/defaulter-cases/${encodeURIComponent(id)}`, signal).then((r) => r.data),
    staleTime: 0,
  });

export function useResubmit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiPost<{ data: MemberCaseDetail }>(`member/defaulter-cases/${id}/resubmit`, { note }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['member-case', String(id)] }),
  });
}

/** GET /api/defaulter/report/quote?business_id= — what reporting costs now for that business. */
export const useReportQuote = (businessId: number | null) =>
  useQuery({
    queryKey: ['report-quote', businessId],
    queryFn: ({ signal }) => apiGet<ReportQuote>(`defaulter/report/quote?business_id=${businessId}`, signal),
    enabled: !!businessId,
    staleTime: 0,
  });

/** GET /api/business-transactions/defaulter-prefill — the overdue sales of one supplier/buyer pair as a report. */
export const useDefaulterPrefill = (pair: string | null) =>
  useQuery({
    queryKey: ['defaulter-prefill', pair],
    queryFn: ({ signal }) => {
      const [supplier, buyer] = (pair ?? '').split(',');
      return apiGet<DefaulterPrefill>(
        `business-transactions/defaulter-prefill?supplier=${encodeURIComponent(supplier ?? '')}&buyer=${encodeURIComponent(buyer ?? '')}`,
        signal,
      );
    },
    enabled: !!pair && /^\d+,\d+$/.test(pair),
    retry: false,
  });

/** A multipart POST with the session; the API's refusal as an ApiError (message + per-field errors). */
async function postMultipart<T>(path: string, form: FormData): Promise<T> {
  const token = readSession()?.token;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'We could not reach Bakaya. Please check your connection and try again.');
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return body as unknown as T;
  const message = typeof body.message === 'string' && body.message ? body.message : 'Something went wrong. Please try again.';
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
  throw new ApiError(res.status, message, errors, body);
}

/** POST /api/defaulter/report: multipart — the `report` JSON and the documents, one field per kind. */
export function submitReport(report: DefaulterReport, files: Partial<Record<ReportDocumentKind, File[]>>): Promise<ReportCreated> {
  const form = new FormData();
  form.append('report', JSON.stringify(report));
  for (const [kind, list] of Object.entries(files)) for (const file of list ?? []) form.append(kind, file);
  return postMultipart<ReportCreated>('defaulter/report', form);
}

/** POST /api/case-documents/upload: one more document on the member's own case (the CA certificate with its UDIN). */
export function uploadCaseDocument(caseId: number, kind: ReportDocumentKind, file: File, udin: string | null) {
  const form = new FormData();
  form.append('case_id', String(caseId));
  form.append('doc_type', kind);
  if (udin) form.append('udin', udin);
  form.append('file', file);
  return postMultipart<{ data: { id: number } }>('case-documents/upload', form);
}

export interface CaseEvidence {
  documents: Array<{
    id: number;
    doc_type: string;
    original_name: string;
    mime_type: string;
    size_bytes: number;
    sha256: string | null;
    created_at: string;
    url: string;
  }>;
  zip_url: string;
  expires_at: string;
}

/** GET /api/defaulter-cases/:id/evidence — signed links (no sign-in needed, valid 10 minutes). */
export const useCaseEvidence = (id: string) =>
  useQuery({
    queryKey: ['case-evidence', id],
    queryFn: ({ signal }) =>
      apiGet<{ data: CaseEvidence }>(`defaulter-cases/${encodeURIComponent(id)}/evidence`, signal).then((r) => r.data),
    staleTime: 5 * 60 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });

/** GET /api/defaulter-cases/:id/interest — the MSMED Act interest card's payload. */
export const useCaseInterest = (id: string) =>
  useQuery({
    queryKey: ['case-interest', id],
    queryFn: ({ signal }) => apiGet<CaseInterest>(`defaulter-cases/${encodeURIComponent(id)}/interest`, signal),
    staleTime: 0,
  });
