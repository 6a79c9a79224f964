/**
 * The notice link's calls (no sign-in: the token in the address is the credential): the claim,
 * a code to the business's contacts, accepting, and disputing with a statement and documents.
 */
import type { NoticeClaim, NoticeCodeAnswer } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, apiGet, apiPost } from '../../api/http';
import { trackRequest } from '../../api/loading';

const base = (token: string) => `notices/${encodeURIComponent(token)}`;

export const noticeKey = (token: string) => ['notice', token] as const;

export function useNotice(token: string) {
  return useQuery({
    queryKey: noticeKey(token),
    queryFn: ({ signal }) => apiGet<NoticeClaim>(base(token), signal),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

export const sendNoticeCode = (token: string) => apiPost<NoticeCodeAnswer>(`${base(token)}/code`);
export const acceptNotice = (token: string, code: string) => apiPost<{ accepted_at: string }>(`${base(token)}/accept`, { code });

/** Multipart: the statement and the files go as one form (the JSON helper cannot carry files). */
export async function disputeNotice(token: string, code: string, statement: string, files: File[]) {
  const form = new FormData();
  form.append('code', code);
  form.append('statement', statement);
  for (const f of files) form.append('documents', f, f.name);
  const path = `${base(token)}/dispute`;
  const done = trackRequest(path);
  try {
    let res: Response;
    try {
      res = await fetch(`${API_BASE}/${path}`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
    } catch {
      throw new ApiError(0, 'We could not reach Bakaya. Please check your connection and try again.');
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return body;
    const message = typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
    throw new ApiError(res.status, message, (body.errors as Record<string, string>) ?? {}, body);
  } finally {
    done();
  }
}
