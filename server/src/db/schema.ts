import type { ComplaintStatus, JoinPolicy, Role, RuleCategory, TenancyStatus } from '@safestay/contracts';
import type { Generated } from 'kysely';

/** Table types for Kysely. Money is integer cents; timestamps are ISO-8601 UTC text. */
export interface ApartmentsTable {
  id: string;
  name: string;
  name_key: string;
  rent_cents: number;
  /** Who may join: open (at once), approval (the landlord says yes), invite_only. */
  join_policy: Generated<JoinPolicy>;
  /** Where the building is, shown beside its name to people choosing one. */
  area: string | null;
  landlord_id: string;
  created_at: string;
}

/** One tenant in one unit (or none yet) over time, with its own rent and dates. */
export interface TenanciesTable {
  id: string;
  apartment_id: string;
  tenant_id: string;
  unit_id: string | null;
  status: TenancyStatus;
  rent_cents: number;
  deposit_cents: number;
  move_in_date: string;
  move_out_date: string | null;
  /** What the tenant writes as the M-Pesa account number: the unit's code, or T and four characters. */
  account_ref: string;
  /** Why the landlord said no (status rejected). */
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A single-use code a landlord shares so one tenant joins (into a unit) without waiting. */
export interface InvitesTable {
  id: string;
  apartment_id: string;
  unit_id: string | null;
  /** SHA-256 hex of the code without its dash. */
  code_hash: string;
  /** The code's first three characters, to tell invites apart in a list. */
  hint: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
}

export interface UnitsTable {
  id: string;
  apartment_id: string;
  /** Upper case letters and digits, unique per apartment (contracts unitCode). */
  code: string;
  label: string | null;
  rent_cents: number;
  deposit_cents: number;
  /** 0 once deactivated. */
  active: number;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  apartment_id: string | null;
  national_id: string;
  primary_phone: string;
  secondary_phone: string | null;
  building_name: string | null;
  date_moved_in: string | null;
  /** Bumped on password change; tokens carry it, so older tokens stop working. */
  token_version: number;
  created_at: string;
}

export interface BillsTable {
  id: string;
  apartment_id: string;
  tenant_id: string;
  description: string;
  amount_cents: number;
  due_date: string;
  period_year: number | null;
  period_month: number | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  bill_id: string;
  tenant_id: string;
  apartment_id: string;
  amount_cents: number;
  method: string;
  paid_at: string;
}

export interface ComplaintsTable {
  id: string;
  apartment_id: string;
  tenant_id: string;
  title: string;
  description: string;
  status: ComplaintStatus;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}

export interface ComplaintNotesTable {
  id: string;
  complaint_id: string;
  author_id: string;
  note: string;
  created_at: string;
}

export interface MessagesTable {
  id: string;
  apartment_id: string;
  sender_id: string;
  receiver_id: string;
  body: string;
  /** Client-supplied id that makes POST /chats idempotent per sender. */
  client_id: string | null;
  created_at: string;
}

/** One row per (owner, partner) of each chat pair, both directions, written with every message (migration 0009). */
export interface ConversationsTable {
  owner_id: string;
  partner_id: string;
  apartment_id: string;
  message_count: number;
  last_message_id: string;
}

export interface RulesTable {
  id: string;
  apartment_id: string;
  title: string;
  description: string;
  category: RuleCategory;
  created_at: string;
  updated_at: string;
}

/** The query builder every service takes first (docs/architecture.md §6). */
export type Db = import('kysely').Kysely<DB>;

export interface DB {
  apartments: ApartmentsTable;
  users: UsersTable;
  bills: BillsTable;
  payments: PaymentsTable;
  complaints: ComplaintsTable;
  complaint_notes: ComplaintNotesTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  rules: RulesTable;
  units: UnitsTable;
  tenancies: TenanciesTable;
  invites: InvitesTable;
}
