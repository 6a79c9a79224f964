/** The portal's calls of the settlement flow (issue 10 §5); bodies follow @bakaya/api/contracts. */
import type { OpenSettlementInput, SettlementDetailsView, SettlementRequestView } from '@bakaya/api/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, apiGet, apiPost } from '../../api/http';
import { trackRequest } from '../../api/loading';
import { readSession } from '../../session/sessionStore';

/** The shapes of GET /api/settlement/requests[/:id], shared with the back office (@bakaya/api/contracts). */
export type SettlementSummary = SettlementRequestView;
export type SettlementDetails = SettlementDetailsView;

/** GET /settlement/cases/:caseId — the case as either side reads it before settling. */
export interface SettlementCase {
  viewer: 'reporter' | 'defaulter' | 'staff';
  case: Omit<SettlementDetailsView['case'], 'reporter_gstin' | 'reporter_name'> & { outstanding: string };
  open_request_id: number | null;
}

export const useSettlementCase = (caseId: string) =>
  useQuery({
    queryKey: ['settlement-case', caseId],
    queryFn: ({ signal }) => apiGet<SettlementCase>(`settlement/cases/${encodeURIComponent(caseId)}`, signal),
    enabled: /^\d{1,15}$/.test(caseId),
    staleTime: 0,
  });

export const LETTER_DOCTYPE = 'settlement_letter';

export const useSettlementDetails = (id: string | undefined) =>
  useQuery({
    queryKey: ['settlement-request', id],
    queryFn: ({ signal }) => apiGet<SettlementDetails>(`settlement/requests/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
    staleTime: 0,
  });

export const useRefreshSettlement = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['settlement-request'] }),
      client.invalidateQueries({ queryKey: ['settlement-requests'] }),
    ]);
};

export const openSettlement = (body: OpenSettlementInput) => apiPost<SettlementSummary>('settlement/requests', body);
export const sendSettlementCode = (id: number) =>
  apiPost<{ message?: string }>('user/otpForSettlement/send', { settlement_request_id: id });
export const verifySettlementCode = (id: number, code: string) =>
  apiPost<SettlementSummary>('user/otpForSettlement/verify', { settlement_request_id: id, code });
/** Verified at once (the sandbox), or — with an OTP e-KYC provider — `otp_sent` and the token for verifySettlementAadhaarOtp. */
export const verifySettlementAadhaar = (id: number, aadhaar: string) =>
  apiPost<{ aadhaar_last4: string; otp_sent?: true; otp_token?: string }>('settlement/verify-aadhar', {
    settlement_request_id: id,
    aadhaar,
    consent: true,
  });
export const verifySettlementAadhaarOtp = (id: number, otpToken: string, otp: string) =>
  apiPost<{ aadhaar_last4: string }>('settlement/verify-aadhar/otp', { settlement_request_id: id, otp_token: otpToken, otp });
export const verifySettlementBank = (gstn: string, srIdbankId: string, body: Record<string, string>) =>
  apiPost<{ account_holder?: string; account_number_last4?: string; ifsc?: string; bank_name?: string | null }>(
    `settlement/verify-bank/${encodeURIComponent(gstn)}/${encodeURIComponent(srIdbankId)}`,
    body,
  );
export const signSettlementLetter = (caseId: string, doctype: string) =>
  // signing_url: an e-sign provider signs on its own page (Aadhaar + OTP there), then sends the member back.
  apiPost<{ settlement_request_id: number; side: string; document_sha256: string; signing_url?: string }>(
    `settlement/sign-letter/${encodeURIComponent(caseId)}/${encodeURIComponent(doctype)}`,
  );

/** Multipart: the proof file and the fields go as one form, with the Idempotency-Key made when the dialog opened. */
export async function recordSettlementPayment(id: number, fields: Record<string, string>, proof: File, idempotencyKey: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('proof', proof, proof.name);
  const path = `settlement-requests/${id}/payments`;
  const token = readSession()?.token;
  const done = trackRequest(path);
  try {
    let res: Response;
    try {
      res = await fetch(`${API_BASE}/${path}`, {
        method: 'POST',
        body: form,
        headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
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
