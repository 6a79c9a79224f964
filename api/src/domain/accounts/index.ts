/**
 * The front door of accounts: what other components may use. Another component imports from
 * '../accounts', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { activateFirstBusiness, insertUsers, moveWalletBalance, setActiveBusiness, setReferralCode, setReferrer } from './userWrites';
