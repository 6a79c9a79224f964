/** An amount that is either ₹ or % shows the unit its type field chose — list, detail, title and CSV alike. */
import { getResource, resources } from '@bakaya/api/registry';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { amountUnit, displayKind, unitSign } from '../../admin/src/registry/fieldKinds';
import { recordTitle } from '../../admin/src/registry/recordTitle';
import { csvText } from '../../admin/src/resources/csvExporter';

const isUnitChoice = (choices: readonly { id: unknown }[] | undefined) =>
  !!choices && choices.some((c) => c.id === 'flat') && choices.some((c) => c.id === 'percent');

describe('amounts whose unit comes from a type field (registry unitFrom)', () => {
  it('every flat/percent type field drives the unit of an amount beside it', () => {
    const unitFields = resources.flatMap((r) =>
      Object.entries(r.fields)
        .filter(([, f]) => f.type === 'enum' && isUnitChoice(f.choices))
        .map(([name]) => [r.name, name] as const),
    );
    expect(unitFields.length).toBeGreaterThanOrEqual(6);
    for (const [resource, name] of unitFields) {
      const amounts = Object.values(getResource(resource)!.fields).filter((f) => f.unitFrom === name);
      expect(amounts.length, `${resource}.${name} drives no amount`).toBe(1);
    }
  });

  it('every unitFrom names a flat/percent enum of the same resource', () => {
    for (const r of resources) {
      for (const [name, f] of Object.entries(r.fields)) {
        if (!f.unitFrom) continue;
        const from = r.fields[f.unitFrom];
        expect(from?.type, `${r.name}.${name}`).toBe('enum');
        expect(isUnitChoice(from?.choices), `${r.name}.${name}`).toBe(true);
      }
    }
  });

  const promo = getResource('promo-codes')!;
  const value = promo.fields.discount_value!;

  it('a 25 % promo code reads as a percentage, a flat one in rupees', () => {
    expect(displayKind(value, { discount_type: 'percent', discount_value: '25.00' })).toBe('percent');
    expect(displayKind(value, { discount_type: 'flat', discount_value: '25.00' })).toBe('money');
    expect(displayKind(value, {})).toBe('number');
    expect(unitSign(amountUnit(value, { discount_type: 'percent' }))).toBe('%');
    expect(unitSign(amountUnit(value, { discount_type: 'flat' }))).toBe('₹');
  });

  it('the CSV export carries the unit beside the amount', () => {
    const rows = Papa.parse<Record<string, string>>(
      csvText(promo, [
        { id: 1, code: 'DIWALI25', discount_type: 'percent', discount_value: '25.00' },
        { id: 2, code: 'FLAT100', discount_type: 'flat', discount_value: '100.00' },
      ]),
      { header: true },
    ).data;
    expect(rows[0]!['Discount value']).toBe('25.00');
    expect(rows[0]!['Discount value unit']).toBe('%');
    expect(rows[1]!['Discount value unit']).toBe('₹');
  });

  it('a record titled by such an amount names it in its unit', () => {
    const def = { ...promo, titleField: 'discount_value' };
    expect(recordTitle(def, { id: 1, discount_type: 'percent', discount_value: '25' })).toBe('25.00%');
    expect(recordTitle(def, { id: 1, discount_type: 'flat', discount_value: '25' })).toBe('₹25.00');
  });
});
