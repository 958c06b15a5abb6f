import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SESSION_COOKIE } from '../../lib/caller';
import { newId, nowIso } from '../../lib/ids';

/**
 * Sessions that can be ended (docs/reliability.md §13a). A sign-in opens a row; its id is the
 * token's `sid`; every request and socket handshake checks the row is still open (lib/caller.ts).
 */
export async function openSession(db: Kysely<DB>, userId: string): Promise<string> {
  const id = newId();
  await db.insertInto('sessions').values({ id, user_id: userId, created_at: nowIso(), ended_at: null }).execute();
  return id;
}

/** Ends one session of the user; false when it was already ended. */
export async function endSession(db: Kysely<DB>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: nowIso() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every open session of the user but `keep`; returns the ids ended, to cut their sockets. */
export async function endOtherSessions(db: Kysely<DB>, userId: string, keep: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ ended_at: nowIso() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('id', '!=', keep)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The session cookie of docs/product.md §7 socket clients: written on sign-in and registration,
 * read only by the socket handshake (never by HTTP routes, which take the bearer token), so a
 * cross-site form can never act with it. HttpOnly: page scripts cannot read it.
 */
const COOKIE_PATH = '/socket.io/';
const WEEK_SECONDS = 7 * 24 * 60 * 60;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${WEEK_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict`);
}
