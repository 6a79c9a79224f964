/** Engine hooks of defaulter cases and their evidence. */
import { fieldRules, positiveAmount, stampCreator } from '../../engine/hookRules';
import type { HookMap } from '../../engine/hooks';
import { caCertificateNeedsUdin } from './evidence';

export const defaulterCaseHooks = {
  'defaulter-cases': fieldRules((row, errors) => {
    positiveAmount(errors, row, 'due_amount', 'The due amount must be more than ₹0.');
  }),
  'case-documents': [caCertificateNeedsUdin, stampCreator('uploaded_by_user_id')],
} satisfies HookMap;
