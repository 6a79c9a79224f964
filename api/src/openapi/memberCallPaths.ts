/** OpenAPI entries of the spec §7 member and public-site calls (api/src/calls/memberAccountRoutes.ts, publicCallRoutes.ts). */
import {
  okWith,
  failure,
  error,
  failures,
  idParam,
  body,
  optionalBody,
  open,
  member,
  site,
  userDetails,
  secondary,
  sentTwo,
} from './callPathParts';

export const memberCallPaths: Record<string, unknown> = {
  '/api/data/consent-text': {
    get: {
      tags: site,
      ...open,
      summary: 'The current terms and consent text and its version (global settings consent-text, consent-version)',
      responses: {
        200: okWith('The text', {
          type: 'object',
          required: ['version', 'text'],
          properties: { version: { type: 'string' }, text: { type: 'string' }, updated_at: { type: ['string', 'null'] } },
        }),
        503: error('No consent text is configured, or the database is busy'),
      },
    },
  },
  '/api/utils/sendmail': {
    post: {
      tags: site,
      ...open,
      summary: 'Public contact form: queued by email to the support mail of global settings (captcha-checked; 5 an hour per IP)',
      requestBody: body({
        type: 'object',
        required: ['name', 'email', 'mobile', 'message'],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 120 },
          email: { type: 'string', format: 'email' },
          mobile: { type: 'string', pattern: '^[6-9]\\d{9}$' },
          message: { type: 'string', minLength: 10, maxLength: 5000 },
          captcha_token: { type: 'string' },
        },
      }),
      responses: {
        202: okWith('Queued', { type: 'object', maxProperties: 0 }),
        400: error('Invalid fields, or the captcha was refused'),
        429: error('Too many messages from this network'),
      },
    },
  },
  '/api/captcha/verified': {
    post: {
      tags: site,
      ...open,
      summary: 'Check a captcha token with the captcha adapter (failure object)',
      requestBody: body({ type: 'object', properties: { captcha_token: { type: 'string' } } }),
      responses: {
        200: okWith('Verified', { type: 'object', properties: { verified: { const: true } } }),
        400: failure('Refused by the captcha'),
      },
    },
  },
  '/api/redirect/auth': {
    get: {
      tags: site,
      summary: 'Where a signed-in visitor goes after an authentication hand-off (`next`: a path on this site)',
      parameters: [{ name: 'next', in: 'query', schema: { type: 'string' } }],
      responses: {
        200: okWith('The path', {
          type: 'object',
          required: ['redirect_to', 'role_type'],
          properties: { redirect_to: { type: 'string', pattern: '^/' }, role_type: { enum: ['customer', 'admin'] } },
        }),
        400: error('`next` is not a path on this site'),
      },
    },
  },
  '/api/user/save/mobile/{id}': {
    get: {
      tags: member,
      summary: 'The mobile stored on an account: your own, or (staff) one your role may open (failure object)',
      parameters: [idParam('Account id')],
      responses: {
        200: okWith('The mobile', { type: 'object', required: ['id', 'mobile'] }),
        ...failures({ 403: 'Staff without Customer / Admin Users → detailView', 404: 'No such account (or not yours)' }),
      },
    },
  },
  '/api/user/update': {
    post: {
      tags: member,
      summary: 'Change your own name, secondary email or secondary mobile (never role, status or primary contacts) (failure object)',
      requestBody: body({ type: 'object', properties: secondary }),
      responses: {
        200: okWith('The updated user details', userDetails),
        ...failures({ 403: 'Staff without Admin Users → add/edit' }),
      },
    },
  },
  '/api/add/user/details': {
    post: {
      tags: member,
      summary: 'Add a secondary email or mobile your account does not have yet (failure object)',
      requestBody: body({
        type: 'object',
        properties: { secondary_email: secondary.secondary_email, secondary_mobile: secondary.secondary_mobile },
      }),
      responses: {
        200: okWith('The updated user details', userDetails),
        ...failures({ 403: 'Not allowed', 409: 'Already set: change it with user/update' }),
      },
    },
  },
  '/api/remove/use_email': {
    post: {
      tags: member,
      summary: 'Remove your secondary email (failure object)',
      requestBody: optionalBody({ type: 'object', maxProperties: 0 }),
      responses: { 200: okWith('The updated user details', userDetails), ...failures({ 403: 'Not allowed' }) },
    },
  },
  '/api/get/user/details/addupdate/reason': {
    post: {
      tags: member,
      summary: 'Which details your account should add or update, and why (failure object)',
      requestBody: optionalBody({ type: 'object', maxProperties: 0 }),
      responses: {
        200: okWith('The reasons', {
          type: 'object',
          required: ['complete', 'missing'],
          properties: {
            complete: { type: 'boolean' },
            missing: { type: 'array', items: { type: 'object', required: ['field', 'reason', 'call'] } },
          },
        }),
        ...failures({ 403: 'Not allowed' }),
      },
    },
  },
  '/api/get/user/isAbleToUpgrade/check': {
    post: {
      tags: member,
      summary: 'May you move to a higher membership plan now? (members only; failure object)',
      requestBody: optionalBody({ type: 'object', maxProperties: 0 }),
      responses: {
        200: okWith('The answer', {
          type: 'object',
          required: ['able', 'reason', 'current_plan'],
          properties: { able: { type: 'boolean' }, reason: { type: 'string' }, current_plan: { type: ['object', 'null'] } },
        }),
        ...failures({ 403: 'A staff account' }),
      },
    },
  },
  '/api/email/verify/sentotp': {
    post: {
      tags: member,
      summary: 'Send a code to the NEW email address you want as your primary email, and another to your current contact (failure object)',
      requestBody: body({
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email' }, captcha_token: { type: 'string' } },
      }),
      responses: {
        200: okWith('Codes sent', sentTwo),
        ...failures({
          403: 'A support session (temporary OTP from staff) may not change sign-in details',
          409: 'Used by another account',
          429: 'Too soon or too many',
          503: 'The code could not be sent, or the database is busy',
        }),
      },
    },
  },
  '/api/email/otp/verify': {
    post: {
      tags: member,
      summary: 'Check that code and make the address your primary email (failure object)',
      requestBody: body({
        type: 'object',
        required: ['email', 'otp', 'current_otp'],
        properties: {
          email: { type: 'string', format: 'email' },
          otp: { type: 'string', pattern: '^\\d{6}$', description: 'The code sent to the new address' },
          current_otp: { type: 'string', pattern: '^\\d{6}$', description: 'The code sent to your current mobile or email' },
        },
      }),
      responses: {
        200: okWith('Email changed', userDetails),
        ...failures({
          403: 'A support session (temporary OTP from staff) may not change sign-in details',
          409: 'Taken by another account meanwhile',
          429: 'Locked after too many wrong codes, or rate limited',
        }),
      },
    },
  },
};
