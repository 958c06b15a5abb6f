/**
 * The vocabulary of the authorization matrix (matrix-table.ts): actors, relations, the context of
 * one case, and the expectations rows share.
 */
import { expect } from 'vitest';
import type { Session } from '../helpers';
import { type Apt, rowsOf, type World } from './world';

/**
 * TP waits for LA's yes, TR was turned down, TE moved out of A (world.ts seedJoining). CA is A's
 * caretaker and CX a caretaker LA removed; LA2 is LA acting on A2, their second building, with the
 * `X-Apartment-Id` header, and T2 a tenant of A2 (world.ts seedWorld, seedTeam).
 */
export type Actor = 'anon' | 'LA' | 'TA1' | 'TA2' | 'LB' | 'TB1' | 'TP' | 'TR' | 'TE' | 'CA' | 'CX' | 'LA2' | 'T2';
export type Rel = 'own' | 'neighbour' | 'other';
export type TenantName = 'TA1' | 'TA2' | 'TB1' | 'TB2' | 'TE' | 'T2' | 'T3';
export const ACTORS: Actor[] = ['anon', 'LA', 'TA1', 'TA2', 'LB', 'TB1', 'TP', 'TR', 'TE', 'CA', 'CX', 'LA2', 'T2'];
export const RELS: Rel[] = ['own', 'neighbour', 'other'];
/** Who owns a building (LA2: LA acting on A2). */
type Owner = 'LA' | 'LB' | 'LA2';
export const OWNER: Record<Apt, Owner> = { A: 'LA', B: 'LB', A2: 'LA2' };
const OWNERS: Owner[] = ['LA', 'LB', 'LA2'];
export const isOwner = (actor: Actor): actor is Owner => (OWNERS as Actor[]).includes(actor);
export const TENANTS: Actor[] = ['TA1', 'TA2', 'TB1', 'TP', 'TR', 'TE', 'T2'];

/**
 * From an actor's point of view: their building and another one (whose objects they address as
 * "other's"), their tenant (a landlord's first tenant), the neighbour, a tenant of the other
 * building, and a landlord who is not theirs (a tenant's "other" person). LA2's other building is
 * A: one account, two buildings, and nothing of one shows in the other.
 */
export const VIEW: Record<
  Actor,
  { apt: Apt; otherApt: Apt; me: TenantName; neighbour: TenantName; other: TenantName; stranger: 'LA' | 'LB' }
> = {
  anon: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  LA: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  TA1: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  TA2: { apt: 'A', otherApt: 'B', me: 'TA2', neighbour: 'TA1', other: 'TB1', stranger: 'LB' },
  LB: { apt: 'B', otherApt: 'A', me: 'TB1', neighbour: 'TB2', other: 'TA1', stranger: 'LA' },
  TB1: { apt: 'B', otherApt: 'A', me: 'TB1', neighbour: 'TB2', other: 'TA1', stranger: 'LA' },
  TP: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  TR: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  TE: { apt: 'A', otherApt: 'B', me: 'TE', neighbour: 'TA1', other: 'TB1', stranger: 'LB' },
  CA: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  CX: { apt: 'A', otherApt: 'B', me: 'TA1', neighbour: 'TA2', other: 'TB1', stranger: 'LB' },
  LA2: { apt: 'A2', otherApt: 'A', me: 'T2', neighbour: 'T3', other: 'TA1', stranger: 'LB' },
  T2: { apt: 'A2', otherApt: 'A', me: 'T2', neighbour: 'T3', other: 'TA1', stranger: 'LB' },
};

/**
 * Whether a caller is refused a row before anything about it is judged (403). A tenant whose
 * tenancy is not active (lib/caller.ts tenancyGate): every row but the `ungated` ones for a
 * pending or rejected tenant, and also the `endedTenantMay` rows for one who moved out. A
 * caretaker (docs/team.md): every row but those `staffMay`. A removed caretaker: every row about
 * a building (403 `not_your_apartment`); only the `ungated` ones, about the person, answer.
 */
export function gated(actor: Actor, row: Row): boolean {
  if (row.public || row.ungated) return false;
  if (actor === 'TP' || actor === 'TR' || actor === 'CX') return true;
  if (actor === 'CA') return !row.staffMay;
  return actor === 'TE' && !row.endedTenantMay;
}

export interface Ctx {
  w: World;
  actor: Actor;
  rel: Rel;
  /**
   * Runs the addressed building: its owner, or its caretaker, who reaches a row's `expect` only on
   * the rows `staffMay` (and the public and ungated ones); elsewhere they are refused first (gated).
   */
  isLandlord: boolean;
  isTenant: boolean;
  /** The buildings the caller owns or looks after (a tenant: none). */
  buildings: string[];
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
  /** A person: for a tenant their landlord / the neighbour / a landlord not theirs; for a landlord the tenants. */
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
  /**
   * Open to a caretaker as to the owner (docs/team.md "What a caretaker may do"; in code the route
   * says `onlyFor(STAFF, …)`, or names no role and scopes by the building): the row's `expect`
   * answers for them as for a landlord. Every other row is a 403 for a caretaker.
   */
  staffMay?: boolean;
  pdf?: boolean;
  /** A CSV download: its 2xx is text/csv (no JSON body to check). */
  csv?: boolean;
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

/** Everyone the caller may see: a landlord (or caretaker), the people of their apartment; a tenant, themselves. */
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
