/**
 * The report form's draft across a detour (issue 21 §6b): a member whose wallet is short adds money on
 * the gateway's page and comes back to find everything still filled in. The fields (plain JSON) are
 * kept in sessionStorage and the chosen files (File objects, which JSON cannot hold) in IndexedDB,
 * both keyed by the member, for a day at most; a successful report clears both.
 */
import { REPORT_DOCUMENT_KINDS, type DefaulterReportInput } from '@bakaya/api/contracts';
import type { Files } from './reportFiles';

const VERSION = 1;
/** A draft older than this is not offered back (the member has moved on). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const draftKey = (userId: number) => `report-draft:${userId}`;

/** The form's values as stored text, with when they were saved. */
export function serialiseDraft(values: DefaulterReportInput, savedAt: number): string {
  return JSON.stringify({ v: VERSION, savedAt, values });
}

/** The stored values back, or null when missing, unreadable, of another version or too old. */
export function parseDraft(text: string | null, now: number): DefaulterReportInput | null {
  if (!text) return null;
  try {
    const d = JSON.parse(text) as { v?: unknown; savedAt?: unknown; values?: unknown };
    if (d.v !== VERSION || typeof d.savedAt !== 'number' || now - d.savedAt > DRAFT_MAX_AGE_MS || d.savedAt > now + 60_000) return null;
    const values = d.values as Partial<DefaulterReportInput> | null;
    if (!values || typeof values !== 'object' || !Array.isArray(values.invoices)) return null;
    return values as DefaulterReportInput;
  } catch {
    return null;
  }
}

/** Only the known document kinds, and only files in them (what IndexedDB gave back, checked). */
export function restoredFiles(stored: unknown): Files {
  const files: Files = {};
  if (!stored || typeof stored !== 'object') return files;
  for (const kind of REPORT_DOCUMENT_KINDS) {
    const list = (stored as Record<string, unknown>)[kind.field];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((f): f is File => typeof File !== 'undefined' && f instanceof File);
    if (kept.length) files[kind.field] = kept;
  }
  return files;
}

/** Whether anything was filled in worth keeping (a chosen business alone is not a draft). */
export function draftHasContent(values: DefaulterReportInput, files: Files): boolean {
  if (Object.values(files).some((l) => l && l.length)) return true;
  const { reporter_business_id: _b, advance_paid, invoices, contact, terms_accepted: _t, show_reporter_name: _s, ...rest } = values;
  if (advance_paid && advance_paid !== '0') return true;
  if (invoices.some((i) => Object.values(i).some((v) => String(v ?? '').trim() !== ''))) return true;
  if (contact && Object.values(contact).some((v) => String(v ?? '').trim() !== '')) return true;
  return Object.values(rest).some((v) => String(v ?? '').trim() !== '');
}

// ---- storage (browser only) ----

const DB_NAME = 'bakaya-drafts';
const STORE = 'report-files';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

/** Keeps the fields and the files; false when the browser would not store them (private mode, quota). */
export async function saveDraft(userId: number, values: DefaulterReportInput, files: Files): Promise<boolean> {
  try {
    sessionStorage.setItem(draftKey(userId), serialiseDraft(values, Date.now()));
    await withStore('readwrite', (s) => s.put(files, draftKey(userId)));
    return true;
  } catch {
    return false;
  }
}

/** The kept draft of this member, or null. */
export async function loadDraft(userId: number): Promise<{ values: DefaulterReportInput; files: Files } | null> {
  let values: DefaulterReportInput | null;
  try {
    values = parseDraft(sessionStorage.getItem(draftKey(userId)), Date.now());
  } catch {
    return null;
  }
  if (!values) return null;
  let files: Files = {};
  try {
    files = restoredFiles(await withStore('readonly', (s) => s.get(draftKey(userId))));
  } catch {
    /* the files could not be read back: the fields still are */
  }
  return { values, files };
}

export async function clearDraft(userId: number): Promise<void> {
  try {
    sessionStorage.removeItem(draftKey(userId));
    await withStore('readwrite', (s) => s.delete(draftKey(userId)));
  } catch {
    /* nothing kept */
  }
}
