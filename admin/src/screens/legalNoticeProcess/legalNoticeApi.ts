/** Templates and batch creation (api/src/legalNotices/legalNoticeRoutes.ts), with the session's token. */
import type { CreateBatchBody, CreatedBatch, NoticeFor, NoticeTemplate } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';
import { BATCHES_URL, TEMPLATES_URL } from './legalNoticeModel';

export function useNoticeTemplates(noticeFor: NoticeFor) {
  return useQuery({
    queryKey: ['legal-notices', 'templates', noticeFor],
    queryFn: async () => (await httpClient(`${TEMPLATES_URL}?${new URLSearchParams({ notice_for: noticeFor })}`)).json as NoticeTemplate[],
    staleTime: 60_000,
  });
}

export async function createBatch(body: CreateBatchBody): Promise<CreatedBatch> {
  return (await httpClient(BATCHES_URL, { method: 'POST', body: JSON.stringify(body) })).json as CreatedBatch;
}
