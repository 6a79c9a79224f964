/** English texts of the notifications page; each kind's text is the API's catalog (contracts/notifications.ts). */
import { NOTIFICATION_CATALOG } from '@bakaya/api/contracts';

export const notificationsEn = {
  title: 'Notifications',
  intro: 'What happened on your cases, claims, settlements, plans and reports. The newest come first.',
  none: 'No notifications yet. We tell you here when something happens on your cases, settlements or plan.',
  markAll: 'Mark all as read',
  unread: 'Unread',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  more: 'Show older',
  /** `{name}` is filled from the notification's params (not i18next's interpolation). */
  kinds: { ...NOTIFICATION_CATALOG } as Record<keyof typeof NOTIFICATION_CATALOG, string>,
};
