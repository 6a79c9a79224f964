/**
 * The case workflow endpoints: the moves open from the current status (GET …/transitions) and a
 * move (POST …/transition). Through react-admin's query client, so react-admin's refresh refetches them.
 */
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { CaseTransitions } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';
import type { TransitionBody } from './caseModel';

const base = (id: Identifier) => `${API_URL}/defaulter-cases/${encodeURIComponent(String(id))}`;

export function useCaseTransitions(id: Identifier | undefined) {
  return useQuery({
    queryKey: ['defaulter-cases', 'transitions', String(id)],
    queryFn: async () => (await httpClient(`${base(id!)}/transitions`)).json as CaseTransitions,
    enabled: id !== undefined && id !== null && id !== '',
    retry: 1,
  });
}

export async function moveCase(id: Identifier, body: TransitionBody): Promise<Record<string, unknown>> {
  const { json } = await httpClient(`${base(id)}/transition`, { method: 'POST', body: JSON.stringify(body) });
  return json as Record<string, unknown>;
}
