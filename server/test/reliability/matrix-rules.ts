/**
 * The vocabulary of the authorization matrix (matrix-table.ts): actors, relations, the context of
 * one case, and the expectations rows share.
 */
import { expect } from 'vitest';
import type { Session } from '../helpers';
import { rowsOf, type World } from './world';

/** TP waits for LA's yes, TR was turned down, TE moved out of A (world.ts seedJoining). */
export type Actor = 'anon' | 'LA' | 'TA1' | 'TA2' | 'LB' | 'TB1' | 'TP' | 'TR' | 'TE';
export type Rel = 'own' | 'neighbour' | 'other';
export type TenantName = 'TA1' | 'TA2' | 'TB1' | 'TB2' | 'TE';
export const ACTORS: Actor[] = ['anon', 'LA', 'TA1', 'TA2', 'LB', 'TB1', 'TP', 'TR', 'TE'];
export const RELS: Rel[] = ['own', 'neighbour', 'other'];

/** From an actor's point of view: their tenant (a landlord's first tenant), the neighbour, and a tenant of the other flat. */
export const VIEW: Record<Actor, { apt: 'A' | 'B'; me: TenantName; neighbour: TenantName; other: TenantName }> = {
  anon: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  LA: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TA1: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TA2: { apt: 'A', me: 'TA2', neighbour: 'TA1', other: 'TB1' },
  LB: { apt: 'B', me: 'TB1', neighbour: 'TB2', other: 'TA1' },
  TB1: { apt: 'B', me: 'TB1', neighbour: 'TB2', other: 'TA1' },
  TP: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TR: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TE: { apt: 'A', me: 'TE', neighbour: 'TA1', other: 'TB1' },
};

/**
 * What a caller whose tenancy is not active gets (lib/caller.ts tenancyGate): nothing but the
 * rows marked `ungated` for a pending or rejected tenant, and also the `endedTenantMay` rows for
 * one who moved out.
 */
export function gated(actor: Actor, row: Row): boolean {
  if (row.public || row.ungated) return false;
  if (actor === 'TP' || actor === 'TR') return true;
  return actor === 'TE' && !row.endedTenantMay;
}

export interface Ctx {
  w: World;
  actor: Actor;
  rel: Rel;
  isLandlord: boolean;
  isTenant: boolean;
  session: Session | null;
  /** The tenant whose object is addressed. */
  tenant: Session;
  tenantName: TenantName;
  bill: string;
  paidBill: string;
  complaint: string;
  rule: string;
  ruleToDelete: string;
  /** A unit (and one to deactivate) of the addressed apartment: the caller's own or the other one. */
  unit: { id: string; code: string };
  unitToDeactivate: string;
  /** Tenancies and an invite of the addressed apartment, one per relation (world.ts seedJoining). */
  tenancy: Record<'approve' | 'reject' | 'update' | 'end', string>;
  inviteToWithdraw: string;
  /** The addressed apartment's ledger objects for this relation (world-ledger.ts). */
  ledger: { confirm: string; reject: string; reverse: string; void: string };
  /** A person: for a tenant their landlord / the neighbour / the other landlord; for a landlord the tenants. */
  person: Session;
  me: string;
}

export interface Row {
  /** "METHOD /registered/path" — must match a registered route. */
  route: string;
  /** Whether the row is addressed at an object (then it runs for own, neighbour's and other's). */
  object?: boolean;
  url: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  /** Expected status for an authenticated caller (anon is 401 unless `public`). */
  expect: (c: Ctx) => number;
  public?: boolean;
  /** Open to every signed-in person whatever their tenancy (/auth/me, change-password). */
  ungated?: boolean;
  /** Also open to a tenant who moved out (their own bills). */
  endedTenantMay?: boolean;
  pdf?: boolean;
  /** Called with a session signed in for this row alone (signing out must not end the world's). */
  freshSession?: boolean;
  /** Extra check of a 2xx body (e.g. no foreign rows in a list). */
  check?: (c: Ctx, body: unknown) => void;
}

export const L = (c: Ctx) => c.isLandlord;
export const inFlat = (c: Ctx) => c.rel !== 'other';
/** Landlord-only action on an object: 200 in the flat, 404 elsewhere, 403 for tenants. */
export const landlordOnObject =
  (ok = 200) =>
  (c: Ctx) =>
    !L(c) ? 403 : inFlat(c) ? ok : 404;
/** Read of an object: a landlord in the flat, a tenant only their own; otherwise 404. */
export const readObject = (c: Ctx) => (L(c) ? (inFlat(c) ? 200 : 404) : c.rel === 'own' ? 200 : 404);

/** Everyone the caller may see: a landlord, the people of their apartment; a tenant, themselves. */
export function visiblePeople(c: Ctx): (string | undefined)[] {
  return c.isLandlord
    ? [...Object.values(c.w.tenants), ...c.w.extras]
        .filter((t) => t.user.apartmentId === c.session?.user.apartmentId)
        .map((t) => t.user.id)
    : [c.session?.user.id];
}

export function billsOnlyVisible(c: Ctx, body: unknown) {
  const allowed = visiblePeople(c);
  for (const bill of rowsOf(body)) {
    expect(allowed).toContain((bill.tenant as { _id: string })._id);
  }
}
