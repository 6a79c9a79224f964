/**
 * The front door of gst: what other components may use. Another component imports from
 * '../gst', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export type { GstLookupAdapter } from './gstAdapter';
export { gstAdapterFromEnv } from './gstAdapterFromEnv';
export { type GstControlAdapter, NoRegisteredContactError } from './gstControlAdapter';
export { memberLookup, recentMemberLookup } from './memberGstLookup';
export { sandboxGstAdapter } from './sandboxGstAdapter';
export { sandboxGstControlAdapter } from './sandboxGstControlAdapter';
