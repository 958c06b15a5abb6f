import { MONTHS } from '@safestay/contracts';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { insertMany } from '../server/src/db/insert-many';
import { summariseMessagesPerBuilding } from '../server/src/db/migrations/0051-conversations-per-building';
import { registerUser } from '../server/src/features/auth/auth.service';
import { generateMonthlyBills } from '../server/src/features/bills/monthly-bills';
import type { Caller } from '../server/src/lib/caller';
import { houseRanks } from '../server/src/lib/house-codes';
import { newId, nowIso } from '../server/src/lib/ids';
import { createLoginThrottle } from '../server/src/lib/login-throttle';
import { hashPassword } from '../server/src/lib/passwords';
import { createTokenService } from '../server/src/lib/tokens';
import { afterBulkLoad } from './after-bulk-load';
import { seedJoinRequests } from './seed-joining';
import { seedLedger } from './seed-ledger';

/** The session seed() opens for each person; tokens signed with it are accepted. */
export const benchSessionId = (userId: string) => `bench-session-${userId}`;

export const PASSWORD = 'correct horse battery';

export interface SeedSize {
  tenants: number;
  months: number;
  complaints: number;
  messages: number;
}

export interface Seeded {
  landlordId: string;
  apartmentId: string;
  tenantIds: string[];
  tenantEmails: string[];
  landlordEmail: string;
  /** Bills of the first tenant (for PDF downloads). */
  sampleBillIds: string[];
  /** Every living tenancy, for payments recorded in turn. */
  tenancyIds: string[];
  /** Next month after the seeded ones, for the timed generate-monthly call. */
  nextPeriod: { month: string; year: number; dueDate: string };
  counts: Record<string, number>;
  ms: number;
}

/**
 * Seeds one large apartment. The landlord, the first tenants and every month of bills go
 * through the service layer (registerUser, generateMonthlyBills); the bulk rows with no
 * service shortcut (the other tenants sharing one password hash, payments, complaints with
 * notes, chat messages) are batched Kysely inserts into the same schema.
 */
export async function seed(options: { databaseUrl?: string; dataDir?: string; size: SeedSize }): Promise<Seeded> {
  const started = performance.now();
  const { size } = options;
  const database = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const { db, dialect } = database;
  try {
    await migrateToLatest(db);
    const deps = {
      db,
      dialect,
      tokens: createTokenService('bench-seed-secret-bench-seed-secret-0123456789'),
      loginThrottle: createLoginThrottle(),
    };
    const landlordEmail = 'bench-landlord@example.com';
    const landlord = await registerUser(deps, {
      name: 'Bench Landlord',
      email: landlordEmail,
      password: PASSWORD,
      role: 'Landlord',
      nationalID: 'BENCH-L-1',
      primaryPhoneNumber: '+254711000001',
      apartmentName: 'Bench Towers',
      rentAmountCents: 1_500_000,
    } as unknown as Parameters<typeof registerUser>[1]);
    const landlordId = landlord.user.id;
    const apartmentId = landlord.user.apartmentId as string;
    // The seeded tenants live there already; the join requests are added below.
    await db.updateTable('apartments').set({ join_policy: 'open' }).where('id', '=', apartmentId).execute();

    // A few tenants through the service; the rest share one argon2 hash (hashing 1,000 would take minutes).
    const tenantIds: string[] = [];
    const tenantEmails: string[] = [];
    const viaService = Math.min(3, size.tenants);
    for (let i = 0; i < viaService; i += 1) {
      const email = `bench-tenant-${i}@example.com`;
      const r = await registerUser(deps, {
        name: `Tenant ${String(i).padStart(4, '0')}`,
        email,
        password: PASSWORD,
        role: 'Tenant',
        nationalID: `BENCH-T-${i}`,
        primaryPhoneNumber: '+254722000002',
        apartmentId,
        dateMovedIn: '2022-01-15',
      } as unknown as Parameters<typeof registerUser>[1]);
      tenantIds.push(r.user.id);
      tenantEmails.push(email);
    }
    const hash = await hashPassword(PASSWORD);
    const now = nowIso();
    const bulkUsers = [];
    for (let i = viaService; i < size.tenants; i += 1) {
      const id = newId();
      const email = `bench-tenant-${i}@example.com`;
      tenantIds.push(id);
      tenantEmails.push(email);
      bulkUsers.push({
        id,
        name: `Tenant ${String(i).padStart(4, '0')}`,
        email,
        password_hash: hash,
        role: 'Tenant',
        apartment_id: apartmentId,
        national_id: `BENCH-T-${i}`,
        id_number: `BENCH-T-${i}`,
        primary_phone: '+254722000002',
        secondary_phone: null,
        building_name: `Block ${String.fromCharCode(65 + (i % 6))}`,
        date_moved_in: '2022-01-15',
        token_version: 0,
        created_at: now,
      });
    }
    if (bulkUsers.length > 0) {
      await insertMany(db, 'users', bulkUsers);
      // Each belongs to the building as registration makes them (docs/portfolio.md).
      await insertMany(
        db,
        'memberships',
        bulkUsers.map((u) => ({ apartment_id: apartmentId, user_id: u.id, role: 'tenant' as const, created_at: now })),
      );
    }
    // Each tenant lives there through a tenancy (what monthly generation bills), as registration makes one.
    const rent = await db
      .selectFrom('apartments')
      .select('rent_cents')
      .where('id', '=', apartmentId)
      .executeTakeFirstOrThrow();
    // One house per tenant (U0001, …), each bulk tenant living in theirs.
    const units = Array.from({ length: size.tenants }, (_, i) => ({
      id: newId(),
      apartment_id: apartmentId,
      code: `U${String(i + 1).padStart(4, '0')}`,
      label: `Floor ${Math.floor(i / 20)}`,
      rent_cents: Number(rent.rent_cents),
      deposit_cents: Number(rent.rent_cents),
      active: 1,
      created_at: now,
      updated_at: now,
    }));
    // Each house's place in the building's code order, as the units feature keeps it.
    const ranks = houseRanks(units);
    if (units.length > 0)
      await insertMany(
        db,
        'units',
        units.map((u) => ({ ...u, code_rank: ranks.get(u.id) ?? 0 })),
      );
    const tenancies = bulkUsers.map((u, i) => ({
      id: newId(),
      apartment_id: apartmentId,
      tenant_id: u.id,
      unit_id: units[i]?.id ?? null,
      status: 'active',
      rent_cents: Number(rent.rent_cents),
      deposit_cents: 0,
      move_in_date: '2022-01-15',
      move_out_date: null,
      rejection_reason: null,
      account_ref: units[i]?.code ?? `B${String(i).padStart(4, '0')}`,
      created_at: now,
      updated_at: now,
    }));
    if (tenancies.length > 0) await insertMany(db, 'tenancies', tenancies);
    const pending = await seedJoinRequests(db, apartmentId, hash, Math.ceil(size.tenants / 10));

    // Every month through the service, exactly as the landlord's button does it.
    const caller: Caller = {
      userId: landlordId,
      role: 'Landlord',
      apartmentId,
      name: 'Bench Landlord',
      sessionId: benchSessionId(landlordId),
      tenancy: null,
    };
    const startYear = 2023;
    for (let m = 0; m < size.months; m += 1) {
      const year = startYear + Math.floor(m / 12);
      const month = MONTHS[m % 12];
      const dueDate = `${year}-${String((m % 12) + 1).padStart(2, '0')}-05`;
      await generateMonthlyBills({ db, dialect }, caller, { month, year, dueDate });
    }
    // Those months are history, made in seconds: no one is texted or mailed two years of bills
    // (the outbox would otherwise send ~48,000 messages through the whole run, beside every figure).
    await db.deleteFrom('outbox').execute();
    const next = size.months;
    const nextYear = startYear + Math.floor(next / 12);
    const nextPeriod = {
      month: MONTHS[next % 12],
      year: nextYear,
      dueDate: `${nextYear}-${String((next % 12) + 1).padStart(2, '0')}-05`,
    };

    // Payments: two thirds of the bills paid in full, one in six partly (statuses derive from them).
    const ledger = await seedLedger(db, apartmentId, tenantIds[0]);

    // Complaints with one note each.
    const statuses = ['Pending', 'In Progress', 'Resolved'] as const;
    const complaints = [];
    const notes = [];
    for (let i = 0; i < size.complaints; i += 1) {
      const id = newId();
      const status = statuses[i % 3];
      complaints.push({
        id,
        apartment_id: apartmentId,
        tenant_id: tenantIds[i % tenantIds.length],
        title: `Complaint ${i}`,
        description: 'The kitchen tap leaks and the floor gets wet every morning.',
        status,
        created_at: now,
        updated_at: now,
        resolved_at: status === 'Resolved' ? now : null,
      });
      notes.push({
        id: newId(),
        complaint_id: id,
        author_id: landlordId,
        note: 'A plumber comes on Monday.',
        created_at: now,
      });
    }
    if (complaints.length > 0) {
      await insertMany(db, 'complaints', complaints);
      await insertMany(db, 'complaint_notes', notes);
    }

    // Chat: the landlord and every tenant, alternating, timestamps increasing.
    const messages = [];
    const base = Date.parse('2025-01-01T00:00:00.000Z');
    for (let i = 0; i < size.messages; i += 1) {
      const tenantId = tenantIds[i % tenantIds.length];
      const fromLandlord = Math.floor(i / tenantIds.length) % 2 === 0;
      messages.push({
        id: newId(),
        apartment_id: apartmentId,
        sender_id: fromLandlord ? landlordId : tenantId,
        receiver_id: fromLandlord ? tenantId : landlordId,
        body: `Message ${i}: is the water back on in block ${i % 6}?`,
        client_id: null,
        created_at: new Date(base + i * 1000).toISOString(),
      });
    }
    if (messages.length > 0) await insertMany(db, 'messages', messages);
    // The app keeps per-partner conversation summaries as it writes; these messages bypassed it.
    // The app keeps summaries current as it writes; bulk-inserted messages are summarised at once.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('conversations').execute();
      await summariseMessagesPerBuilding.execute(trx);
    });

    // One open session per person, so run.ts can sign their tokens without signing in each one.
    const sessions = [landlordId, ...tenantIds].map((id) => ({
      id: benchSessionId(id),
      user_id: id,
      created_at: now,
      ended_at: null,
    }));
    await insertMany(db, 'sessions', sessions);

    await afterBulkLoad(db, dialect);

    const sampleBillIds = (
      await db
        .selectFrom('bills')
        .select('id')
        .where('tenant_id', '=', tenantIds[0])
        .orderBy('due_date', 'desc')
        .execute()
    ).map((r) => r.id);
    return {
      landlordId,
      apartmentId,
      tenantIds,
      tenantEmails,
      landlordEmail,
      sampleBillIds,
      tenancyIds: ledger.tenancyIds,
      nextPeriod,
      counts: {
        tenants: tenantIds.length,
        units: units.length,
        joinRequests: pending,
        bills: ledger.bills,
        payments: ledger.payments,
        complaints: complaints.length,
        complaint_notes: notes.length,
        messages: messages.length,
      },
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await database.close();
  }
}
