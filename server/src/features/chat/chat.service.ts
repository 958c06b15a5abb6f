import {
  CHAT_MESSAGE_EXISTS,
  CHAT_MESSAGE_SENT,
  type ChatDebugUsers,
  type ChatMessage,
  type ChatPartner,
  type Conversation,
  ERR_MSG,
  ERROR_CODE,
  type MemberRole,
  maskIdNumber,
  type Role,
  type ZSendChatRequest,
} from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { type Caller, ROLE_OF } from '../../lib/caller';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { markConversationRead } from '../notifications/chat-digest';
import { activeTenantIds, livingPeopleFor } from '../tenancies/tenancies.service';

interface PartnerRow {
  id: string;
  name: string;
  role: Role;
  id_number: string;
  /** Their role in the caller's building (a landlord elsewhere may be a caretaker here). */
  member_role: MemberRole | null;
}

/** Who else a tenant's partner list holds: caretakers only when the client asks (docs/team.md "Chat"). */
export interface PartnerOptions {
  caretakers?: boolean;
}

/**
 * The people of a building in some roles, by its memberships (docs/portfolio.md). Chat partners come
 * from here, not from `users.apartment_id`, which is only the building a person opens first: an
 * owner of two buildings is the landlord of both, whichever opens first.
 */
const membersOf = (db: Kysely<DB>, apartmentId: string, roles: MemberRole[]) =>
  db
    .selectFrom('memberships')
    .select('memberships.user_id')
    .where('memberships.apartment_id', '=', apartmentId)
    .where('memberships.role', 'in', roles);

/**
 * A tenant chats with the building's owner and, when asked, its caretakers; the owner and each
 * caretaker with its tenants (docs/team.md).
 */
const membersToChatWith = (db: Kysely<DB>, caller: Caller, options: PartnerOptions) =>
  membersOf(
    db,
    caller.apartmentId,
    caller.role !== 'Tenant' ? ['tenant'] : options.caretakers ? ['owner', 'caretaker'] : ['owner'],
  );

/** The people the caller may chat with, each with their role in the caller's building. */
const selectPartners = (db: Kysely<DB>, caller: Caller, options: PartnerOptions) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'id_number'])
    .select((eb) =>
      eb
        .selectFrom('memberships as pm')
        .select('pm.role')
        .whereRef('pm.user_id', '=', 'users.id')
        .where('pm.apartment_id', '=', caller.apartmentId)
        .limit(1)
        .as('member_role'),
    )
    .where('id', 'in', membersToChatWith(db, caller, options))
    .$call(livingPeopleFor(db, caller))
    .where('id', '!=', caller.userId);

/**
 * docs/product.md §6: a tenant's partner is their landlord (and, asked, the caretakers); a
 * landlord's or caretaker's are the building's tenants. Same building only.
 */
export async function listPartners(
  db: Kysely<DB>,
  caller: Caller,
  options: PartnerOptions = {},
): Promise<ChatPartner[]> {
  const rows = await selectPartners(db, caller, options).orderBy('name').execute();
  return rows.map((row) => toPartner(row, caller));
}

/**
 * A person as the caller may see them. The building's staff see tenants' national IDs masked (the
 * last four, docs/privacy.md); a tenant learns only their landlord's or caretaker's name and role
 * (the field stays, empty, for SPEC's shape), and their own ID, masked too.
 */
function toPartner(
  r: Omit<PartnerRow, 'member_role'> & { member_role?: MemberRole | null },
  caller: Caller,
): ChatPartner {
  const mayKnowId = caller.role !== 'Tenant' || r.id === caller.userId;
  const role = r.member_role ? ROLE_OF[r.member_role] : r.role;
  return { _id: r.id, name: r.name, role, nationalID: mayKnowId ? maskIdNumber(r.id_number) : '' };
}

/** The partner row when `partnerId` is someone the caller may chat with (caretakers included), else null. */
async function findPartner(db: Kysely<DB>, caller: Caller, partnerId: string): Promise<PartnerRow | null> {
  if (partnerId === caller.userId) return null;
  const row = await selectPartners(db, caller, { caretakers: true }).where('id', '=', partnerId).executeTakeFirst();
  return row ?? null;
}

interface MessageRow {
  id: string;
  body: string;
  client_id: string | null;
  created_at: string;
  sender_id: string;
  sender_name: string;
  sender_role: Role;
  receiver_id: string;
  receiver_name: string;
  receiver_role: Role;
}

function toChatMessage(r: MessageRow): ChatMessage {
  return {
    _id: r.id,
    message: r.body,
    senderId: { _id: r.sender_id, name: r.sender_name, role: r.sender_role },
    receiverId: { _id: r.receiver_id, name: r.receiver_name, role: r.receiver_role },
    senderName: r.sender_name,
    createdAt: r.created_at,
    clientMessageId: r.client_id,
  };
}

function selectMessages(db: Kysely<DB>) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .select([
      'm.id',
      'm.body',
      'm.client_id',
      'm.created_at',
      'm.sender_id',
      's.name as sender_name',
      's.role as sender_role',
      'm.receiver_id',
      'r.name as receiver_name',
      'r.role as receiver_role',
    ]);
}

/** GET /chats/conversation/:userId/:partnerId — oldest first; only the caller's own conversations. */
export async function listConversationMessages(
  db: Kysely<DB>,
  caller: Caller,
  userId: string,
  partnerId: string,
  limit = 1000,
): Promise<ChatMessage[]> {
  if (userId !== caller.userId) throw forbidden(ERR_MSG.ownConversationsOnly);
  const partner = await findPartner(db, caller, partnerId);
  if (!partner) throw notFound(ERR_MSG.conversationNotFound);
  const rows = await selectMessages(db)
    .where('m.apartment_id', '=', caller.apartmentId)
    .where((eb) =>
      eb.or([
        eb.and([eb('m.sender_id', '=', caller.userId), eb('m.receiver_id', '=', partnerId)]),
        eb.and([eb('m.sender_id', '=', partnerId), eb('m.receiver_id', '=', caller.userId)]),
      ]),
    )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  // Opening a conversation reads it: no digest will nag about these (docs/notifications.md).
  await markConversationRead(db, caller.userId, partnerId, caller.apartmentId, rows[0]?.id);
  return rows.reverse().map(toChatMessage);
}

/**
 * GET /chats/conversations — newest first, each with its message count and newest message, read
 * from the caller's conversation summaries (one row per partner and building, migration 0051).
 */
export async function listConversations(
  db: Kysely<DB>,
  caller: Caller,
  options: PartnerOptions = {},
): Promise<Conversation[]> {
  const rows = await selectMessages(db)
    .innerJoin('conversations as c', 'c.last_message_id', 'm.id')
    .select(['c.partner_id', 'c.message_count'])
    .where('c.owner_id', '=', caller.userId)
    .where('c.apartment_id', '=', caller.apartmentId)
    .execute();
  if (rows.length === 0) return [];
  rows.sort((a, b) =>
    a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at),
  );
  // Only partners the caller may still chat with (same apartment, the other role).
  const partners = new Map((await listPartners(db, caller, options)).map((p) => [p._id, p]));
  const conversations: Conversation[] = [];
  for (const row of rows) {
    const partner = partners.get(row.partner_id);
    if (!partner) continue;
    conversations.push({
      partnerId: partner._id,
      partnerName: partner.name,
      partnerRole: partner.role,
      partnerNationalID: partner.nationalID,
      messageCount: Number(row.message_count),
      lastMessage: toChatMessage(row),
    });
  }
  return conversations;
}

type SendInput = z.output<typeof ZSendChatRequest>;

export interface SendResult {
  chat: ChatMessage;
  created: boolean;
  message: typeof CHAT_MESSAGE_SENT | typeof CHAT_MESSAGE_EXISTS;
}

async function findByClientId(db: Kysely<DB>, senderId: string, clientId: string) {
  return selectMessages(db).where('m.sender_id', '=', senderId).where('m.client_id', '=', clientId).executeTakeFirst();
}

function sameRequest(row: MessageRow, input: SendInput): boolean {
  return row.receiver_id === input.receiverId && row.body === input.message;
}

/**
 * POST /chats. Idempotent on (sender, clientMessageId), like Stripe's idempotency keys:
 * a retry returns the stored message; the same key with a different body is a 409.
 */
export async function sendMessage(db: Kysely<DB>, caller: Caller, input: SendInput): Promise<SendResult> {
  const partner = await findPartner(db, caller, input.receiverId);
  if (!partner) throw forbidden(ERR_MSG.notAPartner);
  const clientId = input.clientMessageId ?? null;

  const replay = async (): Promise<SendResult | null> => {
    if (!clientId) return null;
    const existing = await findByClientId(db, caller.userId, clientId);
    if (!existing) return null;
    if (!sameRequest(existing, input)) {
      throw conflict(ERR_MSG.messageIdReused, ERROR_CODE.idReused);
    }
    return { chat: toChatMessage(existing), created: false, message: CHAT_MESSAGE_EXISTS };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  const row = {
    id: newId(),
    apartment_id: caller.apartmentId,
    sender_id: caller.userId,
    receiver_id: partner.id,
    body: input.message,
    client_id: clientId,
    created_at: nowIso(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('messages').values(row).execute();
      // Both sides' conversation summaries move with the message, or neither does (migration 0009).
      // Always in the same order (smaller owner id first): two people writing to each other at once
      // would otherwise lock the two rows in opposite orders and deadlock on PostgreSQL.
      const sides = [
        [caller.userId, partner.id],
        [partner.id, caller.userId],
      ].sort(([a], [b]) => (a < b ? -1 : 1));
      for (const [owner, other] of sides) {
        await trx
          .insertInto('conversations')
          .values({
            owner_id: owner,
            partner_id: other,
            apartment_id: caller.apartmentId,
            message_count: 1,
            last_message_id: row.id,
          })
          .onConflict((oc) =>
            oc.columns(['owner_id', 'partner_id', 'apartment_id']).doUpdateSet((eb) => ({
              message_count: eb('conversations.message_count', '+', 1),
              // Concurrent sends may commit out of order; the greatest (UUIDv7, newest) id wins.
              last_message_id: sql<string>`case when ${eb.ref('excluded.last_message_id')} > ${eb.ref('conversations.last_message_id')} then ${eb.ref('excluded.last_message_id')} else ${eb.ref('conversations.last_message_id')} end`,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    // A concurrent retry with the same key won the race: answer as a replay.
    if (isUniqueViolation(error)) {
      const raced = await replay();
      if (raced) return raced;
    }
    throw error;
  }
  return {
    created: true,
    message: CHAT_MESSAGE_SENT,
    chat: {
      _id: row.id,
      message: row.body,
      senderId: { _id: caller.userId, name: caller.name, role: caller.role },
      receiverId: { _id: partner.id, name: partner.name, role: toPartner(partner, caller).role },
      senderName: caller.name,
      createdAt: row.created_at,
      clientMessageId: clientId,
    },
  };
}

/** GET /chats/debug/users: the caller's own apartment only (docs/architecture.md §8). */
export async function listDebugUsers(db: Kysely<DB>, caller: Caller): Promise<ChatDebugUsers> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'id_number'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', membersOf(db, caller.apartmentId, ['owner', 'caretaker'])),
        eb('id', 'in', activeTenantIds(db, caller.apartmentId)),
      ]),
    )
    .orderBy('role')
    .orderBy('name')
    .execute();
  const visible = caller.role !== 'Tenant' ? users : users.filter((u) => u.role !== 'Tenant' || u.id === caller.userId);
  return {
    currentUser: { _id: caller.userId, name: caller.name, role: caller.role, apartmentId: caller.apartmentId },
    users: visible.map((user) => toPartner(user, caller)),
    partners: await listPartners(db, caller),
  };
}
