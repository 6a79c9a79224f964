/**
 * The front door of auth for the components: what their files (other than *Routes.ts) may use.
 * They import from '…/auth', never from a file inside it (lint: import-x/no-restricted-paths). The
 * re-exports below are kept by scripts/codemods/frontDoors.ts.
 */
export { codeRefusal } from './codeRefusal';
export type { Identifier } from './identifier';
export { jwtSecret } from './jwtSecret';
export { refuse, type RestrictionReason } from './loginRestrictionLog';
export { checkChallenge, createChallenge, type OtpPurpose } from './otpChallenge';
export { can, isSuperAdminRole, loadAccessRules, permissionMap, type Principal } from './principal';
export { invalidatePrincipals } from './principalCache';
export { assertIpMaySend, assertIpMayVerify } from './rateLimit';
export { generateReferralCode } from './referralCode';
export { sendOtp } from './sendOtp';
export { invalidatePrincipalsOnCommit, revokeAllSessions } from './tokens';
