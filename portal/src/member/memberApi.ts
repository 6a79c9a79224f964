/** The member area's reads and writes (the API's owner-scoped resources and member calls). */
import type { AddBusinessForm } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../api/http';

export interface Business {
  id: number;
  trade_name: string;
  legal_name: string | null;
  gstin: string;
  pan: string | null;
  address: string | null;
  pincode: string | null;
  state_id: number | null;
  gst_verified_at: string | null;
  /** Set once the member proved control of the GST registration (a code to its registered contact). */
  control_proven_at?: string | null;
  status: number;
}

export interface GstLookup {
  gstin: string;
  legal_name: string;
  trade_name: string | null;
  state: { code: string; name: string; id?: number | null };
  pan: string;
  address: string | null;
  pincode?: string | null;
  registration_status: string;
  already_registered: 'yours' | 'another_member' | false;
}

const list = encodeURIComponent;
export const BUSINESSES_KEY = ['my-businesses'] as const;

export const useMyBusinesses = () =>
  useQuery({
    queryKey: BUSINESSES_KEY,
    queryFn: ({ signal }) => apiGet<Business[]>(`businesses?sort=${list('["trade_name","ASC"]')}&range=${list('[0,99]')}`, signal),
  });

export const useActiveBusiness = () =>
  useQuery({
    queryKey: [...BUSINESSES_KEY, 'active'],
    queryFn: ({ signal }) => apiGet<{ business: Business | null }>('businesses/active', signal),
    retry: false,
  });

export const lookUpGstin = (gstin: string) => apiPost<GstLookup>('businesses/gst-lookup', { gstin });
export const addBusiness = (form: AddBusinessForm) => apiPost<Business>('businesses', form);
export const activateBusiness = (id: number) => apiPost<{ business: Business }>(`businesses/${id}/activate`);
export const sendControlCode = (id: number) =>
  apiPost<{ status: true; message: string; masked: string; resend_in: number }>(`businesses/${id}/control-proof/send`);
export const verifyControlCode = (id: number, code: string) =>
  apiPost<{ message: string; control_proven_at: string }>(`businesses/${id}/control-proof/verify`, { code });
export const askGstinReview = (gstin: string, note: string) =>
  apiPost<{ status: true; message: string }>('businesses/gstin-review', { gstin, note });
