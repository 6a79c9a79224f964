/** The defaulter case state machine: every edge, every refusal, notes, amounts and side effects. */
import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  assertTransition,
  CASE_STATUS_IDS,
  CaseTransitionError,
  isTerminal,
  NOTE_REQUIRED,
  planTransition,
  sideEffects,
  statusLabel,
  TRANSITIONS,
  type CaseStatus,
} from '../../api/src/domain/defaulterCases/caseStateMachine';

/** The table, written out independently of the implementation. */
const EXPECTED: Record<CaseStatus, CaseStatus[]> = {
  processing: ['verified', 'more_details_required', 'rejected', 'incomplete', 'wrongly_reported', 'removed'],
  more_details_required: ['processing', 'incomplete', 'rejected', 'wrongly_reported', 'removed'],
  incomplete: ['processing', 'removed'],
  verified: ['partial_settled', 'full_settled', 'removed', 'wrongly_reported', 'disputed'],
  partial_settled: ['partial_settled', 'full_settled', 'removed', 'wrongly_reported', 'disputed'],
  disputed: ['verified', 'partial_settled', 'wrongly_reported', 'removed'],
  rejected: [],
  full_settled: [],
  removed: [],
  wrongly_reported: [],
};

const amounts = { due_amount: '100000.00', settled_amount: '0.00' };
const now = new Date('2026-11-21T10:00:00Z');
/** Input that satisfies an edge's requirements. */
function goodInput(from: CaseStatus, to: CaseStatus) {
  const input: { note?: string; settled_amount?: string; via?: 'dispute' } = {};
  if (NOTE_REQUIRED.has(to)) input.note = 'Checked with both parties.';
  if (from === 'disputed' || to === 'disputed') input.via = 'dispute';
  if (to === 'partial_settled' && from !== 'disputed') input.settled_amount = from === 'partial_settled' ? '60000.00' : '40000.00';
  return input;
}
const amountsFor = (from: CaseStatus) => (from === 'partial_settled' ? { due_amount: '100000.00', settled_amount: '40000.00' } : amounts);

function refusal(fn: () => void): CaseTransitionError {
  try {
    fn();
  } catch (err) {
    if (err instanceof CaseTransitionError) return err;
    throw err;
  }
  throw new Error('expected a CaseTransitionError');
}

describe('transition table', () => {
  it('matches the documented table exactly', () => {
    for (const from of CASE_STATUS_IDS)
      expect(
        allowedTransitions(from).map((t) => t.to),
        from,
      ).toEqual(EXPECTED[from]);
  });

  it('gives every edge a one-line reason and a label', () => {
    for (const from of CASE_STATUS_IDS) {
      for (const edge of TRANSITIONS[from]) {
        expect(edge.reason.length, `${from} → ${edge.to}`).toBeGreaterThan(10);
        expect(edge.reason).not.toContain('\n');
      }
    }
    expect(allowedTransitions('processing').find((t) => t.to === 'more_details_required')).toMatchObject({
      label: 'More Documents Required',
      needs_note: true,
    });
    expect(allowedTransitions('processing').find((t) => t.to === 'verified')).toMatchObject({ label: 'Verified', needs_note: false });
  });

  it('has exactly four final states', () => {
    expect(statusLabel('disputed')).toBe('Disputed');
    expect(CASE_STATUS_IDS.filter(isTerminal).sort()).toEqual(['full_settled', 'rejected', 'removed', 'wrongly_reported']);
  });

  it('labels statuses as spec §4 does', () => {
    expect(statusLabel('more_details_required')).toBe('More Documents Required');
    expect(statusLabel('full_settled')).toBe('Fully Settled');
  });

  for (const from of CASE_STATUS_IDS) {
    for (const to of CASE_STATUS_IDS) {
      if (EXPECTED[from].includes(to)) {
        it(`allows ${from} → ${to}`, () => {
          expect(() => assertTransition(from, to, goodInput(from, to), amountsFor(from))).not.toThrow();
        });
      } else {
        it(`refuses ${from} → ${to}`, () => {
          const err = refusal(() =>
            assertTransition(from, to, { note: 'x', settled_amount: to === 'partial_settled' ? '1.00' : undefined }, amountsFor(from)),
          );
          expect(err).toMatchObject({ code: 'illegal_transition', kind: 'state', field: 'to' });
          expect(err.message).toContain(statusLabel(from));
          if (isTerminal(from)) expect(err.message).toMatch(/closed and cannot change/);
          else expect(err.message).toMatch(/It can become: /);
        });
      }
    }
  }
});

describe('disputes', () => {
  it('lets only the dispute service move a case into disputed', () => {
    for (const from of ['verified', 'partial_settled'] as const) {
      const err = refusal(() => assertTransition(from, 'disputed', { note: 'staff tried by hand' }, amountsFor(from)));
      expect(err).toMatchObject({ code: 'dispute_only', kind: 'state', field: 'to' });
      expect(err.message).toMatch(/only when the reported business disputes it/);
      expect(() => assertTransition(from, 'disputed', { via: 'dispute' }, amountsFor(from))).not.toThrow();
    }
  });

  it('lets only a dispute decision move a disputed case on', () => {
    for (const to of ['verified', 'partial_settled', 'wrongly_reported', 'removed'] as const) {
      const err = refusal(() => assertTransition('disputed', to, { note: 'by hand' }, amounts));
      expect(err).toMatchObject({ code: 'dispute_only', kind: 'state' });
      expect(err.message).toMatch(/decide the dispute/);
    }
  });

  it('refuses a dispute of a case that is not verified or partly settled', () => {
    for (const from of [
      'processing',
      'more_details_required',
      'incomplete',
      'rejected',
      'full_settled',
      'removed',
      'wrongly_reported',
    ] as const) {
      expect(refusal(() => assertTransition(from, 'disputed', { via: 'dispute' }, amounts))).toMatchObject({ code: 'illegal_transition' });
    }
  });

  it('needs a reason to uphold a dispute, not to reject it', () => {
    expect(refusal(() => assertTransition('disputed', 'wrongly_reported', { via: 'dispute' }))).toMatchObject({ code: 'note_required' });
    expect(() => assertTransition('disputed', 'verified', { via: 'dispute' })).not.toThrow();
  });

  it('restores a rejected dispute as it was: verified_on and the settled amount are kept', () => {
    const partial = { status: 'disputed' as const, due_amount: '100000.00', settled_amount: '40000.00' };
    expect(planTransition(partial, 'partial_settled', { via: 'dispute' }, now)).toEqual({
      kind: 'apply',
      from: 'disputed',
      to: 'partial_settled',
      patch: { status: 'partial_settled' },
      settledDelta: '0.00',
      note: null,
    });
    expect(planTransition({ ...partial, settled_amount: '0.00' }, 'verified', { via: 'dispute' }, now)).toMatchObject({
      patch: { status: 'verified' },
    });
    expect(sideEffects('verified', {}, amounts, now, 'disputed')).toEqual({});
    expect(
      refusal(() => assertTransition('disputed', 'partial_settled', { via: 'dispute', settled_amount: '50000' }, amounts)),
    ).toMatchObject({
      code: 'settled_amount_not_applicable',
    });
  });
});

describe('notes', () => {
  for (const to of ['rejected', 'removed', 'wrongly_reported', 'more_details_required'] as const) {
    it(`needs a reason for ${to}`, () => {
      for (const note of [undefined, null, '', '   ']) {
        const err = refusal(() => assertTransition('processing', to, { note }));
        expect(err).toMatchObject({ code: 'note_required', kind: 'input', field: 'note' });
        expect(err.message).toContain(statusLabel(to));
      }
    });
  }

  it('does not need one to verify, and refuses an over-long one', () => {
    expect(() => assertTransition('processing', 'verified', {})).not.toThrow();
    expect(refusal(() => assertTransition('processing', 'verified', { note: 'x'.repeat(2001) }))).toMatchObject({ code: 'note_too_long' });
  });
});

describe('settled amounts', () => {
  it('refuses an unknown status as bad input', () => {
    const err = refusal(() => assertTransition('processing', 'settled', {}));
    expect(err).toMatchObject({ code: 'unknown_status', kind: 'input', field: 'to' });
    expect(err.message).toContain('processing, more_details_required');
  });

  it('requires an amount for a partial settlement, below the due and above what is settled', () => {
    expect(refusal(() => assertTransition('verified', 'partial_settled', {}, amounts))).toMatchObject({
      code: 'settled_amount_required',
      field: 'settled_amount',
    });
    expect(refusal(() => assertTransition('verified', 'partial_settled', { settled_amount: '100000.00' }, amounts)).message).toMatch(
      /less than the due of ₹1,00,000\.00/,
    );
    expect(refusal(() => assertTransition('verified', 'partial_settled', { settled_amount: '150000' }, amounts)).code).toBe(
      'settled_amount_invalid',
    );
    expect(refusal(() => assertTransition('verified', 'partial_settled', { settled_amount: '0' }, amounts)).message).toMatch(
      /more than ₹0.00/,
    );
    expect(refusal(() => assertTransition('verified', 'partial_settled', { settled_amount: '-5' }, amounts)).message).toMatch(/negative/);
    expect(refusal(() => assertTransition('verified', 'partial_settled', { settled_amount: '12.345' }, amounts)).message).toMatch(
      /at most 2 decimals/,
    );
    expect(refusal(() => assertTransition('verified', 'partial_settled', { settled_amount: 'lots' }, amounts)).code).toBe(
      'settled_amount_invalid',
    );
    const partial = { due_amount: '100000.00', settled_amount: '40000.00' };
    expect(refusal(() => assertTransition('partial_settled', 'partial_settled', { settled_amount: '30000' }, partial)).message).toMatch(
      /only grows.*₹40,000\.00/,
    );
    expect(() => assertTransition('verified', 'partial_settled', { settled_amount: 99999.99 }, amounts)).not.toThrow();
  });

  it('accepts a full settlement with no amount or exactly the due, nothing else', () => {
    expect(() => assertTransition('verified', 'full_settled', {}, amounts)).not.toThrow();
    expect(() => assertTransition('verified', 'full_settled', { settled_amount: '100000' }, amounts)).not.toThrow();
    expect(refusal(() => assertTransition('verified', 'full_settled', { settled_amount: '90000' }, amounts)).message).toMatch(
      /whole due of ₹1,00,000\.00/,
    );
  });

  it('refuses an amount on a transition that settles nothing', () => {
    expect(refusal(() => assertTransition('processing', 'verified', { settled_amount: '5' }))).toMatchObject({
      code: 'settled_amount_not_applicable',
      field: 'settled_amount',
    });
  });
});

describe('side effects and plans', () => {
  it('stamps verified_on, settles the due in full, or records the partial amount', () => {
    expect(sideEffects('verified', {}, amounts, now)).toEqual({ verified_on: now });
    expect(sideEffects('full_settled', {}, amounts, now)).toEqual({ settled_amount: '100000.00' });
    expect(sideEffects('partial_settled', { settled_amount: 2500.5 }, amounts, now)).toEqual({ settled_amount: '2500.50' });
    expect(sideEffects('rejected', { note: 'x' }, amounts, now)).toEqual({});
  });

  it('plans the settled delta of each settlement step', () => {
    const verified = { status: 'verified' as const, ...amounts };
    expect(planTransition(verified, 'partial_settled', { settled_amount: '40000' }, now)).toMatchObject({
      kind: 'apply',
      settledDelta: '40000.00',
      patch: { status: 'partial_settled', settled_amount: '40000.00' },
    });
    const partial = { status: 'partial_settled' as const, due_amount: '100000.00', settled_amount: '40000.00' };
    expect(planTransition(partial, 'partial_settled', { settled_amount: '65000.25' }, now)).toMatchObject({
      kind: 'apply',
      from: 'partial_settled',
      settledDelta: '25000.25',
    });
    expect(planTransition(partial, 'full_settled', {}, now)).toMatchObject({
      kind: 'apply',
      settledDelta: '60000.00',
      patch: { settled_amount: '100000.00' },
    });
    expect(planTransition(verified, 'removed', { note: '  withdrawn  ' }, now)).toMatchObject({
      kind: 'apply',
      settledDelta: '0.00',
      note: 'withdrawn',
    });
  });

  it('treats asking for the current state as a no-op, except a further instalment', () => {
    expect(planTransition({ status: 'verified', ...amounts }, 'verified', {}, now)).toEqual({ kind: 'noop' });
    expect(planTransition({ status: 'rejected', ...amounts }, 'rejected', { note: 'again' }, now)).toEqual({ kind: 'noop' });
    const partial = { status: 'partial_settled' as const, due_amount: '100000.00', settled_amount: '40000.00' };
    expect(planTransition(partial, 'partial_settled', {}, now)).toEqual({ kind: 'noop' });
    expect(planTransition(partial, 'partial_settled', { settled_amount: '40000' }, now)).toEqual({ kind: 'noop' });
    expect(planTransition(partial, 'partial_settled', { settled_amount: '50000' }, now).kind).toBe('apply');
  });
});
