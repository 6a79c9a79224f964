/** The spec §7 member and public-site calls (calls/memberAccountRoutes.ts, publicCallRoutes.ts): one declaration per endpoint. */
import { z } from 'zod';
import { CALL_FAILURES, callOk, componentRef, defineRoutes, failureAnswer } from '../routeContract';
import { otpSchema } from '../../auth/otpCode';
import { contactMessageSchema } from '../../contracts/contactMessage';
import { mobileText } from '../../contracts/answers/answerParts';

const tags = ['Member calls (spec §7)'];
const userDetailsOk = z.looseObject({
  data: z
    .looseObject({ role_type: z.unknown(), id: z.unknown(), status: z.unknown() })
    .meta({ description: 'The user-details record (GET user/me)' })
    .optional(),
});

export const memberCallRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/data/consent-text',
    tags: ['Public site calls (spec §7)'],
    open: true,
    summary: 'The current terms and consent text and its version (global settings consent-text, consent-version)',
    responses: {
      200: {
        description: 'The text',
        body: callOk(z.looseObject({ version: z.string(), text: z.string(), updated_at: z.string().nullable().optional() })),
      },
      503: 'No consent text is configured, or the database is busy',
    },
  },
  {
    method: 'post',
    path: '/api/utils/sendmail',
    tags: ['Public site calls (spec §7)'],
    open: true,
    summary: 'Public contact form: queued by email to the support mail of global settings (captcha-checked; 5 an hour per IP)',
    body: contactMessageSchema.extend({ captcha_token: z.string().optional() }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      202: { description: 'Queued', body: callOk(z.strictObject({})) },
      400: 'Invalid fields, or the captcha was refused',
      429: 'Too many messages from this network',
    },
  },
  {
    method: 'post',
    path: '/api/captcha/verified',
    tags: ['Public site calls (spec §7)'],
    open: true,
    summary: 'Check a captcha token with the captcha adapter (failure object)',
    body: z.looseObject({ captcha_token: z.string().optional() }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'Verified',
        body: callOk(z.looseObject({ verified: z.literal(true).optional() })),
      },
      400: failureAnswer('Refused by the captcha'),
    },
  },
  {
    method: 'get',
    path: '/api/redirect/auth',
    tags: ['Public site calls (spec §7)'],
    summary: 'Where a signed-in visitor goes after an authentication hand-off (`next`: a path on this site)',
    query: z.object({ next: z.string().optional() }),
    responses: {
      200: {
        description: 'The path',
        body: callOk(z.looseObject({ redirect_to: z.string().regex(/^\//), role_type: z.enum(['customer', 'admin']) })),
      },
      400: '`next` is not a path on this site',
    },
  },
  {
    method: 'get',
    path: '/api/user/save/mobile/{id}',
    tags,
    summary: 'The mobile stored on an account: your own, or (staff) one your role may open (failure object)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Account id' }) }),
    responses: {
      200: {
        description: 'The mobile',
        body: callOk(z.looseObject({ mobile: z.unknown(), id: z.unknown() })),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Customer / Admin Users → detailView'),
      404: failureAnswer('No such account (or not yours)'),
    },
  },
  {
    method: 'post',
    path: '/api/user/update',
    tags,
    summary: 'Change your own name, secondary email or secondary mobile (never role, status or primary contacts) (failure object)',
    body: z.looseObject({
      name: z.string().min(2).max(120).optional(),
      secondary_email: z.string().nullable().meta({ format: 'email' }).optional(),
      secondary_mobile: mobileText.nullable().optional(),
    }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: 'The updated user details', body: z.intersection(componentRef('CallOk'), userDetailsOk) },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Admin Users → add/edit'),
    },
  },
  {
    method: 'post',
    path: '/api/add/user/details',
    tags,
    summary: 'Add a secondary email or mobile your account does not have yet (failure object)',
    body: z.looseObject({
      secondary_email: z.string().nullable().meta({ format: 'email' }).optional(),
      secondary_mobile: mobileText.nullable().optional(),
    }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: 'The updated user details', body: z.intersection(componentRef('CallOk'), userDetailsOk) },
      ...CALL_FAILURES,
      403: failureAnswer('Not allowed'),
      409: failureAnswer('Already set: change it with user/update'),
    },
  },
  {
    method: 'post',
    path: '/api/remove/use_email',
    tags,
    summary: 'Remove your secondary email (failure object)',
    body: z.strictObject({}),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: { description: 'The updated user details', body: z.intersection(componentRef('CallOk'), userDetailsOk) },
      ...CALL_FAILURES,
      403: failureAnswer('Not allowed'),
    },
  },
  {
    method: 'post',
    path: '/api/get/user/details/addupdate/reason',
    tags,
    summary: 'Which details your account should add or update, and why (failure object)',
    body: z.strictObject({}),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'The reasons',
        body: callOk(
          z.looseObject({
            complete: z.boolean(),
            missing: z.array(z.looseObject({ reason: z.unknown(), call: z.unknown(), field: z.unknown() })),
          }),
        ),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Not allowed'),
    },
  },
  {
    method: 'post',
    path: '/api/get/user/isAbleToUpgrade/check',
    tags,
    summary: 'May you move to a higher membership plan now? (members only; failure object)',
    body: z.strictObject({}),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'The answer',
        body: callOk(z.looseObject({ able: z.boolean(), reason: z.string(), current_plan: z.looseObject({}).nullable() })),
      },
      ...CALL_FAILURES,
      403: failureAnswer('A staff account'),
    },
  },
  {
    method: 'post',
    path: '/api/email/verify/sentotp',
    tags,
    summary: 'Send a code to the NEW email address you want as your primary email, and another to your current contact (failure object)',
    body: z.looseObject({ email: z.string().meta({ format: 'email' }), captcha_token: z.string().optional() }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'Codes sent',
        body: callOk(z.looseObject({ resend_in: z.unknown(), masked: z.unknown(), current_masked: z.unknown(), expires_in: z.unknown() })),
      },
      ...CALL_FAILURES,
      403: failureAnswer('A support session (temporary OTP from staff) may not change sign-in details'),
      409: failureAnswer('Used by another account'),
      429: failureAnswer('Too soon or too many'),
      503: failureAnswer('The code could not be sent, or the database is busy'),
    },
  },
  {
    method: 'post',
    path: '/api/email/otp/verify',
    tags,
    summary: 'Check that code and make the address your primary email (failure object)',
    body: z.looseObject({
      email: z.string().meta({ format: 'email' }),
      otp: otpSchema,
      current_otp: otpSchema,
    }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: { description: 'Email changed', body: z.intersection(componentRef('CallOk'), userDetailsOk) },
      ...CALL_FAILURES,
      403: failureAnswer('A support session (temporary OTP from staff) may not change sign-in details'),
      409: failureAnswer('Taken by another account meanwhile'),
      429: failureAnswer('Locked after too many wrong codes, or rate limited'),
    },
  },
]);
