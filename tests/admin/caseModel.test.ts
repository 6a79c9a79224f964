import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toAdminError } from '../../admin/src/providers/httpClient';
import {
  actorIds,
  cleanAmount,
  movedMessage,
  moveErrors,
  settledInStep,
  transitionBody,
} from '../../admin/src/screens/defaulterCase/caseModel';

const verify = { to: 'verified', needs_settled_amount: false } as const;
const partial = { to: 'partial_settled', needs_settled_amount: true } as const;

describe('transition request body', () => {
  it('sends only the target when nothing was written', () => {
    expect(transitionBody(verify, { note: '  ', settled_amount: '' })).toEqual({ to: 'verified' });
  });
  it('sends a trimmed note', () => {
    expect(transitionBody({ to: 'rejected', needs_settled_amount: false }, { note: '  No invoice.\n' })).toEqual({
      to: 'rejected',
      note: 'No invoice.',
    });
  });
  it('sends the amount only for a move that takes one, without ₹, commas or spaces', () => {
    expect(transitionBody(partial, { settled_amount: '₹ 1,00,000.50' })).toEqual({ to: 'partial_settled', settled_amount: '100000.50' });
    expect(transitionBody(verify, { settled_amount: '500' })).toEqual({ to: 'verified' });
  });
  it('leaves judging the amount to the server', () => {
    expect(cleanAmount('12abc')).toBe('12abc');
  });
});

describe('server refusals', () => {
  const refusal = (status: number, body: Record<string, unknown>) => toAdminError(new HttpError(String(body.message), status, body));

  it('puts a missing note beside the note field', () => {
    const e = refusal(400, {
      message: 'Give a reason when marking a case Rejected.',
      errors: { note: 'Give a reason when marking a case Rejected.' },
    });
    expect(moveErrors(e)).toEqual({ note: 'Give a reason when marking a case Rejected.' });
  });
  it('puts an amount problem beside the amount field', () => {
    const e = refusal(400, {
      message: 'bad',
      errors: { settled_amount: 'A partial settlement must be less than the due of ₹1,25,000.00' },
    });
    expect(moveErrors(e).settled_amount).toMatch(/less than the due/);
  });
  it('shows a move the status no longer allows as a general message and asks for fresh moves', () => {
    const e = refusal(409, {
      message: 'A case that is Rejected is closed and cannot change any more.',
      errors: { to: 'A case that is Rejected is closed and cannot change any more.' },
    });
    expect(moveErrors(e)).toEqual({ general: 'A case that is Rejected is closed and cannot change any more.', stale: true });
  });
  it('falls back to the message, then to a kind default', () => {
    expect(moveErrors(new HttpError('Server unavailable', 503, { message: 'Server unavailable' }))).toEqual({
      general: 'Server unavailable',
    });
    expect(moveErrors(new TypeError('Failed to fetch'))).toEqual({ general: 'Failed to fetch' });
    expect(moveErrors(undefined).general).toBe('The case could not be moved. Please try again.');
  });
});

describe('case screen helpers', () => {
  it("says where the case went: 'Case moved to Verified'", () => {
    expect(movedMessage({ label: 'Verified' })).toBe('Case moved to Verified');
  });
  it('lists each timeline actor once', () => {
    expect(actorIds([{ actor_user_id: 1 }, { actor_user_id: 2 }, { actor_user_id: 1 }, { actor_user_id: null }, {}])).toEqual([1, 2]);
  });
  it('mentions a settled amount only when a step settled something', () => {
    expect(settledInStep('25000.00')).toBe('25000.00');
    expect(settledInStep('0.00')).toBeNull();
    expect(settledInStep(null)).toBeNull();
  });
});
