import type { ChatMessage, Conversation } from '@safestay/contracts';

/** docs/product.md §9: a separator after a gap of more than 5 minutes. */
export const SEPARATOR_GAP_MS = 300_000;

/** docs/product.md §3: senderId may be an object with _id or a plain id. */
export function idOf(value: { _id: string } | string | null | undefined): string {
  if (!value) return '';
  return typeof value === 'string' ? value : value._id;
}

export function partnerIdOf(message: ChatMessage, me: string): string {
  const sender = idOf(message.senderId);
  return sender === me ? idOf(message.receiverId) : sender;
}

/** Appends a message unless one with the same id is already there; keeps oldest first. */
export function appendUnique(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((m) => m._id === message._id)) return list;
  const next = [...list, message];
  next.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  return next;
}

/** Puts a message into the conversation list as its last message and moves it to the top. */
export function upsertConversation(list: Conversation[], message: ChatMessage, me: string): Conversation[] | null {
  const partnerId = partnerIdOf(message, me);
  const current = list.find((c) => c.partnerId === partnerId);
  if (!current) return null;
  if (current.lastMessage && current.lastMessage.createdAt > message.createdAt) return list;
  const isNew = current.lastMessage?._id !== message._id;
  const updated: Conversation = {
    ...current,
    lastMessage: message,
    messageCount: current.messageCount + (isNew ? 1 : 0),
  };
  return [updated, ...list.filter((c) => c.partnerId !== partnerId)];
}

/** Whether a date-time separator goes before the message at `index` (docs/product.md §2). */
export function needsSeparator(times: string[], index: number): boolean {
  if (index === 0) return true;
  const gap = Date.parse(times[index]) - Date.parse(times[index - 1]);
  return gap > SEPARATOR_GAP_MS;
}

export function newClientMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
