/**
 * The in-app notification list (issue 20 §4). Other components call notify() in their own transaction,
 * so a notification exists exactly when the change it reports committed; this component imports none
 * of them. A member reads and marks only their own rows (another member's id is not found).
 */
import type { Knex } from 'knex';
import {
  fillNotification,
  NOTIFICATION_CATALOG,
  type MemberNotification,
  type MemberNotificationPage,
  type NotificationKind,
  type NotificationParams,
} from '../../contracts/notifications';
import { refusal } from '../errors';

type Db = Knex | Knex.Transaction;

export interface NotificationInput<K extends NotificationKind> {
  userId: number;
  kind: K;
  params: NotificationParams<K>;
  /** A portal path, e.g. /settlement-requests/details/12. */
  link: string;
}

/** Writes one notification in the caller's transaction. */
export async function notify<K extends NotificationKind>(trx: Db, n: NotificationInput<K>): Promise<void> {
  await trx('member_notifications').insert({
    user_id: n.userId,
    kind: n.kind,
    params: JSON.stringify(n.params),
    link: n.link,
  });
}

/** The same notification to each distinct member given (nulls skipped: a side no member controls). */
export async function notifyEach<K extends NotificationKind>(
  trx: Db,
  userIds: ReadonlyArray<number | null | undefined>,
  n: Omit<NotificationInput<K>, 'userId'>,
): Promise<void> {
  for (const userId of new Set(userIds.filter((u): u is number => typeof u === 'number' && u > 0))) {
    await notify(trx, { ...n, userId } as NotificationInput<K>);
  }
}

interface Row {
  id: string | number;
  kind: NotificationKind;
  params: Record<string, string>;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

const shown = (r: Row): MemberNotification => ({
  id: Number(r.id),
  kind: r.kind,
  params: r.params,
  text: fillNotification(NOTIFICATION_CATALOG[r.kind] ?? r.kind, r.params),
  link: r.link,
  created_at: new Date(r.created_at).toISOString(),
  read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
});

/** The member's notifications, newest first, with how many are unread. */
export async function memberNotifications(db: Db, userId: number, page: number, perPage: number): Promise<MemberNotificationPage> {
  const rows = await db('member_notifications')
    .where({ user_id: userId })
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .select<Row[]>('id', 'kind', 'params', 'link', 'created_at', 'read_at');
  const counts = await db('member_notifications')
    .where({ user_id: userId })
    .first(db.raw('count(*)::int as total'), db.raw('(count(*) filter (where read_at is null))::int as unread'));
  return { items: rows.map(shown), total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0), page, per_page: perPage };
}

/** Marks one of the member's notifications read (already read: kept as it was). */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<MemberNotification> {
  const row = await db('member_notifications').where({ id, user_id: userId }).first<Row | undefined>();
  if (!row) throw refusal('NOTIFICATION_NOT_FOUND', { id });
  if (row.read_at) return shown(row);
  const [after] = await db('member_notifications').where({ id, user_id: userId }).update({ read_at: db.fn.now() }).returning('*');
  return shown(after as Row);
}

/** Marks every unread notification of the member read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<{ marked: number }> {
  const marked = await db('member_notifications').where({ user_id: userId }).whereNull('read_at').update({ read_at: db.fn.now() });
  return { marked: Number(marked) };
}
