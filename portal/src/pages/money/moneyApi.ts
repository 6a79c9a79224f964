/**
 * The member's money calls (issue 9 §2, §4), shaped by @bakaya/api/contracts' checkout.ts: the
 * checkout quote, placing an order (once per attempt, by its Idempotency-Key), an order's state,
 * the wallet and the GST invoices.
 */
import type {
  CheckoutQuote,
  FreeTrialOffer,
  FreeTrialStarted,
  MemberInvoice,
  OrderStatus,
  OrderView,
  PlacedOrder,
  WalletAnswer,
} from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/http';
import { downloadFile } from '../../api/download';

/** What a quote and an order are asked for: the promo code already upper-cased, '' for none. */
export interface CheckoutChoice {
  planId: number;
  businessId: number;
  promoCode: string;
  useWallet: boolean;
}

const body = (c: CheckoutChoice) => ({
  planId: c.planId,
  businessId: c.businessId,
  ...(c.promoCode ? { promoCode: c.promoCode } : {}),
  useWallet: c.useWallet,
});

export const quoteKey = (c: CheckoutChoice) => ['checkout-quote', c.planId, c.businessId, c.promoCode, c.useWallet] as const;
export const fetchQuote = (c: CheckoutChoice) => apiRequest<CheckoutQuote>('checkout/quote', { method: 'POST', body: body(c) });

// One key per checkout attempt: a double click, or a retry after a network error, sends the same key
// and the server answers the first order instead of placing a second one.
const idempotencyStorageKey = (c: CheckoutChoice) => `checkout:${c.planId}:${c.businessId}:${c.promoCode}:${c.useWallet ? 1 : 0}`;

/** A fresh Idempotency-Key (a random UUID; 128 random bits where randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(c: CheckoutChoice): string {
  const storageKey = idempotencyStorageKey(c);
  try {
    const saved = sessionStorage.getItem(storageKey);
    if (saved) return saved;
    const key = newIdempotencyKey();
    sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    return newIdempotencyKey();
  }
}

export function forgetIdempotencyKey(c: CheckoutChoice): void {
  try {
    sessionStorage.removeItem(idempotencyStorageKey(c));
  } catch {
    /* storage unavailable: nothing kept */
  }
}

export const placeOrder = (c: CheckoutChoice) =>
  apiRequest<PlacedOrder>('checkout/orders', { method: 'POST', body: body(c), headers: { 'Idempotency-Key': idempotencyKeyFor(c) } });

/** The plan's free trial for one business: whether it can start, and starting it (once per GSTIN). */
export const useFreeTrialOffer = (planId: number, businessId: number) =>
  useQuery({
    queryKey: ['free-trial', planId, businessId],
    queryFn: ({ signal }) => apiGet<FreeTrialOffer>(`checkout/free-trial?planId=${planId}&businessId=${businessId}`, signal),
    enabled: planId > 0 && businessId > 0,
  });
export const startFreeTrial = (planId: number, businessId: number) =>
  apiRequest<FreeTrialStarted>('checkout/free-trial', { method: 'POST', body: { planId, businessId } });

/** The result page for each order state (the server decides, not the URL). */
export const RESULT_PATH: Record<OrderStatus, string> = {
  pending: '/payment-pending',
  paid: '/payment-success',
  failed: '/payment-error',
  cancelled: '/payment-error',
};

export const WALLET_KEY = ['wallet'] as const;

/** POST /api/wallet/top-up: an order for `amount` rupees and the gateway's page to pay it on (one key per attempt). */
export const topUpWallet = (amount: string, idempotencyKey: string) =>
  apiRequest<PlacedOrder>('wallet/top-up', { method: 'POST', body: { amount }, headers: { 'Idempotency-Key': idempotencyKey } });

// Money is read fresh on every visit (a payment or a refund may have just landed).
export const useWallet = () =>
  useQuery({ queryKey: WALLET_KEY, queryFn: ({ signal }) => apiGet<WalletAnswer>('wallet', signal), staleTime: 0 });

export const useMyInvoices = () =>
  useQuery({ queryKey: ['my-invoices'], queryFn: ({ signal }) => apiGet<MemberInvoice[]>('my-invoices', signal), staleTime: 0 });

export const getOrder = (id: number, signal?: AbortSignal) => apiGet<OrderView>(`checkout/orders/${id}`, signal);

/** The invoice's PDF with the member's token, saved as its number ('BKY/26-27/000123' → 'BKY-26-27-000123.pdf'). */
export function downloadInvoicePdf(invoice: MemberInvoice, language: string) {
  const path = invoice.pdfUrl.replace(/^\/?(api\/)?/, '');
  const withLang = language === 'hi' ? `${path}${path.includes('?') ? '&' : '?'}lang=hi` : path;
  return downloadFile(withLang, undefined, `${invoice.invoiceNumber.replace(/\//g, '-')}.pdf`);
}
