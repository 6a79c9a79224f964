import { describe, expect, it } from 'vitest';
import { expectedAmountPaise, isOverdue, transactionFieldErrors, transactionStatus, updateRefusal } from './transactionRules';

const sale = {
  unit_value: '333.33',
  quantity: '3',
  tax_percentage: '18',
  amount: '1179.99',
  advance_paid: '0.00',
  invoice_date: '2026-10-01',
  due_date: '2026-10-31',
};

describe('expected amount', () => {
  it('is unit value × quantity × (1 + tax), rounded half up once, in paise', () => {
    expect(expectedAmountPaise('333.33', '3', '18')).toBe(117999);
    expect(expectedAmountPaise('100', '2.5', '0')).toBe(25000);
    expect(expectedAmountPaise('0.05', '1', '10')).toBe(6); // 5.5 paise → 6
    expect(expectedAmountPaise('0.05', '1', '9.99')).toBe(5); // 5.4995 → 5
    expect(expectedAmountPaise('1250.50', '0.125', '28')).toBe(20008); // 200.08
    expect(expectedAmountPaise('999999999999.99', '99999999999.999', '100')).toBeGreaterThan(0);
  });
});

describe('field rules', () => {
  it('accept a sale that adds up to the paisa', () => {
    expect(transactionFieldErrors(sale)).toEqual({});
  });
  it('refuse an amount a paisa off, an advance above the amount, a due date before the invoice date', () => {
    expect(transactionFieldErrors({ ...sale, amount: '1180.00' })).toHaveProperty('amount');
    expect(transactionFieldErrors({ ...sale, advance_paid: '1180.00' })).toHaveProperty('advance_paid');
    expect(transactionFieldErrors({ ...sale, due_date: '2026-09-30' })).toHaveProperty('due_date');
    expect(transactionFieldErrors({ ...sale, due_date: '2026-10-01' })).toEqual({});
    expect(transactionFieldErrors({ ...sale, unit_value: '0.00', amount: '0.00' }).amount).toMatch(/more than zero/);
  });
});

describe('status', () => {
  const today = '2026-11-28';
  it('is paid when nothing is left, whatever the consent', () => {
    expect(transactionStatus({ ...sale, advance_paid: sale.amount }, false, today)).toBe('paid');
  });
  it('awaits consent, then is overdue after the due date, open before it', () => {
    expect(transactionStatus(sale, false, today)).toBe('awaiting_consent');
    expect(transactionStatus(sale, true, today)).toBe('overdue');
    expect(transactionStatus({ ...sale, due_date: today }, true, today)).toBe('open');
  });
  it('overdue needs the due date strictly before today and something to pay', () => {
    expect(isOverdue({ ...sale, due_date: '2026-11-27' }, today)).toBe(true);
    expect(isOverdue({ ...sale, due_date: today }, today)).toBe(false);
    expect(isOverdue({ ...sale, due_date: null }, today)).toBe(false);
    expect(isOverdue({ ...sale, advance_paid: sale.amount }, today)).toBe(false);
  });
});

describe('changes after consent', () => {
  it('anything before consent; only a higher advance after', () => {
    expect(updateRefusal(false, sale, { amount: '1.00' })).toBeNull();
    expect(updateRefusal(true, sale, { advance_paid: '100.00' })).toBeNull();
    expect(updateRefusal(true, { advance_paid: '100.00' }, { advance_paid: '50.00' })?.field).toBe('advance_paid');
    expect(updateRefusal(true, sale, { amount: '1.00', advance_paid: '1.00' })?.field).toBe('amount');
  });
});
