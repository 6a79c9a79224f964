/**
 * The case's dispute (GET /api/admin/defaulter-cases/:id/dispute) and the decision on it
 * (POST …/dispute/decide), through react-admin's query client so a refresh refetches them.
 */
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

export interface CaseDispute {
  id: number;
  status: 'open' | 'upheld' | 'rejected';
  statement: string;
  opened_at: string;
  decide_by: string;
  past_deadline: boolean;
  previous_status: string;
  upheld_status: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_note: string | null;
  documents: Array<{ id: number; original_name: string; size_bytes: number; sha256: string | null }>;
}

export interface DisputeDecision {
  outcome: 'upheld' | 'rejected';
  note: string;
  upheld_status?: 'wrongly_reported' | 'removed';
}

const base = (id: Identifier) => `${API_URL}/admin/defaulter-cases/${encodeURIComponent(String(id))}`;

export function useCaseDispute(id: Identifier | undefined) {
  return useQuery({
    queryKey: ['defaulter-cases', 'dispute', String(id)],
    queryFn: async () => ((await httpClient(`${base(id!)}/dispute`)).json as { dispute: CaseDispute | null }).dispute,
    enabled: id !== undefined && id !== null && id !== '',
    retry: 1,
  });
}

export async function decideDispute(id: Identifier, body: DisputeDecision) {
  const { json } = await httpClient(`${base(id)}/dispute/decide`, { method: 'POST', body: JSON.stringify(body) });
  return json as Record<string, unknown>;
}
