/** GST hit endpoints (api/src/gst/gstRoutes.ts), with the session's Bearer token. */
import type { BulkGstHitSummary, BusinessGstHitResult } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { postForm } from '../../files/postForm';
import { httpClient } from '../../providers/httpClient';

export async function bulkGstHitList(gstins: string[]): Promise<BulkGstHitSummary> {
  const { json } = await httpClient(`${API_URL}/businesses/gst-hit/bulk`, { method: 'POST', body: JSON.stringify({ gstins }) });
  return json as BulkGstHitSummary;
}

export const bulkGstHitFile = (file: File) => postForm<BulkGstHitSummary>(`${API_URL}/businesses/gst-hit/bulk`, { file });

export async function businessGstHit(businessId: string | number): Promise<BusinessGstHitResult> {
  const { json } = await httpClient(`${API_URL}/businesses/${encodeURIComponent(String(businessId))}/gst-hit`, {
    method: 'POST',
    body: '{}',
  });
  return json as BusinessGstHitResult;
}
