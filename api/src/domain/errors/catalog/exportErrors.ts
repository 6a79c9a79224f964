import type { ErrorEntry } from '../errorKinds';

/** Exports: the agent-revenue period and its reach, and downloading a finished export's file. */
export const exportErrors = {
  EXPORT_START_MISSING: { kind: 'invalid', english: 'Choose the start date of the period.' },
  EXPORT_START_MISSING_FIELD: { kind: 'invalid', english: 'Choose the start date.' },
  EXPORT_END_MISSING: { kind: 'invalid', english: 'Choose the end date of the period.' },
  EXPORT_END_MISSING_FIELD: { kind: 'invalid', english: 'Choose the end date.' },
  EXPORT_END_BEFORE_START: { kind: 'invalid', english: 'The end date must be on or after the start date.' },
  EXPORT_END_BEFORE_START_FIELD: { kind: 'invalid', english: 'Must be on or after the start date.' },
  EXPORT_AGENT_ID: { kind: 'invalid', english: 'The agent id must be a whole number.' },
  EXPORT_AGENT_ID_FIELD: { kind: 'invalid', english: 'Choose an agent from the list.' },
  EXPORT_AGENT_UNKNOWN: { kind: 'invalid', english: 'No agent has this id.' },
  EXPORT_REACH_ONE_DAY: { kind: 'refused', english: 'Your exports may reach back 1 day: start on {earliest} or later.' },
  EXPORT_REACH_DAYS: { kind: 'refused', english: 'Your exports may reach back {days} days: start on {earliest} or later.' },
  EXPORT_KEY_UNKNOWN: { kind: 'not_found', english: 'No export has this download key.' },
  EXPORT_DOWNLOAD_NOT_PERMITTED: { kind: 'refused', english: 'You do not have permission to download exports.' },
  EXPORT_NOT_FINISHED: { kind: 'conflict', english: 'This export is not finished yet. Please try again in a moment.' },
  EXPORT_FAILED: { kind: 'conflict', english: 'This export failed, so there is nothing to download. Please run it again.' },
  EXPORT_NO_FILE_KEPT: { kind: 'not_found', english: 'This export was sent straight to your browser; no file was kept.' },
  EXPORT_LINK_EXPIRED: { kind: 'gone', english: 'This download link has expired. Please run the export again.' },
  EXPORT_FILE_MISSING: { kind: 'not_found', english: 'The file of this export is missing. Please run the export again.' },
} as const satisfies Record<string, ErrorEntry>;
