/** A member's businesses: GST look-up, proof of control, review (domain/businesses): one declaration per endpoint. */
import { z } from 'zod';
import { dateTime, gstinText, panText } from '../../contracts/answers/answerParts';
import { defineRoutes, componentRef } from '../routeContract';
import { controlCodeVerifyInput } from '../../contracts/businessControl';
import { gstinReviewInput, memberGstLookupInput } from '../../contracts/memberBusiness';
import type { ActiveBusinessAnswer } from '../../contracts/memberBusiness';

const tags = ['Member businesses'];
const activeBusiness = z.strictObject({
  active_business_id: z.number().int().nullable(),
  business: componentRef('Businesses').nullable(),
}) satisfies z.ZodType<ActiveBusinessAnswer>;

export const memberBusinessRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/businesses/gst-lookup',
    tags,
    summary: 'Look a GSTIN up before adding it as a business (any signed-in user; 20 look-ups an hour)',
    description:
      'Checks the GSTIN (format, state code, check digit) without calling GST, then asks the GST service and logs the call. The answer prefills the add-business form; `already_registered` says whether the caller or another member holds it already.',
    body: memberGstLookupInput,
    responses: {
      200: {
        description: 'The registration',
        body: z.strictObject({
          gstin: gstinText,
          legal_name: z.string(),
          trade_name: z.string(),
          state: z.strictObject({
            code: z.string().regex(/^[0-9]{2}$/),
            name: z.string(),
            id: z.number().int().min(1).meta({ description: 'The states master row, when there is one' }).optional(),
          }),
          pan: panText.meta({ description: 'Characters 3–12 of the GSTIN' }),
          address: z.string(),
          pincode: z
            .string()
            .regex(/^[1-9][0-9]{5}$/)
            .optional(),
          registration_status: z.enum(['Active', 'Cancelled', 'Suspended']).meta({ description: 'Only Active registrations can be added' }),
          already_registered: z
            .union([z.literal('yours'), z.literal('another_member'), z.literal(false)])
            .meta({ description: 'Who holds this GSTIN on Bakaya already: you, another member (never who), or nobody (false)' }),
        }),
      },
      400: 'Not a valid GSTIN (`errors.gstin` says what is wrong: format, state code or check digit)',
      404: 'GST has no registration for this GSTIN (`error_code: not_found`)',
      429: 'Too many look-ups in the last hour (`retry_after`)',
      503: 'The GST service is not answering (`error_code: unavailable`, `retry_after`), or the database is busy',
    },
  },
  {
    method: 'post',
    path: '/api/businesses/gstin-review',
    tags,
    summary: 'Ask support to review a GSTIN another member has registered (signed-in member)',
    description:
      'Records a GSTIN review request (admin: Customer management → GSTIN review requests) and mails the support address. Refused (400) when nobody else holds the GSTIN.',
    body: gstinReviewInput,
    responses: {
      201: {
        description: 'The request, recorded',
        body: z.strictObject({ id: z.number().int().min(1), gstin: z.string(), status: z.literal('open'), message: z.string() }),
      },
      400: 'Invalid GSTIN or note, or nobody else holds this GSTIN',
      409: 'You already have an open review request for this GSTIN',
      429: 'Too many review requests today (`retry_after`)',
    },
  },
  {
    method: 'post',
    path: '/api/businesses/{id}/control-proof/send',
    tags,
    summary: 'Send a code to the contact registered with GST for this business’s GSTIN, to prove you control it',
    description:
      'Own-business rights (a free report on your own GSTIN with who enquired, the defaulter side of cases and settlements, free trials, notices and consents as that business) need a proven business, and only for its exact GSTIN. The code goes to the registration’s own mobile/email through the GST provider (shown masked, never revealed). Limits: the sign-in codes’ cool-down and windows per contact and account, and codes per network.',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Business id' }) }),
    responses: {
      200: {
        description: 'Where the code went, masked',
        body: z.looseObject({
          status: z.literal(true),
          message: z.string(),
          channel: z.enum(['sms', 'email']),
          masked: z.string().meta({ description: 'The registered contact, masked' }),
          expires_in: z.number().int().meta({ description: 'Seconds the code stays valid' }),
          resend_in: z.number().int().meta({ description: 'Seconds before another code may be asked for' }),
        }),
      },
      400: 'The business is not active or not GST-verified, or GST has no contact for the registration',
      404: 'No such business among yours',
      409: 'Control of this business is already proven',
      429: 'Too many codes (`retry_after`)',
    },
  },
  {
    method: 'post',
    path: '/api/businesses/{id}/control-proof/verify',
    tags,
    summary: 'Prove you control this business with the code sent to its GST-registered contact',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Business id' }) }),
    body: controlCodeVerifyInput,
    responses: {
      200: {
        description: 'Control proven',
        body: z.looseObject({
          message: z.string(),
          business_id: z.number().int(),
          gstin: z.string(),
          control_proven_at: dateTime,
          control_proof_method: z.literal('gst_otp'),
        }),
      },
      400: 'A code that is not 6 digits, wrong (`errors.code` says how many attempts are left), expired or already used',
      404: 'No such business among yours',
      409: 'Control of this business is already proven',
      429: 'Too many wrong codes: the code is locked, or too many from your network',
    },
  },
  {
    method: 'get',
    path: '/api/businesses/active',
    tags,
    summary: 'The business the signed-in member is working as (null when none is chosen)',
    responses: { 200: { description: 'The active business', body: activeBusiness } },
  },
  {
    method: 'post',
    path: '/api/businesses/{id}/activate',
    tags,
    summary: 'Make one of your own (not removed) businesses the active one',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Business id' }) }),
    responses: { 200: { description: 'The active business now', body: activeBusiness }, 404: 'No such business among yours' },
  },
]);
