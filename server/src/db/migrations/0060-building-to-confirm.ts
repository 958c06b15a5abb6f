import { type Kysely, sql } from 'kysely';
import { dropRowTriggers, rowTriggers, type Sign } from './0053-bills-paid';

// Each building's tenants' claims waiting for a yes or a no, kept on its `building_counts` line
// (migration 0058) by a trigger on payments, in the claim's, the decision's or the reversal's own
// transaction. The dashboard and the portfolio show it for every building the caller owns; counting
// the pending payments on every read cost as much as the claims waiting: with 8,000 of them, made
// that day and not yet vacuumed, PostgreSQL's count read every row (15 ms a portfolio), and its
// estimate of this month's confirmed payments grew with them until it read the whole table
// (docs/performance.md). A read is now one key look-up a building.
//
// Only a pending payment moves the line: a cash payment or an M-Pesa confirmation recorded as
// confirmed writes nothing to it, so payments do not wait on each other here. A claim's insert,
// and its confirmation or rejection, lock the line to their commit on PostgreSQL, as letting a
// tenant in does; those are one person's actions, not bursts. A confirmation takes the line before
// the building's receipt counter, so a transaction that takes both takes them in that order (a
// statement import that confirms claims: imports.service.ts `payMatched`), or two could deadlock.
//
// A migration that rebuilds payments on SQLite (rebuild-table.ts) drops its triggers: it must
// create them again (`createToConfirmTriggers`).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table building_counts add column to_confirm bigint not null default 0`.execute(db);
  await sql`insert into building_counts (apartment_id, to_confirm)
    select apartment_id, count(*) from payments where status = 'pending' group by apartment_id
    on conflict (apartment_id) do update set to_confirm = excluded.to_confirm`.execute(db);
  await createToConfirmTriggers(db);
}

/** The trigger that keeps building_counts.to_confirm, on both databases. */
export async function createToConfirmTriggers(db: Kysely<unknown>): Promise<void> {
  const change = (r: 'new' | 'old', sign: Sign) =>
    `insert into building_counts (apartment_id, to_confirm)
       select ${r}.apartment_id, ${sign}1 where ${r}.status = 'pending'
       on conflict (apartment_id) do update set to_confirm = building_counts.to_confirm + excluded.to_confirm`;
  await rowTriggers(db, 'building_counts_payments', 'payments', ['apartment_id', 'status'], change);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropRowTriggers(db, 'building_counts_payments', 'payments');
  await sql`alter table building_counts drop column to_confirm`.execute(db);
}
