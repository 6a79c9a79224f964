import { describe, expect, it } from 'vitest';
import { creditNoteSplit, type CreditParts } from './creditNoteSplit';

const sum = (p: CreditParts) => p.taxablePaise + p.cgstPaise + p.sgstPaise + p.igstPaise;

describe('creditNoteSplit', () => {
  it('splits a full IGST invoice total back into its taxable value and IGST', () => {
    expect(creditNoteSplit({ totalPaise: 11_800_000, ratePercent: '18.00', supply: 'inter_state' })).toEqual({
      taxablePaise: 10_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_800_000,
      totalPaise: 11_800_000,
    });
  });

  it('splits CGST + SGST into equal halves', () => {
    expect(creditNoteSplit({ totalPaise: 117_882, ratePercent: 18, supply: 'intra_state' })).toEqual({
      taxablePaise: 99_900,
      cgstPaise: 8_991,
      sgstPaise: 8_991,
      igstPaise: 0,
      totalPaise: 117_882,
    });
  });

  it('always adds up to the total exactly, for every amount from 1 paisa to ₹100 and odd rates', () => {
    for (const ratePercent of ['18', '5', '12', '28', '0.25', '0']) {
      for (let total = 1; total <= 10_000; total += 1) {
        for (const supply of ['intra_state', 'inter_state'] as const) {
          const parts = creditNoteSplit({ totalPaise: total, ratePercent, supply });
          expect(sum(parts)).toBe(total);
          expect(parts.cgstPaise).toBe(parts.sgstPaise);
          expect(Math.min(parts.taxablePaise, parts.cgstPaise, parts.igstPaise)).toBeGreaterThanOrEqual(0);
          if (supply === 'intra_state') expect(parts.igstPaise).toBe(0);
          else expect(parts.cgstPaise + parts.sgstPaise).toBe(0);
        }
      }
    }
  });

  it('credits exactly what is left when the whole rest is credited, and never more tax than is left', () => {
    const remaining = { taxablePaise: 50_001, cgstPaise: 4_500, sgstPaise: 4_500, igstPaise: 0, totalPaise: 59_001 };
    expect(creditNoteSplit({ totalPaise: 59_001, ratePercent: '18', supply: 'intra_state', remaining })).toEqual(remaining);
    const part = creditNoteSplit({ totalPaise: 59_000, ratePercent: '18', supply: 'intra_state', remaining });
    expect(sum(part)).toBe(59_000);
    expect(part.cgstPaise).toBeLessThanOrEqual(4_500);
    expect(() => creditNoteSplit({ totalPaise: 59_002, ratePercent: '18', supply: 'intra_state', remaining })).toThrow(RangeError);
  });

  it('refuses zero, negative and fractional paise', () => {
    for (const totalPaise of [0, -100, 10.5, Number.NaN])
      expect(() => creditNoteSplit({ totalPaise, ratePercent: '18', supply: 'inter_state' })).toThrow(RangeError);
  });
});
