import { describe, expect, it } from 'vitest';
import { settlementNextStep, type SettlementStepFacts } from './settlementSteps';

const start: SettlementStepFacts = {
  status: 'initialised',
  requested_side: 'defaulter',
  code_verified: false,
  aadhaar_verified: false,
  bank_verified: false,
  reporter_signed: false,
  defaulter_signed: false,
  left_paise: 8_000_000,
};

describe('settlementNextStep', () => {
  it('starts with the opening side’s code and Aadhaar, then the reporter’s bank account', () => {
    expect(settlementNextStep(start, 'defaulter')).toEqual({ step: 'code', actor: 'defaulter', mine: true });
    expect(settlementNextStep(start, 'reporter')).toEqual({ step: 'code', actor: 'defaulter', mine: false });
    const coded = { ...start, status: 'inprogress' as const, code_verified: true };
    expect(settlementNextStep(coded, 'defaulter')).toEqual({ step: 'aadhaar', actor: 'defaulter', mine: true });
    expect(settlementNextStep({ ...coded, requested_side: 'reporter' }, 'reporter')).toEqual({
      step: 'aadhaar',
      actor: 'reporter',
      mine: true,
    });
    const verified = { ...coded, aadhaar_verified: true };
    expect(settlementNextStep(verified, 'defaulter')).toEqual({ step: 'bank', actor: 'reporter', mine: false });
    expect(settlementNextStep(verified, 'reporter')).toEqual({ step: 'bank', actor: 'reporter', mine: true });
  });

  it('asks both sides to sign, then the side that has not', () => {
    const ready = { ...start, status: 'inprogress' as const, code_verified: true, aadhaar_verified: true, bank_verified: true };
    expect(settlementNextStep(ready, 'reporter')).toEqual({ step: 'sign', actor: 'both', mine: true });
    expect(settlementNextStep(ready, 'defaulter')).toEqual({ step: 'sign', actor: 'both', mine: true });
    expect(settlementNextStep({ ...ready, reporter_signed: true }, 'reporter')).toEqual({ step: 'sign', actor: 'defaulter', mine: false });
    expect(settlementNextStep({ ...ready, defaulter_signed: true }, 'reporter')).toEqual({ step: 'sign', actor: 'reporter', mine: true });
  });

  it('leaves paying to the reported business once both signed, and nothing once paid or closed', () => {
    const signed = {
      ...start,
      status: 'approved' as const,
      code_verified: true,
      aadhaar_verified: true,
      bank_verified: true,
      reporter_signed: true,
      defaulter_signed: true,
    };
    expect(settlementNextStep(signed, 'defaulter')).toEqual({ step: 'pay', actor: 'defaulter', mine: true });
    expect(settlementNextStep(signed, 'reporter')).toEqual({ step: 'pay', actor: 'defaulter', mine: false });
    expect(settlementNextStep({ ...signed, left_paise: 0 }, 'defaulter')).toEqual({ step: 'done', actor: null, mine: false });
    expect(settlementNextStep({ ...start, status: 'rejected' }, 'defaulter')).toEqual({ step: 'done', actor: null, mine: false });
  });

  it('never makes staff the actor', () => {
    expect(settlementNextStep(start, 'staff').mine).toBe(false);
    expect(settlementNextStep({ ...start, code_verified: true, aadhaar_verified: true, bank_verified: true }, 'staff')).toEqual({
      step: 'sign',
      actor: 'both',
      mine: false,
    });
  });
});
