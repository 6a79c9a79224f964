/**
 * The credit-report form's choices across an "Add money" detour (issue 21 §6b): the business checked
 * from and why, for the GSTIN being checked, kept in sessionStorage per member; the way back is
 * /cir-report?q=<GSTIN>, which chooses that business again, and these fill in the rest.
 */
import { CIR_PURPOSES, type CirGenerateInput } from '@bakaya/api/contracts';

const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const cirDraftKey = (userId: number) => `cir-draft:${userId}`;

export interface CirDraft {
  gstin: string;
  business_id: number;
  purpose: CirGenerateInput['purpose'] | '';
}

export function serialiseCirDraft(d: CirDraft, savedAt: number): string {
  return JSON.stringify({ v: 1, savedAt, ...d });
}

/** The kept choices for this GSTIN, or null (none, unreadable, another business, too old, an unknown purpose). */
export function parseCirDraft(text: string | null, gstin: string, now: number): Omit<CirDraft, 'gstin'> | null {
  if (!text) return null;
  try {
    const d = JSON.parse(text) as Record<string, unknown>;
    if (d.v !== 1 || typeof d.savedAt !== 'number' || now - d.savedAt > MAX_AGE_MS || d.savedAt > now + 60_000) return null;
    if (d.gstin !== gstin || !Number.isSafeInteger(d.business_id) || (d.business_id as number) <= 0) return null;
    const purpose =
      d.purpose === '' || (CIR_PURPOSES as readonly unknown[]).includes(d.purpose) ? (d.purpose as CirDraft['purpose']) : null;
    if (purpose === null) return null;
    return { business_id: d.business_id as number, purpose };
  } catch {
    return null;
  }
}

export function keepCirDraft(userId: number, d: CirDraft): void {
  try {
    sessionStorage.setItem(cirDraftKey(userId), serialiseCirDraft(d, Date.now()));
  } catch {
    /* storage unavailable: the business is still chosen again from the address */
  }
}

/** The kept choices for this GSTIN, once: reading them forgets them. */
export function takeCirDraft(userId: number, gstin: string): Omit<CirDraft, 'gstin'> | null {
  try {
    const found = parseCirDraft(sessionStorage.getItem(cirDraftKey(userId)), gstin, Date.now());
    if (found) sessionStorage.removeItem(cirDraftKey(userId));
    return found;
  } catch {
    return null;
  }
}
