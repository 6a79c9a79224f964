/**
 * How many paid identity (Aadhaar) and bank (penny drop) checks a settlement allows (issue 18 §7):
 * each is a provider call we pay for, and an Aadhaar check answers whether a number exists. Per
 * settlement request over its life, and per member over any 24 hours, from global settings
 * (Settings → Settlement); a value that is not a whole number from 1 to 100 falls back to the
 * default. Pure.
 */
export type KycCheck = 'aadhaar' | 'bank';

export interface KycLimitSetting {
  key: string;
  label: string;
  fallback: number;
}

export const KYC_LIMIT_SETTINGS: Record<KycCheck, { perRequest: KycLimitSetting; perMemberDay: KycLimitSetting }> = {
  aadhaar: {
    perRequest: { key: 'settlement-aadhaar-checks-per-request', label: 'Aadhaar checks per settlement request', fallback: 5 },
    perMemberDay: { key: 'settlement-aadhaar-checks-per-member-day', label: 'Aadhaar checks per member in 24 hours', fallback: 10 },
  },
  bank: {
    perRequest: { key: 'settlement-bank-checks-per-request', label: 'Bank account checks per settlement request', fallback: 5 },
    perMemberDay: { key: 'settlement-bank-checks-per-member-day', label: 'Bank account checks per member in 24 hours', fallback: 10 },
  },
};

export const KYC_LIMIT_RANGE = { min: 1, max: 100 } as const;

/** A request's checks are counted over its whole life: a window longer than any request stays open. */
export const REQUEST_LIFETIME_SECONDS = 400 * 24 * 60 * 60;
export const MEMBER_WINDOW_SECONDS = 24 * 60 * 60;

export function kycLimit(value: string | undefined | null, fallback: number): number {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n >= KYC_LIMIT_RANGE.min && n <= KYC_LIMIT_RANGE.max ? n : fallback;
}
