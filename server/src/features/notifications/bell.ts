import type { Notification } from '@safestay/contracts';
import type { Selectable } from 'kysely';
import type { Db, NotificationsTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { idFloorAt, nowIso } from '../../lib/ids';
import { idCursor, type PageRequest, pageLimit, pageOf } from '../../lib/paging';
import type { Realtime } from '../../realtime/hub';

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** One's own notifications, newest first, a page at a time (ids are time-ordered). */
export async function listNotifications(db: Db, caller: Caller, page: PageRequest) {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', caller.userId)
    .$if(page.after !== undefined, (q) => q.where('id', '<', page.after?.id ?? ''))
    .orderBy('id', 'desc')
    .limit(pageLimit(page.limit))
    .execute();
  const { items, next } = pageOf(rows, page.limit, idCursor);
  return { items: items.map(toNotification), next, unread: await unreadCount(db, caller.userId) };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks some or all of one's own as read; ids of other people's are ignored like unknown ones. */
export async function markRead(db: Db, caller: Caller, ids: string[] | 'all'): Promise<number> {
  await db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', caller.userId)
    .where('read_at', 'is', null)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids === 'all' ? [] : ids))
    .execute();
  return unreadCount(db, caller.userId);
}

/** How far back each look goes: longer than any transaction that writes news stays open. */
const WINDOW_MS = 15_000;

/**
 * Tells open screens of new notifications (docs/notifications.md "The bell"). Every process looks
 * at the newest rows now and then and tells its own sockets only, so news written anywhere (a
 * request, an M-Pesa callback, the reminder run on another process) reaches each socket once,
 * whichever process holds it. A row committed late (its id older than the newest seen) is still
 * found: each look goes back WINDOW_MS and skips what it has already told.
 */
export function createBellWatch(db: Db, realtime: Pick<Realtime, 'notification'>) {
  const told = new Map<string, number>();
  return async function look(now = Date.now()): Promise<number> {
    for (const [id, at] of told) if (at < now - 2 * WINDOW_MS) told.delete(id);
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '>', idFloorAt(now - WINDOW_MS))
      .orderBy('id')
      .limit(2000)
      .execute();
    const fresh = rows.filter((r) => !told.has(r.id));
    if (fresh.length === 0) return 0;
    const newest = new Map<string, Selectable<NotificationsTable>>();
    for (const row of fresh) {
      told.set(row.id, now);
      newest.set(row.user_id, row);
    }
    const counts = await db
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', [...newest.keys()])
      .where('read_at', 'is', null)
      .groupBy('user_id')
      .execute();
    const unread = new Map(counts.map((c) => [c.user_id, Number(c.n)]));
    for (const [userId, row] of newest) {
      realtime.notification(
        userId,
        { notification: toNotification(row), unread: unread.get(userId) ?? 0 },
        { local: true },
      );
    }
    return fresh.length;
  };
}
