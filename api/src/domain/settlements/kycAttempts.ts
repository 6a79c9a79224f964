/**
 * Takes one paid Aadhaar or bank check of a settlement request before the provider is called:
 * a use of the request's quota and of the member's 24-hour quota, both or neither, atomically
 * (db/quota.ts), so concurrent tries never pass either limit. A check that then fails (a wrong
 * number, the provider down) still counts. 429 with Retry-After naming the limit reached.
 */
import type { Knex } from 'knex';
import { takeQuota } from '../../db/quota';
import { settingValues } from '../settings';
import { refusal, type ErrorCode } from '../errors';
import { KYC_LIMIT_SETTINGS, kycLimit, MEMBER_WINDOW_SECONDS, REQUEST_LIFETIME_SECONDS, type KycCheck } from './kycAttemptLimits';

const REFUSALS = {
  aadhaar: { perRequest: 'KYC_AADHAAR_ON_REQUEST', perMemberDay: 'KYC_AADHAAR_TODAY' },
  bank: { perRequest: 'KYC_BANK_ON_REQUEST', perMemberDay: 'KYC_BANK_TODAY' },
} as const satisfies Record<KycCheck, { perRequest: ErrorCode; perMemberDay: ErrorCode }>;

export async function takeKycCheck(db: Knex, check: KycCheck, o: { requestId: number; userId: number }): Promise<void> {
  const s = KYC_LIMIT_SETTINGS[check];
  const values = await settingValues(db, [s.perRequest.key, s.perMemberDay.key]);
  const perRequest = {
    key: `settlement-${check}:request:${o.requestId}`,
    max: kycLimit(values.get(s.perRequest.key)?.value, s.perRequest.fallback),
    windowSeconds: REQUEST_LIFETIME_SECONDS,
  };
  const perMember = {
    key: `settlement-${check}:user:${o.userId}`,
    max: kycLimit(values.get(s.perMemberDay.key)?.value, s.perMemberDay.fallback),
    windowSeconds: MEMBER_WINDOW_SECONDS,
  };
  const refused = await takeQuota(db, [perRequest, perMember]);
  if (refused) {
    const code = refused.quota.key === perRequest.key ? REFUSALS[check].perRequest : REFUSALS[check].perMemberDay;
    throw refusal(code, {}, undefined, { retryAfterSeconds: refused.retryAfter });
  }
}
