/**
 * The member area's form rules (portal), the same zod rules the API applies to those fields:
 * the profile (name and optional secondary contacts) and adding a business by GSTIN.
 */
import { z } from 'zod';
import { emailSchema, gstinSchema, mobileSchema } from '../validation';
import { REGISTRATION_MESSAGES } from './registration';

/** An optional field: empty means "none"; otherwise the field's own rule. */
const optional = <T extends z.ZodType>(rule: T) => z.union([z.literal(''), rule]);

export const profileFormSchema = z.object({
  name: z.string().trim().min(2, REGISTRATION_MESSAGES.nameRequired).max(120, REGISTRATION_MESSAGES.nameTooLong),
  secondary_mobile: optional(mobileSchema),
  secondary_email: optional(emailSchema),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

export const BUSINESS_FORM_MESSAGES = {
  tradeNameRequired: 'Please enter the business name (at least 2 characters).',
  pincode: 'Enter the 6-digit PIN code.',
} as const;

export const addBusinessFormSchema = z.object({
  gstin: gstinSchema,
  trade_name: z.string().trim().min(2, BUSINESS_FORM_MESSAGES.tradeNameRequired).max(200),
  address: z.string().trim().max(1000),
  pincode: optional(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, BUSINESS_FORM_MESSAGES.pincode),
  ),
  name_mismatch_confirmed: z.boolean(),
});
export type AddBusinessForm = z.input<typeof addBusinessFormSchema>;
