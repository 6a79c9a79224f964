/** Reads and writes of the business transactions pages (api/src/domain/businessTransactions/transactionRoutes.ts). */
import type { BusinessTransactionInput, BusinessTransactionView, ConsentText, TransactionConsentView } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet, apiPost, apiRequest, ApiError } from '../../api/http';
import { readSession } from '../../session/sessionStore';

export const TXN_KEY = ['business-transactions'] as const;

export const useTransactions = (role: 'supplier' | 'buyer', filter: { buyer?: string } = {}) =>
  useQuery({
    queryKey: [...TXN_KEY, role, filter.buyer ?? ''],
    queryFn: ({ signal }) =>
      apiGet<BusinessTransactionView[]>(
        `member/business-transactions?role=${role}${filter.buyer ? `&buyer=${encodeURIComponent(filter.buyer)}` : ''}`,
        signal,
      ),
  });

export const useVoucher = (voucher: string) =>
  useQuery({
    queryKey: [...TXN_KEY, 'voucher', voucher],
    queryFn: ({ signal }) => apiGet<BusinessTransactionView[]>(`member/inventory-entries/${encodeURIComponent(voucher)}`, signal),
  });

export const useConsents = (supplier?: string) =>
  useQuery({
    queryKey: [...TXN_KEY, 'consents', supplier ?? ''],
    queryFn: ({ signal }) =>
      apiGet<{ text: ConsentText; consents: TransactionConsentView[] }>(
        `member/transaction-consents${supplier ? `?supplier=${encodeURIComponent(supplier)}` : ''}`,
        signal,
      ),
  });

export const recordSale = (input: BusinessTransactionInput) => apiPost<BusinessTransactionView>('member/business-transactions', input);
export const deleteSale = (id: number) => apiRequest<void>(`member/business-transactions/${id}`, { method: 'DELETE' });
export const askConsent = (supplier: number, buyer: number) =>
  apiPost('member/transaction-consents/request', { supplier_business_id: supplier, buyer_business_id: buyer });
export const giveConsent = (supplier: number, buyer: number, version: string) =>
  apiPost('member/transaction-consents', { supplier_business_id: supplier, buyer_business_id: buyer, text_version: version, agreed: true });
export const revokeConsent = (supplier: number, buyer: number) =>
  apiPost('member/transaction-consents/revoke', { supplier_business_id: supplier, buyer_business_id: buyer });

/** Uploads one evidence file for a transaction (multipart, the generic upload route checks the owner and the type). */
export async function uploadDocument(transactionId: number, docType: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('transaction_id', String(transactionId));
  form.append('doc_type', docType);
  form.append('file', file);
  const token = readSession()?.token;
  const res = await fetch(`${API_BASE}/transaction-documents/upload`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? 'Upload failed.');
  }
}
