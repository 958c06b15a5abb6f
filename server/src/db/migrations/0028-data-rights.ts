import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Tenants' data rights (docs/privacy.md). `users.erased_at` marks an account whose person was
// erased (deleted by themselves, or pseudonymised RETENTION_YEARS after moving out): their name
// is a pseudonym and their contact details placeholders, while the ledger stays.
//
// The activity log copied names: each entry's actor name, and the tenant's name inside its
// sentence. Erasing a person must never edit the log (it is append-only), so names are now drawn
// by id when the log is read: `actor_name` keeps only a label that is not a person's name
// ("M-Pesa (automatic)") and is empty otherwise, and a summary names its tenant as `{tenant}`
// (a literal `{` is written `{{`). This rewrites the entries already there, once, with the
// append-only triggers lifted for the length of the migration's transaction.

interface AuditRow {
  id: string;
  actor_name: string;
  summary: string;
  actor_current: string | null;
  tenant_current: string | null;
}

const escapeBraces = (text: string) => text.replaceAll('{', '{{');

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();
  await db.schema
    .createIndex('tenancies_status_move_out')
    .on('tenancies')
    .columns(['status', 'move_out_date'])
    .execute();

  await dropAppendOnly(db, postgres);
  const rows = (
    await sql<AuditRow>`
    select e.id, e.actor_name, e.summary, a.name as actor_current, t.name as tenant_current
    from audit_events e
    left join users a on a.id = e.actor_id
    left join users t on t.id = e.tenant_id
    order by e.id`.execute(db)
  ).rows;
  for (const row of rows) {
    const actorName = row.actor_current !== null && row.actor_name === row.actor_current ? '' : row.actor_name;
    let summary = escapeBraces(row.summary);
    if (row.tenant_current) summary = summary.replaceAll(escapeBraces(row.tenant_current), '{tenant}');
    if (actorName === row.actor_name && summary === row.summary) continue;
    await sql`update audit_events set actor_name = ${actorName}, summary = ${summary} where id = ${row.id}`.execute(db);
  }
  await restoreAppendOnly(db, postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropAppendOnly(db, postgres);
  const rows = (
    await sql<AuditRow>`
    select e.id, e.actor_name, e.summary, a.name as actor_current, t.name as tenant_current
    from audit_events e
    left join users a on a.id = e.actor_id
    left join users t on t.id = e.tenant_id`.execute(db)
  ).rows;
  for (const row of rows) {
    const actorName = row.actor_name === '' ? (row.actor_current ?? '') : row.actor_name;
    const summary = row.summary.replace(/\{\{|\{tenant\}/g, (m) => (m === '{{' ? '{' : (row.tenant_current ?? '')));
    await sql`update audit_events set actor_name = ${actorName}, summary = ${summary} where id = ${row.id}`.execute(db);
  }
  await restoreAppendOnly(db, postgres);
  await db.schema.dropIndex('tenancies_status_move_out').execute();
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
}

async function dropAppendOnly(db: Kysely<unknown>, postgres: boolean) {
  if (postgres) {
    await sql`drop trigger audit_events_no_change on audit_events`.execute(db);
  } else {
    await sql`drop trigger audit_events_no_update`.execute(db);
    await sql`drop trigger audit_events_no_delete`.execute(db);
  }
}

/** The same triggers as migration 0017. */
async function restoreAppendOnly(db: Kysely<unknown>, postgres: boolean) {
  if (postgres) {
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
    await sql`create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
  }
}
