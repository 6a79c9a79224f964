/**
 * The terms and consent text a member accepts when registering, and the version registration
 * stores with the acceptance time. The text and version are global settings (`consent-text`,
 * `consent-version`), edited by staff in Global settings: a plain, versioned text the portal shows
 * beside the checkbox (the terms PDFs of Settings → upload/tcp stay the full documents).
 */
import type { Knex } from 'knex';
import { settingValues } from '../settings';

export const CONSENT_KEYS = { text: 'consent-text', version: 'consent-version' } as const;

export interface ConsentText {
  version: string;
  text: string;
  updated_at: Date | null;
}

/** The current consent text, or undefined when staff have not set one. */
export async function currentConsent(db: Knex): Promise<ConsentText | undefined> {
  const values = await settingValues(db, [CONSENT_KEYS.text, CONSENT_KEYS.version]);
  const text = values.get(CONSENT_KEYS.text);
  const version = values.get(CONSENT_KEYS.version);
  if (!text || !version) return undefined;
  const updated = text.updatedAt > version.updatedAt ? text.updatedAt : version.updatedAt;
  return { version: version.value.trim(), text: text.value, updated_at: updated ?? null };
}

export type ConsentDecision = { ok: true; version: string } | { ok: false; field: 'consent_accepted' | 'consent_version'; message: string };

/**
 * Registration's consent rule: the member ticked the box, and what they read is the current
 * version (a form left open while the text changed is refused, so the stored version is the one
 * the member saw). Without a version from the client, the current one is what they were shown.
 */
export function consentDecision(accepted: boolean, sentVersion: string | undefined, current: ConsentText | undefined): ConsentDecision {
  if (!accepted) return { ok: false, field: 'consent_accepted', message: 'Please read and accept the terms to register.' };
  if (!current) return { ok: false, field: 'consent_accepted', message: 'The terms are not available right now. Please try again later.' };
  if (sentVersion !== undefined && sentVersion !== current.version) {
    return {
      ok: false,
      field: 'consent_version',
      message: 'The terms have changed since you opened this page. Please read and accept them again.',
    };
  }
  return { ok: true, version: current.version };
}
