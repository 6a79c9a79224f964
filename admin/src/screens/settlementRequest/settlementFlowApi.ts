/**
 * The settlement flow's endpoints as the back office calls them (api/src/domain/settlements/settlementRoutes.ts):
 * the request with its schedule, payments, signatures and holds (GET /api/settlement/requests/:id), and
 * the staff actions — record a payment (multipart, with the dialog's Idempotency-Key), release a hold,
 * reject the request. Through react-admin's query client, so react-admin's refresh refetches the flow.
 */
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { SettlementDetailsView } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { postForm } from '../../files/postForm';
import { httpClient } from '../../providers/httpClient';
import type { PaymentFields } from './paymentForm';

const enc = (id: Identifier) => encodeURIComponent(String(id));

export function useSettlementFlow(id: Identifier | undefined) {
  return useQuery({
    queryKey: ['settlement-requests', 'flow', String(id)],
    queryFn: async () => (await httpClient(`${API_URL}/settlement/requests/${enc(id!)}`)).json as SettlementDetailsView,
    enabled: id !== undefined && id !== null && id !== '',
    retry: 1,
  });
}

/** Where a payment's proof file is served (with the session: see files/downloadFile.ts). */
export const proofUrl = (requestId: Identifier, paymentId: Identifier) =>
  `${API_URL}/settlement-requests/${enc(requestId)}/payments/${enc(paymentId)}/proof`;

export interface RecordedPayment {
  replayed: boolean;
  payment: { id: number; amount: string };
  request: { id: number; status: string; amount: string; paid_amount: string };
  case: { id: number; status: string; settled_amount: string };
}

export const recordPayment = (requestId: Identifier, fields: PaymentFields, proof: File, idempotencyKey: string) =>
  postForm<RecordedPayment>(
    `${API_URL}/settlement-requests/${enc(requestId)}/payments`,
    { ...fields, proof },
    {
      'Idempotency-Key': idempotencyKey,
    },
  );

const postNote = async (url: string, note: string) =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify({ note: note.trim() }) })).json as Record<string, unknown>;

export const rejectRequest = (requestId: Identifier, note: string) =>
  postNote(`${API_URL}/settlement/requests/${enc(requestId)}/reject`, note);

export const releaseHold = (holdId: Identifier, note: string) => postNote(`${API_URL}/call-request-holds/${enc(holdId)}/release`, note);
