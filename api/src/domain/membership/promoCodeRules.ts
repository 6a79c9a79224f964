/**
 * Promo codes and free trials: the rules one field has against another. Pure — each problem is
 * added to the request's field errors, so a save with several mistakes hears of all of them.
 */
import { amountNotBelow, countAtMost, endNotBefore, isBlank, percentAtMost100, positiveAmount } from '../../engine/hookRules';
import type { FieldErrors, Row } from '../../engine/hookRules';

export function promoCodeRules(row: Row, errors: FieldErrors, before?: Row): void {
  endNotBefore(errors, row, 'starts_at', 'ends_at', 'The end date must be after the start date.', { strict: true });
  positiveAmount(errors, row, 'discount_value', 'The discount must be more than 0.');
  percentAtMost100(errors, row, 'discount_type', 'discount_value', 'A percentage discount cannot be more than 100.');
  positiveAmount(errors, row, 'max_discount', 'The maximum discount must be more than ₹0 (or empty for no cap).');
  if (row.discount_type === 'flat') {
    amountNotBelow(
      errors,
      row,
      'discount_value',
      'max_discount',
      'A cap below the flat discount would change the discount: raise it or leave it empty.',
    );
  }
  countAtMost(errors, row, 'max_uses_per_user', 'max_uses', 'Uses per member cannot be more than the code’s total uses.');
  const uses = Number(before?.uses ?? 0);
  if (!isBlank(row.max_uses) && Number(row.max_uses) < uses) {
    errors.add('max_uses', `This code has already been used ${uses} times, so the limit cannot be lower than ${uses}.`);
  }
}

export function freeTrialRules(row: Row, errors: FieldErrors): void {
  endNotBefore(errors, row, 'starts_at', 'ends_at', 'The trial must end after it starts.', { strict: true });
}
