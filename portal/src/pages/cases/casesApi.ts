/** The reporter's case calls (api/src/domain/defaulterCases/reportRoutes.ts). */
import type { MemberCaseDetail, MemberCaseListItem } from '@bakaya/api/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/http';

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
