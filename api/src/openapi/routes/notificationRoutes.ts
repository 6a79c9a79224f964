/** The member's in-app notifications (domain/notifications, issue 20 §4): one declaration. */
import { z } from 'zod';
import { dateTime, recordId } from '../../contracts/answers/answerParts';
import {
  NOTIFICATION_KINDS,
  type MemberNotification,
  type MemberNotificationPage,
  type NotificationKind,
} from '../../contracts/notifications';
import { defineRoutes } from '../routeContract';

const notification = z.strictObject({
  id: recordId,
  kind: z
    .enum(NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]])
    .meta({ description: 'A code of contracts/notifications.ts' }),
  params: z.record(z.string(), z.string()).meta({ description: 'The values the kind’s text names (ids, names, rupees)' }),
  text: z.string().meta({ description: 'The English text (apps write their own from kind and params)' }),
  link: z.string().meta({ description: 'A portal path', examples: ['/settlement-requests/details/12'] }),
  created_at: dateTime,
  read_at: dateTime.nullable(),
}) satisfies z.ZodType<MemberNotification, unknown>;

const notificationPage = z.strictObject({
  items: z.array(notification),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
}) satisfies z.ZodType<MemberNotificationPage, unknown>;

export const notificationRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/member/notifications',
    tags: ['Member'],
    summary: 'My notifications, newest first, with how many are unread',
    description:
      'Each event a member should hear about (cases, claims, disputes, settlements, plans, invoices, credit reports). Members only.',
    query: z.object({
      page: z.string().meta({ description: 'From 1 (default 1)' }).optional(),
      per_page: z.string().meta({ description: '1 to 100 (default 20)' }).optional(),
    }),
    responses: {
      200: { description: 'A page of notifications', body: notificationPage },
      400: 'Bad page or per_page (NOTIFICATION_PAGE_INVALID)',
      403: 'Staff',
    },
  },
  {
    method: 'post',
    path: '/api/member/notifications/read-all',
    tags: ['Member'],
    summary: 'Mark all my notifications read',
    responses: {
      200: { description: 'How many were unread', body: z.strictObject({ marked: z.number().int().min(0) }) },
      403: 'Staff',
    },
  },
  {
    method: 'post',
    path: '/api/member/notifications/{id}/read',
    tags: ['Member'],
    summary: 'Mark one of my notifications read',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Notification id' }) }),
    responses: {
      200: { description: 'The notification, read', body: notification },
      400: 'Not a whole number (NOTIFICATION_ID_INVALID)',
      403: 'Staff',
      404: 'Not one of mine (NOTIFICATION_NOT_FOUND)',
    },
  },
]);
