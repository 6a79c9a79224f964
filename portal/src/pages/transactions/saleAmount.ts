/** The live amount of the record form: the server's own rule (expectedAmountPaise), or null while the inputs are incomplete. */
import { expectedAmountPaise } from '@bakaya/api/contracts';

export function expectedAmount(unitValue: string, quantity: string, tax: string): number | null {
  if (
    !/^\d+(\.\d{1,2})?$/.test(unitValue.trim()) ||
    !/^\d+(\.\d{1,3})?$/.test(quantity.trim()) ||
    !/^\d{1,3}(\.\d{1,2})?$/.test(tax.trim())
  )
    return null;
  return expectedAmountPaise(unitValue.trim(), quantity.trim(), tax.trim());
}
