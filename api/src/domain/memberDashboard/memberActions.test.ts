import { describe, expect, it } from 'vitest';
import { memberActions, type MemberActionFacts } from './memberActions';

const none: MemberActionFacts = {
  businesses: 1,
  plan: { plan_name: 'Gold', days_left: 120 },
  settlements: [],
  claims: [],
  casesNeedingDocuments: [],
};

describe('memberActions', () => {
  it('asks nothing of a member with a running plan and nothing pending', () => {
    expect(memberActions(none)).toEqual([]);
  });

  it('puts the member’s own settlement step first, never the other side’s', () => {
    const actions = memberActions({
      ...none,
      plan: { plan_name: 'Gold', days_left: 3 },
      settlements: [
        { id: 7, counterparty: 'Mehta Steels', next: { step: 'sign', mine: true } },
        { id: 8, counterparty: 'Rao Agencies', next: { step: 'pay', mine: false } },
      ],
    });
    expect(actions).toEqual([
      { kind: 'settlement_step', settlement_id: 7, step: 'sign', counterparty: 'Mehta Steels' },
      { kind: 'plan_expiring', plan_name: 'Gold', days_left: 3 },
    ]);
  });

  it('asks for a reply only while the window runs and nothing was answered', () => {
    const until = '2026-12-05T00:00:00.000Z';
    const actions = memberActions({
      ...none,
      claims: [
        { case_id: 1, reporter_name: 'A', reply_window_ends_at: until, accepted_at: null, dispute: null },
        { case_id: 2, reporter_name: 'B', reply_window_ends_at: until, accepted_at: '2026-11-20T00:00:00.000Z', dispute: null },
        { case_id: 3, reporter_name: 'C', reply_window_ends_at: until, accepted_at: null, dispute: { status: 'open' } },
        { case_id: 4, reporter_name: 'D', reply_window_ends_at: null, accepted_at: null, dispute: null },
      ],
      casesNeedingDocuments: [{ id: 9, defaulter_name: 'Kumar Traders' }],
    });
    expect(actions).toEqual([
      { kind: 'claim_reply', case_id: 1, reporter_name: 'A', until },
      { kind: 'case_documents', case_id: 9, defaulter_name: 'Kumar Traders' },
    ]);
  });

  it('says a plan is missing only to a member with a business, and to add one otherwise', () => {
    expect(memberActions({ ...none, plan: null })).toEqual([{ kind: 'no_plan' }]);
    expect(memberActions({ ...none, plan: null, businesses: 0 })).toEqual([{ kind: 'add_business' }]);
  });
});
