/** A member's account: agreement, deactivation, exports (domain/memberAccount, accountDeactivation): one declaration per endpoint. */
import { z } from 'zod';
import { dateTime, rupees } from '../../contracts/answers/answerParts';
import { defineRoutes, componentRef } from '../routeContract';
import { agreementAcceptInput, deactivationConfirmInput, deactivationRequestInput } from '../../contracts/memberAccount';
import type { BusinessAgreementAnswer, DeactivationChangeAnswer, DeactivationRequestView } from '../../contracts/memberAccount';

const tags = ['Member account'];
const agreementView = z.strictObject({
  business: z.strictObject({ id: z.number().int().min(1), trade_name: z.string(), legal_name: z.string().nullable(), gstin: z.string() }),
  version: z.string().meta({ description: 'The version in force (global setting member-agreement-version)' }),
  text: z.string().meta({ description: 'The agreement (global setting member-agreement-text)' }),
  accepted_at: dateTime.nullable().meta({ description: 'When this version was accepted for this business' }),
}) satisfies z.ZodType<BusinessAgreementAnswer>;
const deactivationRequest = z.strictObject({
  id: z.number().int().min(1),
  reference: z
    .string()
    .regex(/^DR-\d+$/)
    .meta({ description: 'The acknowledgement key' }),
  reason: z.string(),
  step: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['requested', 'confirmed', 'cancelled', 'completed']),
  created_at: dateTime,
  updated_at: dateTime,
}) satisfies z.ZodType<DeactivationRequestView>;
const deactivationAnswer = z.strictObject({
  message: z.string(),
  request: deactivationRequest,
}) satisfies z.ZodType<DeactivationChangeAnswer>;

export const memberAccountRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/account/deactivation',
    tags,
    summary: 'The member’s open deactivation request (or null), what happens to their data, and the refund the slabs would give today',
    responses: {
      200: {
        description: 'The deactivation screen',
        body: z.strictObject({
          request: deactivationRequest.nullable().meta({ description: 'The open (requested or confirmed) request, else null' }),
          data_effects: z.array(z.string()).meta({ description: 'What happens to the member’s data' }),
          refund: z
            .strictObject({
              subscription_id: z.number().int().min(1),
              plan_name: z.string(),
              starts_at: dateTime,
              ends_at: dateTime,
              fee: rupees.meta({ description: 'The plan version’s fee (before taxes) the refund is a share of', examples: ['1499.50'] }),
              days_used: z.number().int().min(0).meta({ description: 'Whole days of the plan used; a part of a day counts as a day' }),
              refund_percent: z
                .string()
                .regex(/^\d{1,3}\.\d{2}$/)
                .meta({ examples: ['50.00'] }),
              refund_amount: rupees,
            })
            .nullable()
            .meta({ description: 'What the slabs would refund today; null without an active plan' }),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/account/deactivation',
    tags,
    summary: 'File a deactivation request (step 1); a code then confirms it (step 2)',
    description: "The request's reason: 10–2000 characters. The generic POST /api/user-deactivation-requests answers 405.",
    body: deactivationRequestInput,
    responses: {
      201: { description: 'The request, as filed', body: componentRef('UserDeactivationRequests') },
      400: 'No reason, or too short or too long',
      409: 'An open request already exists',
    },
  },
  {
    method: 'post',
    path: '/api/account/deactivation/send-code',
    tags,
    summary: 'Send a code to the member’s mobile (else email) to confirm their open deactivation request (step 2)',
    responses: {
      200: {
        description: 'The code is on its way',
        body: z.strictObject({
          status: z.literal(true),
          message: z.string(),
          masked: z.string().meta({ description: 'Where the code went, masked (spec §9)' }),
          expires_in: z.number().int().min(1),
          resend_in: z.number().int().min(0),
        }),
      },
      409: 'No open request, or it is already confirmed',
      429: 'Wait before asking for another code (`retry_after`)',
    },
  },
  {
    method: 'post',
    path: '/api/account/deactivation/confirm',
    tags,
    summary: 'Confirm the open deactivation request with the code (step 2 → confirmed); staff then complete it',
    body: deactivationConfirmInput,
    responses: {
      200: { description: 'Confirmed', body: deactivationAnswer },
      400: 'Missing, wrong or expired code (`errors.otp`, attempts left); the refusal is logged',
      409: 'No open request, or it is already confirmed',
      429: 'Too many wrong codes: ask for a new one',
    },
  },
  {
    method: 'post',
    path: '/api/account/deactivation/cancel',
    tags,
    summary: 'Cancel the member’s open deactivation request (not once completed)',
    responses: { 200: { description: 'Cancelled', body: deactivationAnswer }, 409: 'No open request to cancel' },
  },
  {
    method: 'get',
    path: '/api/businesses/{id}/agreement',
    tags,
    summary: 'The member agreement in force for one of the member’s own businesses, and whether it was accepted',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Business id' }) }),
    responses: { 200: { description: 'The agreement', body: agreementView }, 404: 'No such business among yours' },
  },
  {
    method: 'post',
    path: '/api/businesses/{id}/agreement',
    tags,
    summary: 'Accept the agreement in force for one of the member’s own businesses (records version, time and IP)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Business id' }) }),
    body: agreementAcceptInput,
    responses: {
      200: { description: 'This version was already accepted for the business', body: agreementView },
      201: { description: 'Accepted', body: agreementView },
      404: 'No such business among yours',
      409: 'Not the version in force (the agreement changed): read it again',
    },
  },
  {
    method: 'get',
    path: '/api/account/free-benefits',
    tags,
    summary: 'What the member’s current plan grants for free (businesses, CIRs), with what was used; read-only',
    responses: {
      200: {
        description: 'The free benefits (`plan: null` without an active plan)',
        body: z.strictObject({
          plan: z
            .strictObject({
              subscription_id: z.number().int().min(1),
              plan_name: z.string(),
              version: z.number().int().min(1),
              starts_at: dateTime,
              ends_at: dateTime,
            })
            .nullable(),
          benefits: z.array(
            z.strictObject({
              benefit: z.enum(['free_business', 'free_cir']),
              label: z.string(),
              plan_grants: z.number().int().min(0),
              extra_granted: z.number().int().min(0).meta({ description: 'Grants staff forced (Free benefits force track)' }),
              used: z.number().int().min(0),
              remaining: z.number().int().min(0),
            }),
          ),
          message: z.string(),
        }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/acknowledgements/{key}',
    tags,
    summary:
      'The receipt for something the member filed, by its key: DR-<id> deactivation, GR-<id> GSTIN review, SR-<id> settlement request',
    params: z.object({
      key: z
        .string()
        .max(40)
        .meta({ examples: ['DR-12'] }),
    }),
    responses: {
      200: {
        description: 'The acknowledgement',
        body: z.strictObject({
          key: z.string().regex(/^(DR|GR|SR)-\d+$/),
          kind: z.enum(['deactivation_request', 'gstin_review_request', 'settlement_request']),
          reference: z.string(),
          created_at: dateTime,
          status: z.string(),
          message: z.string(),
        }),
      },
      404: 'Unknown key, or not yours',
    },
  },
  {
    method: 'get',
    path: '/api/exports/{uuid}/download',
    tags,
    summary: 'A finished export’s file: for its requester, or staff with Export Data → download',
    description:
      'Sent as an attachment: the name is in Content-Disposition and in Download-Filename (URL-encoded); X-Content-Type-Options: nosniff.',
    params: z.object({ uuid: z.string().meta({ description: 'The export’s download key' }) }),
    responses: {
      200: {
        description: 'The file',
        body: z.string().meta({ format: 'binary' }),
        media: ['text/csv', 'application/octet-stream'],
        headers: {
          'Content-Disposition': { schema: z.string().regex(/^attachment; /), required: true },
          'Download-Filename': { schema: z.string(), required: true },
        },
      },
      403: 'Staff without Export Data → download',
      404: 'No such export, not yours, no file kept, or the file is missing',
      409: 'Not finished yet, or failed',
      410: 'The download link has expired',
    },
  },
]);
