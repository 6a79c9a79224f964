/** GET /api/data/revenue-data for a period, through react-admin's query client (its refresh refetches it). */
import type { RevenueData } from '@bakaya/api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';
import { revenueUrl, type RevenuePeriod } from './revenueModel';

export function useRevenue(period: RevenuePeriod, enabled: boolean) {
  return useQuery({
    queryKey: ['data', 'revenue-data', period.from, period.to],
    queryFn: async () => ((await httpClient(revenueUrl(period))).json as { data: RevenueData }).data,
    enabled,
    // The figures of the last period stay on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
}
