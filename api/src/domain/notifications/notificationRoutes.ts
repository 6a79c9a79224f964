/**
 * The member's in-app notifications (issue 20 §4), signed-in members only, each their own rows:
 *   GET  /api/member/notifications?page=&per_page=  → MemberNotificationPage (newest first, unread count)
 *   POST /api/member/notifications/:id/read          → MemberNotification
 *   POST /api/member/notifications/read-all          → { marked }
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { refusal } from '../errors';
import { markAllNotificationsRead, markNotificationRead, memberNotifications } from './notificationService';

function memberId(req: Request): number {
  const call = signedInCallOf(req);
  if (call.who.roleType !== 'customer') throw refusal('MEMBER_AREA_ONLY', {});
  return call.who.userId;
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export function notificationRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/member/notifications', async (req, res) => {
    const userId = memberId(req);
    const q = pageQuery.safeParse(req.query);
    if (!q.success) throw refusal('NOTIFICATION_PAGE_INVALID', {}, ['page']);
    res.json(await memberNotifications(ctx.db, userId, q.data.page, q.data.per_page));
  });
  router.post('/member/notifications/read-all', async (req, res) => {
    res.json(await markAllNotificationsRead(ctx.db, memberId(req)));
  });
  router.post('/member/notifications/:id/read', async (req, res) => {
    const userId = memberId(req);
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || !/^\d+$/.test(String(req.params.id))) throw refusal('NOTIFICATION_ID_INVALID', {});
    res.json(await markNotificationRead(ctx.db, userId, id));
  });
  return router;
}
