import { describe, expect, it } from 'vitest';
import { topUpPrefill, WALLET_TOP_UP_MESSAGES, walletTopUpInput } from './checkout';

const problem = (amount: unknown) => walletTopUpInput.safeParse({ amount }).error?.issues[0]?.message;

describe('adding money to the wallet', () => {
  it('takes ₹100 to ₹2,00,000 in rupees with at most 2 decimals, as a canonical string', () => {
    expect(walletTopUpInput.parse({ amount: '100' })).toEqual({ amount: '100.00' });
    expect(walletTopUpInput.parse({ amount: 1250.5 })).toEqual({ amount: '1250.50' });
    expect(walletTopUpInput.parse({ amount: '200000.00' })).toEqual({ amount: '200000.00' });
    expect(problem('99.99')).toBe(WALLET_TOP_UP_MESSAGES.tooSmall);
    expect(problem('200000.01')).toBe(WALLET_TOP_UP_MESSAGES.tooLarge);
    expect(problem('1,000')).toMatch(/amount in rupees/);
    expect(problem(undefined)).toMatch(/enter an amount/);
    expect(WALLET_TOP_UP_MESSAGES).toEqual({
      tooSmall: 'You can add at least ₹100.00 at a time.',
      tooLarge: 'You can add at most ₹2,00,000.00 at a time.',
    });
  });

  it('starts the form with what a page says is missing, at least the minimum', () => {
    expect(topUpPrefill('490.00')).toBe('490.00');
    expect(topUpPrefill('12.5')).toBe('100.00');
    expect(topUpPrefill(null)).toBe('');
    expect(topUpPrefill('lots')).toBe('');
    expect(topUpPrefill('-5')).toBe('');
    expect(topUpPrefill('300000')).toBe('');
  });
});
