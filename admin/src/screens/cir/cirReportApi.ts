/** GET /api/cir/reports/:id — the generated report with its snapshot (staff with CIR → detail view may read any). */
import type { CirReportView } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

export const cirReportUrl = (id: Identifier) => `${API_URL}/cir/reports/${encodeURIComponent(String(id))}`;

export function useCirSnapshot(id: Identifier | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['cir-reports', 'snapshot', String(id)],
    queryFn: async () => (await httpClient(cirReportUrl(id!))).json as CirReportView,
    enabled: enabled && id !== undefined && id !== null && id !== '',
    // A report is a snapshot: it does not change once generated.
    staleTime: Infinity,
    retry: 1,
  });
}
