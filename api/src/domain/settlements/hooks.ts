/** Engine hooks of settlement requests, their payouts and the settlement settings. */
import {
  amountNotBelow,
  type FieldErrors,
  fieldRules,
  onWrite,
  percentAtMost100,
  positiveAmount,
  refuse,
  stampCreator,
} from '../../engine/hookRules';
import type { HookMap } from '../../engine/hooks';
import { doubledRupeeSigns, LETTER_PLACEHOLDERS, unknownPlaceholders } from './letterPlaceholders';
import { sideOnCase } from './settlementAccess';
import { OPEN_REQUEST_STATUSES, settlementPaymentProblem, settlementRequestProblem } from './settlementRequestRules';
import { aggregateRow } from '../../db/aggregateRow';

function letterTemplateRule(row: Record<string, unknown>, errors: FieldErrors) {
  const body = typeof row.body === 'string' ? row.body : '';
  const unknown = unknownPlaceholders(body);
  if (unknown.length > 0)
    errors.add(
      'body',
      `The letter cannot fill ${unknown.map((n) => `{{${n}}}`).join(', ')}. Use only: ${Object.keys(LETTER_PLACEHOLDERS)
        .map((n) => `{{${n}}}`)
        .join(', ')}.`,
    );
  else if (doubledRupeeSigns(body).length > 0)
    errors.add(
      'body',
      `Remove the ₹ before ${doubledRupeeSigns(body)
        .map((n) => `{{${n}}}`)
        .join(', ')}: the amount is written with its ₹ sign already.`,
    );
}

const SLAB_RANGE = 'The maximum amount must be at least the minimum amount (or empty for "and above").';

export const settlementHooks = {
  'settlement-requests': [
    fieldRules((row, errors) => positiveAmount(errors, row, 'amount', 'The amount must be more than ₹0.')),
    /**
     * A member may ask to settle a case they reported, or a case reported against one of their own
     * businesses — never somebody else's case.
     */
    onWrite(async (row, h) => {
      if (h.principal.roleType !== 'customer') return;
      // One rule for both sides (settlementAccess.sideOnCase): the defaulter side is a proven business's.
      const c = await h
        .trx('defaulter_cases')
        .where({ id: Number(row.case_id) })
        .first();
      if (!c || !(await sideOnCase(h.trx, h.principal.userId, c)))
        refuse('case_id', 'You can only settle a case you reported or one reported against your business.');
    }),
    /**
     * The case must be open, the amount within what is outstanding, and no other request open for it.
     * The case row is locked, so two requests for one case at the same moment are decided one at a time.
     */
    onWrite(async (row, h, before) => {
      const c = await h
        .trx('defaulter_cases')
        .where({ id: Number(row.case_id) })
        .forUpdate()
        .first('status', 'due_amount', 'settled_amount', 'write_off_amount');
      if (!c) return; // the reference check answers
      const problem = settlementRequestProblem(c, { amount: row.amount, mode: row.mode });
      if (problem) refuse(problem.field, problem.message);
      const other = await h
        .trx('settlement_requests')
        .where({ case_id: Number(row.case_id) })
        .whereIn('status', OPEN_REQUEST_STATUSES)
        .whereNot('id', Number(before?.id ?? 0))
        .first('id');
      if (other)
        refuse('case_id', `This case already has an open settlement request (#${other.id}). It must be settled or rejected first.`);
    }),
  ],
  'settlement-payment-details': [
    fieldRules((row, errors) => positiveAmount(errors, row, 'amount', 'The amount must be more than ₹0.')),
    /** Payments recorded against a request never add up to more than it agreed; the request row is locked meanwhile. */
    onWrite(async (row, h, before) => {
      const request = await h
        .trx('settlement_requests')
        .where({ id: Number(row.settlement_request_id) })
        .forUpdate()
        .first('status', 'amount');
      if (!request) return; // the reference check answers
      const { paid } = aggregateRow(
        await h
          .trx('settlement_payment_details')
          .where({ settlement_request_id: Number(row.settlement_request_id) })
          .whereNot('id', Number(before?.id ?? 0))
          .sum({ paid: 'amount' }),
      );
      const problem = settlementPaymentProblem(request, paid, row.amount);
      if (problem) refuse(problem.field, problem.message);
    }),
  ],
  /** Amount-range slabs: an empty maximum means "and above"; a percentage is at most 100. */
  'settlement-commission-slabs': fieldRules((row, errors) => {
    amountNotBelow(errors, row, 'min_amount', 'max_amount', SLAB_RANGE);
    percentAtMost100(errors, row, 'commission_type', 'commission_value', 'A percentage commission cannot be more than 100.');
  }),
  'instant-cashback-rules': fieldRules((row, errors) => {
    amountNotBelow(errors, row, 'min_amount', 'max_amount', SLAB_RANGE);
    percentAtMost100(errors, row, 'cashback_type', 'cashback_value', 'A percentage cashback cannot be more than 100.');
  }),
  'service-charges': fieldRules((row, errors) => {
    percentAtMost100(errors, row, 'charge_type', 'value', 'A percentage charge cannot be more than 100.');
  }),
  'call-request-holds': stampCreator('held_by'),
  // A letter part naming a placeholder the letter cannot fill, or "₹{{amount}}" (the value carries its ₹),
  // is refused when staff save it, so no letter is ever refused later or printed with a gap (issue 21 §4).
  'settlement-documents': fieldRules(letterTemplateRule),
  'settlement-headers': fieldRules(letterTemplateRule),
} satisfies HookMap;
