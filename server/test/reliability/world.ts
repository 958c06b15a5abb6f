import type { AddressInfo } from 'node:net';
import type { App } from '../../src/app';
import {
  landlordPayload,
  register,
  registerTenant,
  type Session,
  seedTwoApartments,
  setJoinPolicy,
  unique,
} from '../helpers';
import { buildReliabilityApp } from './support';
import { type LedgerObjects, paymentOfBill, seedLedger } from './world-ledger';

/** A list answer as an array, whether the route returns a bare array or a page object. */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body && typeof body === 'object') {
    for (const key of ['items', 'bills', 'data', 'rules', 'complaints', 'tenants']) {
      const v = (body as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v as Record<string, unknown>[];
    }
  }
  throw new Error(`not a list: ${JSON.stringify(body).slice(0, 200)}`);
}

export async function call(app: App, session: Session | null, method: string, url: string, payload?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: session ? session.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

/** A call that must succeed while the world is seeded; its JSON answer. */
export async function ok(app: App, session: Session, method: string, url: string, payload?: unknown) {
  const res = await call(app, session, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export interface TenantObjects {
  unpaidBill: string;
  paidBill: string;
  complaint: string;
  tenancy: string;
  /** The confirmed payment that paid `paidBill`. */
  payment: string;
}

export type World = Awaited<ReturnType<typeof seedWorld>>;

/** The world's buildings: LA's A, LB's B, and A2, LA's second building (docs/portfolio.md). */
export type Apt = 'A' | 'B' | 'A2';

/** A person acting on one of their buildings: the `X-Apartment-Id` header on every request. */
export function acting(who: Session, apartmentId: string): Session {
  return {
    ...who,
    user: { ...who.user, apartmentId },
    auth: { ...who.auth, 'x-apartment-id': apartmentId } as Session['auth'],
  };
}

/**
 * docs/reliability.md fixtures: apartment A (LA, TA1, TA2) and B (LB, TB1), plus TB2 so that apartment B
 * also has a neighbour's objects; A2, LA's second building (LA2 is LA acting on it with the header),
 * with T2 and T3; CA, A's caretaker, and CX, one LA removed (seedTeam). Every tenant has an unpaid
 * bill, a paid bill, a complaint and a chat with their landlord; every apartment has three rules and
 * three units to edit, and three of each to delete.
 */
export async function seedWorld(app: App) {
  const s = await seedTwoApartments(app);
  const TB2 = await registerTenant(app, s.LB.user.apartmentId as string);
  // TE lives in A for now: it moves out once it has its objects (below), and reads them afterwards.
  const TE = await registerTenant(app, s.LA.user.apartmentId as string);
  const second = await ok(app, s.LA, 'POST', '/api/apartments', {
    name: `Second Court ${unique()}`,
    rentAmount: 12_000,
  });
  const LA2 = acting(s.LA, (second.apartment as { _id: string })._id);
  await setJoinPolicy(app, LA2, 'open');
  const T2 = await registerTenant(app, LA2.user.apartmentId as string);
  const T3 = await registerTenant(app, LA2.user.apartmentId as string);
  const tenants = { TA1: s.TA1, TA2: s.TA2, TB1: s.TB1, TB2, TE, T2, T3 };
  const objects = {} as Record<keyof typeof tenants, TenantObjects>;
  const rules = {} as Record<Apt, { edit: string[]; del: string[] }>;
  const units = {} as Record<Apt, { edit: { id: string; code: string }[]; del: string[] }>;
  const ledger = {} as Record<Apt, LedgerObjects>;

  for (const [apt, landlord, names] of [
    ['A', s.LA, ['TA1', 'TA2', 'TE']],
    ['B', s.LB, ['TB1', 'TB2']],
    ['A2', LA2, ['T2', 'T3']],
  ] as const) {
    const jan = await ok(app, landlord, 'POST', '/api/bills/generate-monthly', {
      month: 'January',
      year: 2026,
      dueDate: '2026-01-05',
    });
    const feb = await ok(app, landlord, 'POST', '/api/bills/generate-monthly', {
      month: 'February',
      year: 2026,
      dueDate: '2026-02-05',
    });
    for (const name of names) {
      const tenant = tenants[name];
      const billOf = (list: unknown) =>
        rowsOf((list as { bills: unknown }).bills).find(
          (b) => (b.tenant as { _id: string })._id === tenant.user.id,
        ) as { _id: string; amount: number; tenancyId: string };
      // January paid, February open: money goes to the oldest due first (docs/ledger.md).
      const paid = billOf(jan);
      const unpaid = billOf(feb);
      // The landlord records the cash (a tenant's Pay Cash is only a claim).
      await ok(app, landlord, 'POST', '/api/bills/pay-cash', { billId: paid._id, amount: paid.amount });
      const complaint = await ok(app, tenant, 'POST', '/api/complaints', {
        title: `Leak at ${name}`,
        description: 'Water under the sink',
      });
      await ok(app, tenant, 'POST', '/api/chats', { receiverId: landlord.user.id, message: `hello from ${name}` });
      await ok(app, landlord, 'POST', '/api/chats', { receiverId: tenant.user.id, message: `hello ${name}` });
      objects[name] = {
        unpaidBill: unpaid._id,
        paidBill: paid._id,
        complaint: (complaint.complaint as { _id: string })._id,
        tenancy: paid.tenancyId,
        payment: await paymentOfBill(app, landlord, paid.tenancyId, paid._id),
      };
    }
    ledger[apt] = await seedLedger(app, landlord, tenants[names[0]], objects[names[0]].tenancy);
    const created = await ok(app, landlord, 'POST', '/api/rules', {
      rules: Array.from({ length: 6 }, (_, i) => ({ title: `Rule ${apt}${i}`, description: 'Be kind' })),
    });
    const ids = (created.rules as { _id: string }[]).map((r) => r._id);
    rules[apt] = { edit: ids.slice(0, 3), del: ids.slice(3) };
    const imported = await ok(app, landlord, 'POST', '/api/units/import', {
      csv: Array.from({ length: 6 }, (_, i) => `${apt}${i + 1},Floor ${i},15000,15000`).join('\n'),
    });
    const unitRows = imported.units as { _id: string; code: string }[];
    units[apt] = {
      edit: unitRows.slice(0, 3).map((u) => ({ id: u._id, code: u.code })),
      del: unitRows.slice(3).map((u) => u._id),
    };
  }
  const joining = await seedJoining(app, s.LA, s.LB, LA2, TE);
  const team = await seedTeam(app, s.LA);
  return { ...s, TB2, T2, T3, LA2, tenants, objects, rules, units, ledger, ...joining, ...team };
}

/**
 * A's team (docs/team.md): CA signed up with LA's staff invite; CX too, and LA removed them, so
 * every building route is a 403 for them and only the routes about the person still answer.
 */
async function seedTeam(app: App, LA: Session) {
  const caretaker = async () => {
    const invite = (await ok(app, LA, 'POST', '/api/staff/invites', {})).invite as { code: string };
    return register(app, {
      ...landlordPayload({ name: `Caretaker ${unique()}` }),
      role: 'Caretaker',
      apartmentName: undefined,
      rentAmount: undefined,
      staffInviteCode: invite.code,
    });
  };
  const CA = await caretaker();
  const CX = await caretaker();
  await ok(app, LA, 'DELETE', `/api/staff/${CX.user.id}`);
  return { CA, CX };
}

/**
 * Who may join: TP waits for LA's answer, TR was turned down, TE moved out. Per apartment, three
 * join requests to approve and three to reject, three living tenancies to change and three to
 * end (one per relation, as the matrix addresses them), three invites to withdraw and one to
 * preview. `extras` are those people, so lists can be checked for strangers.
 */
async function seedJoining(app: App, LA: Session, LB: Session, LA2: Session, TE: Session) {
  const extras: Session[] = [];
  const tenancies = {} as Record<Apt, Record<'approve' | 'reject' | 'update' | 'end', string[]>>;
  const invites = {} as Record<Apt, { del: string[]; code: string }>;
  const newTenancy = async (landlord: Session) => {
    const tenant = await registerTenant(app, landlord.user.apartmentId as string);
    extras.push(tenant);
    const [latest] = rowsOf(await ok(app, landlord, 'GET', '/api/tenancies')).filter(
      (row) => (row.tenant as { _id: string })._id === tenant.user.id,
    );
    return latest._id as string;
  };
  for (const [apt, landlord] of [
    ['A', LA],
    ['B', LB],
    ['A2', LA2],
  ] as const) {
    const update = [await newTenancy(landlord), await newTenancy(landlord), await newTenancy(landlord)];
    const end = [await newTenancy(landlord), await newTenancy(landlord), await newTenancy(landlord)];
    await setJoinPolicy(app, landlord, 'approval');
    const approve = [await newTenancy(landlord), await newTenancy(landlord), await newTenancy(landlord)];
    const reject = [await newTenancy(landlord), await newTenancy(landlord), await newTenancy(landlord)];
    tenancies[apt] = { approve, reject, update, end };
    const del: string[] = [];
    for (let i = 0; i < 3; i += 1)
      del.push(((await ok(app, landlord, 'POST', '/api/invites', {})).invite as { _id: string })._id);
    const preview = (await ok(app, landlord, 'POST', '/api/invites', {})).invite as { code: string };
    invites[apt] = { del, code: preview.code };
  }
  const TP = await registerTenant(app, LA.user.apartmentId as string);
  const TR = await registerTenant(app, LA.user.apartmentId as string);
  const asked = rowsOf(await ok(app, LA, 'GET', '/api/tenancies?status=pending'));
  const requestOf = (who: Session) => asked.find((row) => (row.tenant as { _id: string })._id === who.user.id)?._id;
  await ok(app, LA, 'POST', `/api/tenancies/${requestOf(TR)}/reject`, { reason: 'No house free' });
  const [teTenancy] = rowsOf(await ok(app, LA, 'GET', '/api/tenancies?status=active')).filter(
    (row) => (row.tenant as { _id: string })._id === TE.user.id,
  );
  await ok(app, LA, 'POST', `/api/tenancies/${teTenancy._id}/end`, {
    moveOutDate: new Date().toISOString().slice(0, 10),
  });
  for (const landlord of [LA, LB, LA2]) await setJoinPolicy(app, landlord, 'open');
  extras.push(TP, TR);
  return { TP, TR, TE, extras, tenancies, invites };
}

/** The reliability app listening on a free local port with the world seeded: for the socket tests. */
export async function listeningWorld() {
  const t = await buildReliabilityApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, w: await seedWorld(t.app), port };
}
