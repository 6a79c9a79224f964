/**
 * The front door of evidence: what other components may use. Another component imports from
 * '../evidence', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { caseEvidence } from './caseEvidence';
export { sweepRetainedEvidence } from './evidenceRetention';
