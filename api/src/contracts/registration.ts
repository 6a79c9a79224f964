/**
 * The member registration form's rules (portal), the same ones POST /user/register applies:
 * name, mobile, email, an optional referral or voucher code, and the terms accepted.
 */
import { z } from 'zod';
import { emailSchema, mobileSchema } from '../validation';

export const REGISTRATION_MESSAGES = {
  nameRequired: 'Please enter your name (at least 2 characters).',
  nameTooLong: 'The name can have at most 120 characters.',
  referralInvalid: 'This referral code is not valid.',
  consentRequired: 'Please accept the terms to continue.',
} as const;

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

export const registrationFormSchema = z.object({
  name: z.string().trim().min(2, REGISTRATION_MESSAGES.nameRequired).max(120, REGISTRATION_MESSAGES.nameTooLong),
  mobile: mobileSchema,
  email: emailSchema,
  referral_code: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || REFERRAL_CODE_PATTERN.test(v), REGISTRATION_MESSAGES.referralInvalid),
  consent: z.boolean().refine((v) => v, REGISTRATION_MESSAGES.consentRequired),
});

export type RegistrationForm = z.input<typeof registrationFormSchema>;
