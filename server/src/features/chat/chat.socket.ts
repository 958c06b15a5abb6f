import { type ChatMessage, ERR_MSG, type SendMessageAck, ZSocketSendMessage } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import type { Caller } from '../../lib/caller';
import { AppError } from '../../lib/errors';
import { hasNul } from '../../lib/nul-bytes';
import type { ChatMessageHandler } from '../../realtime/hub';
import { sendMessage } from './chat.service';
import { isEcho } from './socket-echoes';

/**
 * A chat message sent over the socket (the hub, realtime/hub.ts, hands it here): stored like
 * POST /chats, then delivered; the ack says how it went.
 */
export function chatOverSockets(deps: AppDeps): ChatMessageHandler {
  return async (caller: Caller, payload: unknown, deliver: (chat: ChatMessage) => void) => {
    // The same rule as HTTP's (lib/nul-bytes.ts): PostgreSQL cannot store U+0000.
    if (hasNul(payload)) return { ok: false, error: ERR_MSG.nulCharacters } satisfies SendMessageAck;
    const parsed = ZSocketSendMessage.safeParse(payload);
    if (!parsed.success) return { ok: false, error: ERR_MSG.chatInvalid } satisfies SendMessageAck;
    const { content, receiverId, messageId } = parsed.data;
    try {
      // docs/product.md §4: clients echo a message already stored through POST /chats; never store or deliver it twice.
      if (await isEcho(deps.db, caller, { receiverId, content, messageId }))
        return { ok: true } satisfies SendMessageAck;
      const result = await sendMessage(deps.db, caller, { receiverId, message: content, clientMessageId: messageId });
      if (result.created) deliver(result.chat);
      return { ok: true, chat: result.chat } satisfies SendMessageAck;
    } catch (error) {
      return {
        ok: false,
        error: error instanceof AppError ? error.message : ERR_MSG.chatNotSent,
      } satisfies SendMessageAck;
    }
  };
}
