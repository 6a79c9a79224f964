import { describe, expect, it } from 'vitest';
import {
  initialPayment,
  paymentErrors,
  paymentFields,
  PROOF_MAX_BYTES,
  proofProblem,
  type PaymentForm,
} from '../../admin/src/screens/settlementRequest/paymentForm';

const TODAY = '2026-05-20';
const pdf = { name: 'neft.pdf', type: 'application/pdf', size: 20_000 };
const good: PaymentForm = { amount: '₹12,500.50', paid_on: '2026-05-19', method: 'neft', utr: ' hdfc0012345 ' };

describe('initialPayment', () => {
  it('starts with the suggested amount in rupees, today and NEFT', () => {
    expect(initialPayment(1_250_050, TODAY)).toEqual({ amount: '12500.50', paid_on: TODAY, method: 'neft', utr: '' });
    expect(initialPayment(0, TODAY).amount).toBe('');
  });
});

describe('paymentFields: what is sent', () => {
  it('drops ₹ and commas from the amount, upper-cases and trims the UTR, sends the day as paid_at', () => {
    expect(paymentFields(good)).toEqual({ amount: '12500.50', paid_at: '2026-05-19', method: 'neft', utr: 'HDFC0012345' });
  });
});

describe('paymentErrors: the form’s own checks', () => {
  it('a sound payment within what is left has none', () => {
    expect(paymentErrors(good, pdf, 1_250_050, TODAY)).toEqual({});
  });
  it('refuses more than may still be paid, naming the limit in ₹', () => {
    expect(paymentErrors(good, pdf, 1_000_000, TODAY).amount).toBe('At most ₹10,000.00 is left to pay on this settlement.');
  });
  it('refuses a blank, malformed or zero amount', () => {
    expect(paymentErrors({ ...good, amount: '' }, pdf, 9e9, TODAY).amount).toBeTruthy();
    expect(paymentErrors({ ...good, amount: '12.345' }, pdf, 9e9, TODAY).amount).toBeTruthy();
    expect(paymentErrors({ ...good, amount: '0' }, pdf, 9e9, TODAY).amount).toBe('The amount must be more than ₹0.');
  });
  it('needs a whole day, not in the future', () => {
    expect(paymentErrors({ ...good, paid_on: 'not a date' }, pdf, 9e9, TODAY).paid_at).toMatch(/DD, Mon, YYYY/);
    expect(paymentErrors({ ...good, paid_on: '' }, pdf, 9e9, TODAY).paid_at).toBeTruthy();
    expect(paymentErrors({ ...good, paid_on: '2026-05-21' }, pdf, 9e9, TODAY).paid_at).toBe('The payment date cannot be in the future.');
    expect(paymentErrors({ ...good, paid_on: TODAY }, pdf, 9e9, TODAY)).toEqual({});
  });
  it('needs a UTR of 6 to 30 letters or digits', () => {
    expect(paymentErrors({ ...good, utr: 'AB12' }, pdf, 9e9, TODAY).utr).toMatch(/6 to 30/);
    expect(paymentErrors({ ...good, utr: 'UTR-123456' }, pdf, 9e9, TODAY).utr).toMatch(/6 to 30/);
  });
  it('needs a proof', () => {
    expect(paymentErrors(good, null, 9e9, TODAY).proof).toMatch(/Attach the proof/);
  });
});

describe('proofProblem', () => {
  it('takes a PDF, JPEG or PNG up to 10 MB', () => {
    expect(proofProblem(pdf)).toBeUndefined();
    expect(proofProblem({ name: 'a.jpg', type: 'image/jpeg', size: PROOF_MAX_BYTES })).toBeUndefined();
    expect(proofProblem({ name: 'a.png', type: 'image/png', size: 1 })).toBeUndefined();
  });
  it('refuses other types, a larger file and an empty one', () => {
    expect(proofProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatch(/must be a PDF, PNG or JPEG file/);
    expect(proofProblem({ name: 'a.exe', type: '', size: 10 })).toMatch(/must be/);
    expect(proofProblem({ name: 'big.pdf', type: 'application/pdf', size: PROOF_MAX_BYTES + 1 })).toBe('The proof is larger than 10 MB.');
    expect(proofProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe('The proof file is empty.');
  });
});
