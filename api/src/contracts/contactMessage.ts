/**
 * The public contact form's rules (POST utils/sendmail; the portal's /contact form uses the same).
 */
import { z } from 'zod';
import { emailSchema, mobileSchema } from '../validation';

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: (iss) => (iss.input == null ? `Please enter your ${what}.` : `Enter your ${what} as text.`) })
    .trim()
    .min(min, min > 1 ? `Please enter your ${what} (at least ${min} characters).` : `Please enter your ${what}.`)
    .max(max, `Your ${what} can have at most ${max} characters.`);

export const contactMessageSchema = z.object({
  name: text('name', 2, 120),
  email: emailSchema,
  mobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), mobileSchema),
  message: text('message', 10, 5000),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
