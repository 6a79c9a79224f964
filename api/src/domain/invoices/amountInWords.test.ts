import { describe, expect, it } from 'vitest';
import { amountInWords } from './amountInWords';

describe('amountInWords', () => {
  it('reads lakhs, thousands and paise', () => {
    expect(amountInWords(125_000_050)).toBe('Rupees Twelve Lakh Fifty Thousand and Fifty Paise Only');
  });

  it('handles zero, one rupee, one paisa and paise only', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupee One Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(99)).toBe('Ninety Nine Paise Only');
    expect(amountInWords(101)).toBe('Rupee One and One Paisa Only');
  });

  it('reads every unit of the Indian system', () => {
    expect(amountInWords(1_100)).toBe('Rupees Eleven Only');
    expect(amountInWords(2_000)).toBe('Rupees Twenty Only');
    expect(amountInWords(10_500)).toBe('Rupees One Hundred Five Only');
    expect(amountInWords(117_882)).toBe('Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only');
    expect(amountInWords(100_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(99_99_999_00)).toBe('Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(12_34_56_789_12)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Twelve Paise Only',
    );
  });

  it('counts crores on past a hundred crore', () => {
    expect(amountInWords(1_000_00_00_000_00)).toBe('Rupees One Thousand Crore Only');
    expect(amountInWords(1_00_00_00_00_00_000_00)).toBe('Rupees Ten Lakh Crore Only');
    expect(amountInWords(1_23_45_00_00_000_00)).toBe('Rupees Twelve Thousand Three Hundred Forty Five Crore Only');
  });

  it('refuses negative or fractional paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
