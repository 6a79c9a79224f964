/** The credit report calls (api/src/contracts/cir.ts): search, quote, generate, the member's reports, one report, its PDF. */
import {
  cirSearchInput,
  type CirGenerateInput,
  type CirQuote,
  type CirReportListItem,
  type CirReportView,
  type CirSearchHit,
  type PlacedOrder,
} from '@bakaya/api/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, apiRequest } from '../../api/http';
import { downloadFile } from '../../api/download';
import { newIdempotencyKey } from '../money/moneyApi';

export const CIR_REPORTS_KEY = ['cir-reports'] as const;
/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET /api/cir/search?q= — only for a query the contract's rule accepts (3+ characters). */
export function useCirSearch(q: string) {
  const parsed = cirSearchInput.safeParse({ q });
  const query = parsed.success ? parsed.data.q : '';
  return useQuery({
    queryKey: ['cir-search', query],
    queryFn: ({ signal }) => apiGet<CirSearchHit[]>(`cir/search?q=${encodeURIComponent(query)}`, signal),
    enabled: query !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/cir/quote — what generating costs now, from this business, for this subject. */
export const useCirQuote = (businessId: number | null, gstin: string | null) =>
  useQuery({
    queryKey: ['cir-quote', businessId, gstin],
    queryFn: ({ signal }) => apiGet<CirQuote>(`cir/quote?business_id=${businessId}&gstin=${encodeURIComponent(gstin ?? '')}`, signal),
    enabled: !!businessId && !!gstin,
    staleTime: 0,
  });

export const useCirReports = () =>
  useQuery({
    queryKey: CIR_REPORTS_KEY,
    queryFn: ({ signal }) => apiGet<CirReportListItem[]>('cir/reports', signal),
    staleTime: 0,
  });

export const useCirReport = (id: number | null) =>
  useQuery({
    queryKey: ['cir-report', id],
    queryFn: ({ signal }) => apiGet<CirReportView>(`cir/reports/${id}`, signal),
    enabled: id !== null,
    // A report is a snapshot: it never changes once generated.
    staleTime: Infinity,
  });

/**
 * One Idempotency-Key per attempt: the same choices sent again (a double tap, a retry after a lost
 * answer) reuse the key, so the server charges and generates once; other choices are a new attempt.
 */
export interface GenerateAttempt {
  fingerprint: string;
  key: string;
}
export function attemptFor(previous: GenerateAttempt | null, input: CirGenerateInput, newKey = newIdempotencyKey): GenerateAttempt {
  const fingerprint = `${input.business_id}|${input.gstin.toUpperCase()}|${input.purpose}`;
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}

export const generateCir = (input: CirGenerateInput, idempotencyKey: string) =>
  apiRequest<CirReportView>('cir/reports', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /api/cir/checkout: the same request paid through the gateway — an order, and the gateway's page to open. */
export const placeCirCheckout = (input: CirGenerateInput, idempotencyKey: string) =>
  apiRequest<PlacedOrder>('cir/checkout', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } });

/** GET /api/cir/reports/:id/pdf?lang= with the session's token, saved as cir-<id>-<lang>.pdf unless the server names it. */
export const downloadCirPdf = (id: number, lang: 'en' | 'hi') =>
  downloadFile(`cir/reports/${id}/pdf?lang=${lang}`, `cir-${id}-${lang}.pdf`);
