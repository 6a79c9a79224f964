/** The message outbox (domain/messages): channel choices, template preview, resend, delivery receipts. */
import { z } from 'zod';
import { defineRoutes, idInPath } from '../routeContract';

const tags = ['Messages'];
const choices = z.looseObject({ sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean() });

export const messageRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/member/message-preferences',
    tags,
    summary: 'The member’s channels for non-essential messages (reminders, campaigns, alerts); codes and legal notices always go',
    responses: { 200: { description: 'On (true) or off per channel', body: choices }, 400: 'Not a member' },
  },
  {
    method: 'put',
    path: '/api/member/message-preferences',
    tags,
    summary: 'Turn channels on or off for non-essential messages',
    body: z.object({ sms: z.boolean().optional(), email: z.boolean().optional(), whatsapp: z.boolean().optional() }),
    responses: { 200: { description: 'The choices now', body: choices }, 400: 'Not booleans on sms, email, whatsapp' },
  },
  {
    method: 'post',
    path: '/api/admin/templates/preview',
    tags,
    summary: 'Staff (Templates → detailView) render a message template with sample values',
    body: z.object({
      key: z.string(),
      language: z.enum(['en', 'hi']).optional(),
      sample: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      channel: z.enum(['sms', 'email', 'whatsapp']).optional(),
      subject: z.string().optional(),
      body: z.string().optional().meta({ description: 'Text not saved yet (else the saved template is rendered)' }),
    }),
    responses: {
      200: {
        description: 'The rendered message',
        body: z.looseObject({ channel: z.string(), subject: z.string().optional(), text: z.string(), html: z.string().optional() }),
      },
      400: 'A placeholder without a sample value (named), or a language other than en/hi',
      403: 'Not staff with Templates → detailView',
      404: 'No active template with that key in that language',
    },
  },
  {
    method: 'post',
    path: '/api/admin/sms-logs/{id}/resend',
    tags,
    summary: 'Staff (SMS Logs → process) send a failed message again, as a new row (audited)',
    params: z.object({ id: idInPath }),
    responses: {
      201: {
        description: 'Queued (and sent at once) or blocked',
        body: z.looseObject({ id: z.number(), status: z.enum(['queued', 'blocked']) }),
      },
      403: 'Not staff with SMS Logs → process',
      404: 'No such message',
      409: 'Not a failed message, or one that carried a one-time code',
    },
  },
  {
    method: 'post',
    path: '/api/hooks/messages/{provider}',
    tags,
    open: true,
    summary: 'A message provider’s delivery receipts (raw body, verified by the provider’s signature or secret)',
    params: z.object({ provider: z.string() }),
    body: z.looseObject({}),
    responses: {
      200: { description: 'Rows updated (status only moves forward)', body: z.looseObject({ updated: z.number() }) },
      400: 'The callback does not verify: nothing changes',
      404: 'This server does not use that provider, or it has no receipts',
    },
  },
  {
    method: 'get',
    path: '/api/hooks/messages/{provider}',
    tags,
    open: true,
    summary: 'WhatsApp Cloud’s webhook check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN',
    params: z.object({ provider: z.string() }),
    responses: {
      200: { description: 'The challenge', body: z.string(), media: 'text/plain' },
      403: 'Wrong verify token, or not a WhatsApp provider',
      404: 'This server does not use that provider',
    },
  },
]);
