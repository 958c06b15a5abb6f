import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';

/**
 * How long after a message is stored a docs/product.md §7 client's echo of it (sendMessage without
 * a messageId, after POST /chats) is recognised as that message rather than a new one.
 */
export const ECHO_WINDOW_MS = 60_000;

interface SocketMessage {
  receiverId: string;
  content: string;
  messageId?: string;
}

/**
 * True when a message sent over the socket is one already stored: clients post a message through
 * POST /chats and then emit it again (docs/product.md §4), with its id (the stored id or their own
 * client id), or, in clients written for docs/product.md §7, without one. Without an id, the same
 * text from the same sender to the same person stored within ECHO_WINDOW_MS is that message.
 */
export async function isEcho(
  db: Kysely<DB>,
  caller: Caller,
  message: SocketMessage,
  now = Date.now(),
): Promise<boolean> {
  const query = db.selectFrom('messages').select('id').where('apartment_id', '=', caller.apartmentId);
  const row = message.messageId
    ? await query
        .where((eb) =>
          eb.or([
            eb('id', '=', message.messageId as string),
            eb.and([eb('sender_id', '=', caller.userId), eb('client_id', '=', message.messageId as string)]),
          ]),
        )
        .executeTakeFirst()
    : await query
        .where('sender_id', '=', caller.userId)
        .where('receiver_id', '=', message.receiverId)
        .where('created_at', '>=', new Date(now - ECHO_WINDOW_MS).toISOString())
        .where('body', '=', message.content)
        .executeTakeFirst();
  return row !== undefined;
}
