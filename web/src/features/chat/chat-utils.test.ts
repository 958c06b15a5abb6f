import type { ChatMessage, Conversation } from '@safestay/contracts';
import { describe, expect, it } from 'vitest';
import { appendUnique, needsSeparator, partnerIdOf, upsertConversation } from './chat-utils';

const ME = 'me';
function msg(id: string, createdAt: string, from = 'p1', to = ME): ChatMessage {
  return {
    _id: id,
    message: `text ${id}`,
    senderId: { _id: from, name: from, role: 'Tenant' },
    receiverId: { _id: to, name: to, role: 'Landlord' },
    senderName: from,
    createdAt,
    clientMessageId: null,
  };
}
function conv(partnerId: string, last: ChatMessage | null, count = 1): Conversation {
  return {
    partnerId,
    partnerName: partnerId,
    partnerRole: 'Tenant',
    partnerNationalID: '',
    messageCount: count,
    lastMessage: last,
  };
}

describe('needsSeparator', () => {
  it('shows one before the first message and after gaps over five minutes only', () => {
    const times = [
      '2026-01-01T10:00:00.000Z',
      '2026-01-01T10:05:00.000Z', // exactly 5 min: no separator
      '2026-01-01T10:10:00.001Z', // just over: separator
    ];
    expect(times.map((_, i) => needsSeparator(times, i))).toEqual([true, false, true]);
  });
});

describe('appendUnique', () => {
  it('never adds the same message twice and keeps the list oldest first', () => {
    const a = msg('a', '2026-01-01T10:00:00.000Z');
    const b = msg('b', '2026-01-01T10:01:00.000Z');
    const list = appendUnique(appendUnique([b], a), a);
    expect(list.map((m) => m._id)).toEqual(['a', 'b']);
  });
});

describe('upsertConversation', () => {
  it('moves the conversation to the top with its new last message, counting a message once', () => {
    const old = msg('old', '2026-01-01T09:00:00.000Z', 'p2');
    const list = [conv('p1', msg('x', '2026-01-01T09:30:00.000Z')), conv('p2', old)];
    const incoming = msg('new', '2026-01-01T10:00:00.000Z', ME, 'p2');
    expect(partnerIdOf(incoming, ME)).toBe('p2');
    const once = upsertConversation(list, incoming, ME);
    expect(once?.map((c) => c.partnerId)).toEqual(['p2', 'p1']);
    expect(once?.[0].lastMessage?._id).toBe('new');
    expect(once?.[0].messageCount).toBe(2);
    const twice = upsertConversation(once ?? [], incoming, ME);
    expect(twice?.[0].messageCount).toBe(2);
  });

  it('returns null for a partner not in the list, so the caller refetches', () => {
    expect(upsertConversation([], msg('a', '2026-01-01T10:00:00.000Z', 'p9'), ME)).toBeNull();
  });
});
