/** GET /api/admin/dashboard through react-admin's query client (so "refresh" refetches it too). */
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await httpClient(`${API_URL}/admin/dashboard`)).json as DashboardSummary,
    staleTime: 60_000,
    // One quiet retry, then the kind error with its "Try again" button rather than a long spinner.
    retry: 1,
  });
}
