import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { idFloorAt } from '../../lib/ids';
import { type News, notify } from './notify';

/** A message nobody has read for this long is worth a digest. */
export const DIGEST_AFTER_MS = 10 * 60_000;
/** Older messages are left alone (a digest about last week helps nobody). */
const DIGEST_WITHIN_MS = 24 * 3600_000;
/**
 * A run looks this far behind where the last one stopped: a message written by a process whose
 * clock is a little behind, or committed a little after it was stamped, is still seen. Seeing a
 * message twice sends nothing twice (chat_digest_through).
 */
const OVERLAP_MS = 5 * 60_000;

/**
 * One digest per person for chat messages unread for ten minutes (docs/notifications.md "Chat
 * digest"): not one per message. A message counts as read once its receiver opened the
 * conversation after it came (conversations.read_through) or answered in it. Each person's
 * `chat_digest_through` moves past what a digest told them, in the digest's transaction, and the
 * digest's dedupe key is that last message: two processes doing this at once send one.
 */
export async function sendChatDigests(
  deps: Pick<AppDeps, 'db'>,
  now = new Date(),
  /**
   * Where this process's last run stopped (its `now` less ten minutes), or nothing on its first.
   * A message looked at once needs no second look: read or answered stays so, and a digest moves
   * chat_digest_through past it. So each run reads the minute since the last, not a whole day.
   */
  lookedThrough?: Date,
): Promise<number> {
  const beforeMs = now.getTime() - DIGEST_AFTER_MS;
  const afterMs = Math.max(now.getTime() - DIGEST_WITHIN_MS, (lookedThrough?.getTime() ?? 0) - OVERLAP_MS);
  const before = new Date(beforeMs).toISOString();
  const after = new Date(afterMs).toISOString();
  const unread = await deps.db
    .selectFrom('messages as m')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .leftJoin('conversations as c', (join) =>
      join
        .onRef('c.owner_id', '=', 'm.receiver_id')
        .onRef('c.partner_id', '=', 'm.sender_id')
        .onRef('c.apartment_id', '=', 'm.apartment_id'),
    )
    .select(['m.id', 'm.receiver_id', 's.name as sender_name'])
    // The same window as a range of ids (UUIDv7 are time-ordered), so it reads the primary key's
    // range, not the whole table.
    .where('m.id', '>=', idFloorAt(afterMs))
    .where('m.id', '<', idFloorAt(beforeMs + 1))
    .where('m.created_at', '<=', before)
    .where('m.created_at', '>', after)
    .where((eb) => eb.or([eb('r.chat_digest_through', 'is', null), eb('m.id', '>', eb.ref('r.chat_digest_through'))]))
    .where((eb) => eb.or([eb('c.read_through', 'is', null), eb('m.id', '>', eb.ref('c.read_through'))]))
    // Answered: the receiver wrote to the sender after it.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('messages as reply')
            .select(sql`1`.as('one'))
            .whereRef('reply.sender_id', '=', 'm.receiver_id')
            .whereRef('reply.receiver_id', '=', 'm.sender_id')
            .whereRef('reply.id', '>', 'm.id'),
        ),
      ),
    )
    .orderBy('m.id')
    .execute();
  const byReceiver = new Map<string, { last: string; count: number; from: Set<string> }>();
  for (const m of unread) {
    const entry = byReceiver.get(m.receiver_id) ?? { last: m.id, count: 0, from: new Set<string>() };
    entry.last = m.id;
    entry.count += 1;
    entry.from.add(m.sender_name);
    byReceiver.set(m.receiver_id, entry);
  }
  // One transaction for every digest of this run: one commit however many people it tells.
  return deps.db.transaction().execute(async (trx) => {
    const news: News[] = [];
    for (const [receiverId, digest] of byReceiver) {
      const moved = await trx
        .updateTable('users')
        .set({ chat_digest_through: digest.last })
        .where('id', '=', receiverId)
        .where((eb) => eb.or([eb('chat_digest_through', 'is', null), eb('chat_digest_through', '<', digest.last)]))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) continue;
      news.push({
        userId: receiverId,
        kind: 'chat_digest',
        link: '/chat',
        dedupeKey: `chat-digest:${receiverId}:${digest.last}`,
        params: { count: digest.count, from: [...digest.from] },
      });
    }
    await notify(trx, news);
    return news.length;
  });
}

/** The receiver opened a conversation: what it holds up to now is read. */
export async function markConversationRead(
  db: AppDeps['db'],
  ownerId: string,
  partnerId: string,
  apartmentId: string,
  lastMessageId: string | undefined,
): Promise<void> {
  if (!lastMessageId) return;
  await db
    .updateTable('conversations')
    .set({ read_through: lastMessageId })
    .where('owner_id', '=', ownerId)
    .where('partner_id', '=', partnerId)
    .where('apartment_id', '=', apartmentId)
    .where((eb) => eb.or([eb('read_through', 'is', null), eb('read_through', '<', lastMessageId)]))
    .execute();
}
