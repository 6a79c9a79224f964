import { describe, expect, it } from 'vitest';
import { rateBasisPoints, taxSplit } from './taxSplit';

const RAJASTHAN = '08';
const MAHARASHTRA = '27';

describe('taxSplit', () => {
  it('splits a same-state supply into equal CGST and SGST at half the rate', () => {
    expect(taxSplit({ taxablePaise: 99_900, ratePercent: '18.00', sellerStateCode: RAJASTHAN, placeOfSupplyStateCode: RAJASTHAN })).toEqual(
      {
        supply: 'intra_state',
        taxablePaise: 99_900,
        cgstPaise: 8_991,
        sgstPaise: 8_991,
        igstPaise: 0,
        taxPaise: 17_982,
        totalPaise: 117_882,
        cgstRateBasisPoints: 900,
        sgstRateBasisPoints: 900,
        igstRateBasisPoints: 0,
      },
    );
  });

  it('charges IGST at the full rate to another state', () => {
    expect(taxSplit({ taxablePaise: 99_900, ratePercent: 18, sellerStateCode: RAJASTHAN, placeOfSupplyStateCode: MAHARASHTRA })).toEqual({
      supply: 'inter_state',
      taxablePaise: 99_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 17_982,
      taxPaise: 17_982,
      totalPaise: 117_882,
      cgstRateBasisPoints: 0,
      sgstRateBasisPoints: 0,
      igstRateBasisPoints: 1_800,
    });
  });

  it('rounds each tax half up to the paisa, so CGST = SGST even when the halves are odd', () => {
    // ₹0.05 at 9%: 0.45 paise → 0 each; at 18% IGST: 0.9 → 1 paisa.
    const intra = taxSplit({ taxablePaise: 5, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '08' });
    expect([intra.cgstPaise, intra.sgstPaise, intra.taxPaise]).toEqual([0, 0, 0]);
    expect(taxSplit({ taxablePaise: 5, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '07' }).igstPaise).toBe(1);
    // ₹1.25 at 9% = 11.25 paise → 11; at 18% = 22.5 → 23 (exactly half rounds up).
    const odd = taxSplit({ taxablePaise: 125, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '08' });
    expect([odd.cgstPaise, odd.sgstPaise, odd.totalPaise]).toEqual([11, 11, 147]);
    expect(taxSplit({ taxablePaise: 125, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '27' }).igstPaise).toBe(23);
    // 50 paise at 9% = 4.5 → 5 each (half up, not to even).
    expect(taxSplit({ taxablePaise: 50, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '08' }).cgstPaise).toBe(5);
  });

  it('halves an odd rate without truncating it first', () => {
    // 0.25% on ₹10,000: 12.5 paise each half → 13, not 0.12% → 12.
    const s = taxSplit({ taxablePaise: 1_000_000, ratePercent: '0.25', sellerStateCode: '08', placeOfSupplyStateCode: '08' });
    expect([s.cgstPaise, s.sgstPaise, s.cgstRateBasisPoints]).toEqual([1_250, 1_250, 12.5]);
  });

  it('gives zero tax on a zero amount or a zero rate', () => {
    for (const [taxablePaise, ratePercent] of [
      [0, '18'],
      [10_000, '0'],
    ] as const) {
      const s = taxSplit({ taxablePaise, ratePercent, sellerStateCode: '08', placeOfSupplyStateCode: '08' });
      expect([s.cgstPaise, s.sgstPaise, s.igstPaise, s.totalPaise]).toEqual([0, 0, 0, taxablePaise]);
    }
  });

  it('stays exact on amounts where a float product would not be', () => {
    // 4503599627370495 × 18 / 100 = 810647932926689.1 exactly; as floats the product is already rounded.
    const s = taxSplit({ taxablePaise: 4_503_599_627_370_495, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '07' });
    expect(s.igstPaise).toBe(810_647_932_926_689);
    expect(s.totalPaise).toBe(5_314_247_560_297_184);
  });

  it('refuses fractional or negative paise, bad rates and unknown state codes', () => {
    const ok = { taxablePaise: 100, ratePercent: '18', sellerStateCode: '08', placeOfSupplyStateCode: '08' };
    expect(() => taxSplit({ ...ok, taxablePaise: 10.5 })).toThrow(RangeError);
    expect(() => taxSplit({ ...ok, taxablePaise: -1 })).toThrow(RangeError);
    expect(() => taxSplit({ ...ok, ratePercent: '18.005' })).toThrow(RangeError);
    expect(() => taxSplit({ ...ok, ratePercent: '101' })).toThrow(RangeError);
    expect(() => taxSplit({ ...ok, ratePercent: -5 })).toThrow(RangeError);
    expect(() => taxSplit({ ...ok, placeOfSupplyStateCode: '00' })).toThrow(RangeError);
    expect(() => taxSplit({ ...ok, sellerStateCode: '8' })).toThrow(RangeError);
  });
});

describe('rateBasisPoints', () => {
  it('reads a percentage in hundredths', () => {
    expect([rateBasisPoints('18'), rateBasisPoints('18.00'), rateBasisPoints(5), rateBasisPoints('0.1'), rateBasisPoints('100')]).toEqual([
      1_800, 1_800, 500, 10, 10_000,
    ]);
  });
});
