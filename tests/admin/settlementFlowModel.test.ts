import type { SettlementDetailsView, SettlementSignatureView } from '@bakaya/api/contracts';
import { describe, expect, it } from 'vitest';
import {
  bothSigned,
  feeTotals,
  payablePaise,
  scheduleRows,
  signatureSides,
  suggestedPaymentPaise,
} from '../../admin/src/screens/settlementRequest/settlementFlowModel';

type Flow = Pick<SettlementDetailsView, 'request' | 'case' | 'instalments'>;

const flow = (request: Partial<SettlementDetailsView['request']>, instalments: Flow['instalments'] = [], kase = {}): Flow => ({
  request: { amount: '30000.00', paid_amount: '0.00', ...request } as SettlementDetailsView['request'],
  case: { due_amount: '100000.00', settled_amount: '0.00', write_off_amount: '0.00', ...kase } as SettlementDetailsView['case'],
  instalments,
});

const three = [
  { seq: 1, due_on: '2026-05-01', amount: '10000.00' },
  { seq: 2, due_on: '2026-06-01', amount: '10000.00' },
  { seq: 3, due_on: '2026-07-01', amount: '10000.00' },
];

describe('scheduleRows: what has been paid towards each instalment', () => {
  it('pays the earliest instalment first, in paise', () => {
    const rows = scheduleRows(flow({ paid_amount: '15000.50' }, three), '2026-05-15');
    expect(rows.map((r) => [r.seq, r.paid, r.state])).toEqual([
      [1, 1_000_000, 'paid'],
      [2, 500_050, 'part'],
      [3, 0, 'due'],
    ]);
  });
  it('an instalment not fully paid after its day is overdue; one falling due today is not', () => {
    const rows = scheduleRows(flow({ paid_amount: '12000.00' }, three), '2026-06-02');
    expect(rows.map((r) => r.state)).toEqual(['paid', 'overdue', 'due']);
    expect(scheduleRows(flow({}, three), '2026-05-01')[0]!.state).toBe('due');
  });
  it('all paid reads paid whatever the day', () => {
    expect(scheduleRows(flow({ paid_amount: '30000.00' }, three), '2027-01-01').every((r) => r.state === 'paid')).toBe(true);
  });
  it('sorts by sequence whatever order the lines come in', () => {
    expect(scheduleRows(flow({}, [three[2]!, three[0]!, three[1]!]), '2026-01-01').map((r) => r.seq)).toEqual([1, 2, 3]);
  });
  it('a one-go settlement is one line without a date, never overdue', () => {
    expect(scheduleRows(flow({ paid_amount: '0.00' }), '2099-01-01')).toEqual([
      { seq: 1, due_on: null, amount: 3_000_000, paid: 0, state: 'due' },
    ]);
  });
});

describe('payablePaise and the suggested next payment', () => {
  it('is what the request still agrees, within the case outstanding', () => {
    expect(payablePaise(flow({ amount: '30000.00', paid_amount: '10000.00' }))).toBe(2_000_000);
    expect(
      payablePaise(flow({ amount: '30000.00' }, [], { due_amount: '100000.00', settled_amount: '85000.00', write_off_amount: '5000.00' })),
    ).toBe(1_000_000);
    expect(payablePaise(flow({ amount: '30000.00', paid_amount: '30000.00' }))).toBe(0);
  });
  it('suggests what is left of the next unpaid instalment, or everything left on a one-go settlement', () => {
    expect(suggestedPaymentPaise(flow({ paid_amount: '15000.00' }, three), '2026-05-01')).toBe(500_000);
    expect(suggestedPaymentPaise(flow({ amount: '30000.00', paid_amount: '1000.00' }), '2026-05-01')).toBe(2_900_000);
    expect(suggestedPaymentPaise(flow({ paid_amount: '30000.00' }, three), '2026-05-01')).toBe(0);
  });
});

const signature = (side: 'reporter' | 'defaulter', valid: boolean, signer = 7): SettlementSignatureView => ({
  side,
  doctype: 'settlement_letter',
  signer_user_id: signer,
  signed_at: '2026-05-02T10:00:00.000Z',
  document_sha256: valid ? 'a'.repeat(64) : 'b'.repeat(64),
  provider: 'sandbox',
  reference_id: 'ESIGN-1',
  valid,
});

describe('signatureSides: each side against the letter as it is now', () => {
  it('reporter first, then defaulter; unsigned when a side has not signed', () => {
    expect(signatureSides([]).map((s) => [s.side, s.state, s.signature])).toEqual([
      ['reporter', 'unsigned', null],
      ['defaulter', 'unsigned', null],
    ]);
  });
  it('a signature over an earlier letter is stale; a newer valid one counts', () => {
    const sides = signatureSides([signature('reporter', false, 1), signature('defaulter', false, 2), signature('defaulter', true, 3)]);
    expect(sides.map((s) => [s.side, s.state, s.signature?.signer_user_id])).toEqual([
      ['reporter', 'stale', 1],
      ['defaulter', 'signed', 3],
    ]);
    expect(bothSigned([signature('reporter', false), signature('defaulter', true)])).toBe(false);
    expect(bothSigned([signature('reporter', true), signature('defaulter', true)])).toBe(true);
  });
});

describe('feeTotals', () => {
  it('adds the charges and cashback of every payment in paise', () => {
    expect(
      feeTotals([
        { service_charge: '10.10', commission: '0.20', cashback: '50.00' },
        { service_charge: '10.20', commission: '0.10', cashback: '0.00' },
      ]),
    ).toEqual({ serviceCharge: 2030, commission: 30, cashback: 5000 });
  });
});
