/**
 * The front door of memberAgreement: what other components may use. Another component imports from
 * '../memberAgreement', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { acceptBusinessAgreement, businessAgreement } from './agreementService';
