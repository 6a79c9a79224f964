import type { SettlementDetailsView, SettlementSignatureView } from '@bakaya/api/contracts';
import { describe, expect, it } from 'vitest';
import { noteProblem, settlementActions } from '../../admin/src/screens/settlementRequest/settlementActions';

type Flow = Parameters<typeof settlementActions>[1];

const signed = (side: 'reporter' | 'defaulter', valid = true) => ({ side, valid }) as SettlementSignatureView;
const BOTH = [signed('reporter'), signed('defaulter')];

const flow = (status: SettlementDetailsView['request']['status'], more: Partial<Flow> = {}, paid = '0.00'): Flow => ({
  request: { status, amount: '30000.00', paid_amount: paid } as SettlementDetailsView['request'],
  case: { due_amount: '30000.00', settled_amount: paid, write_off_amount: '0.00' } as SettlementDetailsView['case'],
  signatures: BOTH,
  holds: [
    { id: 4, status: 'released', reason: 'old', released_at: '2026-05-01T00:00:00Z', created_at: null },
    { id: 5, status: 'hold', reason: 'negotiating', released_at: null, created_at: null },
  ],
  ...more,
});

describe('settlementActions: what a role may do in which state', () => {
  it('a role without process is offered nothing, and told no reason', () => {
    expect(settlementActions(false, flow('inprogress'))).toEqual({
      recordPayment: { offered: false },
      reject: { offered: false },
      releasableHolds: [],
    });
  });
  it('in progress, both signed, something left: record, reject and release the open hold', () => {
    expect(settlementActions(true, flow('inprogress'))).toEqual({
      recordPayment: { offered: true },
      reject: { offered: true },
      releasableHolds: [5],
    });
    expect(settlementActions(true, flow('approved')).recordPayment.offered).toBe(true);
  });
  it('not confirmed by code yet: may be rejected, no payment', () => {
    const a = settlementActions(true, flow('initialised', { signatures: [] }));
    expect(a.recordPayment).toEqual({ offered: false, why: expect.stringMatching(/not yet confirmed/) });
    expect(a.reject.offered).toBe(true);
  });
  it('a payment waits for both sides to sign the current letter', () => {
    for (const signatures of [[], [signed('reporter')], [signed('reporter'), signed('defaulter', false)]]) {
      expect(settlementActions(true, flow('inprogress', { signatures })).recordPayment).toEqual({
        offered: false,
        why: expect.stringMatching(/Both sides must sign/),
      });
    }
  });
  it('settled: neither payment nor rejection, one line says why', () => {
    expect(settlementActions(true, flow('settled', { holds: [] }, '30000.00'))).toEqual({
      closed: 'This settlement is fully paid: nothing more is due on it.',
      recordPayment: { offered: false },
      reject: { offered: false },
      releasableHolds: [],
    });
  });
  it('rejected: neither, one line says why; a hold left open may still be released', () => {
    expect(settlementActions(true, flow('rejected'))).toEqual({
      closed: 'This request was rejected: it takes no more payments.',
      recordPayment: { offered: false },
      reject: { offered: false },
      releasableHolds: [5],
    });
  });
  it('nothing left on the case: no payment even in progress', () => {
    const closed = flow('inprogress', {
      case: { due_amount: '30000.00', settled_amount: '25000.00', write_off_amount: '5000.00' } as Flow['case'],
    });
    expect(settlementActions(true, closed).recordPayment).toEqual({ offered: false, why: 'Nothing is left to pay on this request.' });
  });
});

describe('noteProblem', () => {
  it('asks for at least 3 characters, at most 1,000, blanks trimmed', () => {
    expect(noteProblem('  ok ')).toMatch(/Write a short note/);
    expect(noteProblem('The parties agreed')).toBeUndefined();
    expect(noteProblem('x'.repeat(1001))).toMatch(/1000 characters/);
  });
});
