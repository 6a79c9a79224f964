/**
 * The member agreement a member accepts for each of their businesses (/dashboard/agreement/{id}).
 * Decision: its text and version are global settings staff edit ('member-agreement-text',
 * 'member-agreement-version'), like the registration consent; an acceptance records the version,
 * so a new version is asked for again. Pure rules.
 */
import { reason, refusal } from '../errors';

export const AGREEMENT_SETTING_KEYS = { text: 'member-agreement-text', version: 'member-agreement-version' } as const;

/** Used only when staff removed the settings: an agreement must always be there to accept. */
export const FALLBACK_AGREEMENT = {
  version: '1.0',
  text:
    'By accepting this agreement for your business you confirm that the business details you gave are true, that you are ' +
    'authorised to act for the business, and that what you report on Bakaya is accurate and supported by your own records.',
} as const;

export interface AgreementInForce {
  version: string;
  text: string;
}

/** The agreement in force from the two settings' values (blank or missing → the fallback's part). */
export function agreementInForce(values: { text?: string | null; version?: string | null }): AgreementInForce {
  const text = values.text?.trim();
  const version = values.version?.trim();
  return { version: version || FALLBACK_AGREEMENT.version, text: text || FALLBACK_AGREEMENT.text };
}

/** Only the version in force can be accepted: a page opened before staff changed the text must be reloaded. */
export function assertCurrentVersion(sent: string, inForce: AgreementInForce): void {
  if (sent !== inForce.version) {
    throw refusal(
      'AGREEMENT_CHANGED',
      { version: inForce.version },
      { version: reason('AGREEMENT_VERSION_FIELD', { version: inForce.version }) },
    );
  }
}
