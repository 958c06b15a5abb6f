import type {
  ChargeKind,
  ComplaintStatus,
  JoinPolicy,
  LedgerPaymentStatus,
  MemberRole,
  MessageChannel,
  NotifyKind,
  OutboxStatus,
  PaymentMethod,
  RecurringChargeKind,
  Role,
  RuleCategory,
  TenancyStatus,
} from '@safestay/contracts';
import type { Generated } from 'kysely';

/** Table types for Kysely. Money is integer cents; timestamps are ISO-8601 UTC text. */
export interface ApartmentsTable {
  id: string;
  name: string;
  /** The search and sort key of the name (contracts/names.ts apartmentNameKey). */
  name_key: string;
  /** Its confusable skeleton, unique: look-alike names are one building (lib/name-skeleton.ts, migration 0028). */
  name_skeleton: string;
  rent_cents: number;
  /** Who may join: open (at once), approval (the landlord says yes), invite_only. */
  join_policy: Generated<JoinPolicy>;
  /** Where the building is, shown beside its name to people choosing one. */
  area: string | null;
  /** The area's search key (apartmentNameKey), null without an area. */
  area_key: string | null;
  landlord_id: string;
  /** The last receipt number given (R-000001 is 1); bumped in the confirming transaction. */
  receipts_issued: Generated<number>;
  /** Rent reminders (migration 0020): on or off, the days around the due date, the hour in Nairobi. */
  reminders_enabled: Generated<number>;
  /** Comma-separated offsets from the due date, e.g. "-3,0,3". */
  reminder_days: Generated<string>;
  reminder_hour: Generated<number>;
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
  /** Its place in the building's code order, from 0 (A2 before A10; units.service `placeHouses`). */
  code_rank: Generated<number>;
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
  /** Unique and meaningless since migration 0032 (`user:<id>`): read `id_number`. */
  national_id: string;
  /** The person's national ID number (migration 0032); two accounts may share one. */
  id_number: Generated<string>;
  primary_phone: string;
  secondary_phone: string | null;
  building_name: string | null;
  date_moved_in: string | null;
  /** Bumped on password change; tokens carry it, so older tokens stop working. */
  token_version: number;
  /** 1 once the person sent STOP or chose it: no rent reminders by SMS. */
  sms_reminders_stopped: Generated<number>;
  /** The id of the last chat message a digest told them about. */
  chat_digest_through: Generated<string | null>;
  created_at: string;
  /** When the person was erased (migration 0028): name a pseudonym, contact details placeholders. */
  erased_at: Generated<string | null>;
  /** The language they read SafeStay in: en or sw (migration 0031). */
  locale: Generated<string>;
  /** Their KRA PIN (migration 0040), whole; shown masked in lists (docs/reports.md). */
  kra_pin: Generated<string | null>;
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
  tenancy_id: string;
  kind: Generated<ChargeKind>;
  voided_at: string | null;
  void_reason: string | null;
  /** A house's recurring charge: the month it is for ('YYYY-MM'), made once (migration 0049). */
  recurring_month: Generated<string | null>;
  /** What confirmed payments have put on it (its allocations' sum), kept by triggers (migration 0053). */
  paid_cents: Generated<number>;
}

/** A payment is a ledger entry (docs/ledger.md); what it paid on each charge is an allocation. */
export interface PaymentsTable {
  id: string;
  apartment_id: string;
  tenancy_id: string;
  tenant_id: string;
  /** The bill it was meant for, paid first (Pay Cash); null: oldest due first. */
  bill_id: string | null;
  amount_cents: number;
  method: PaymentMethod;
  reference: string | null;
  /** The calendar day the money was received. */
  received_at: string;
  status: LedgerPaymentStatus;
  receipt_number: number | null;
  recorded_by: string;
  /** Why a claim was rejected or a payment reversed. */
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** Part of a confirmed payment applied to one charge; a payment's unallocated rest is credit. */
export interface AllocationsTable {
  id: string;
  payment_id: string;
  bill_id: string;
  tenancy_id: string;
  tenant_id: string;
  apartment_id: string;
  amount_cents: number;
  created_at: string;
}

/**
 * What a receipt said when it was issued, kept as it was (migration 0038, docs/ledger.md
 * "Receipts"): names and the reader's language are applied when it is drawn, nothing else.
 */
export interface ReceiptsTable {
  payment_id: string;
  apartment_id: string;
  number: number;
  amount_cents: number;
  /** JSON `[{ billId, kind, description, cents }]`: what it paid, oldest due first. */
  lines: string;
  credit_cents: number;
  /** The tenancy's balance right after it (negative is credit). */
  balance_after_cents: number;
  issued_at: string;
}

/**
 * Running totals of each tenancy's ledger in cents, kept by the database's triggers on bills,
 * payments and allocations (migration 0045); read by features/ledger/figures.ts only.
 */
export interface LedgerTotalsTable {
  apartment_id: string;
  /** '' for a charge without a tenancy. */
  tenancy_id: string;
  /** Non-voided charges. */
  charged_cents: Generated<number>;
  /** Confirmed payments. */
  confirmed_cents: Generated<number>;
  /** What confirmed payments put on charges. */
  allocated_cents: Generated<number>;
  /** How many charges, voided ones too (migration 0053). */
  bill_count: Generated<number>;
  /** How many live charges (not voided), how many of them not yet Paid, and how many with nothing paid (migration 0063). */
  live_count: Generated<number>;
  owing_count: Generated<number>;
  pending_count: Generated<number>;
}

/** Each building's running totals: the sums of its lines in ledger_totals, kept by the database (migration 0059). */
export interface LedgerBuildingTotalsTable {
  apartment_id: string;
  charged_cents: Generated<number>;
  confirmed_cents: Generated<number>;
  allocated_cents: Generated<number>;
  bill_count: Generated<number>;
  /** Grows in every transaction that changes one of the building's charges or payments (migration 0062). */
  version: Generated<number>;
}

/**
 * Each building's confirmed payments per month received (`YYYY-MM`), kept by triggers on payments
 * (migration 0061): "collected" of the dashboard and the portfolio.
 */
export interface BuildingMonthsTable {
  apartment_id: string;
  month: string;
  confirmed_cents: Generated<number>;
}

/**
 * Each building's houses in use and houses let, kept by triggers on units and tenancies (migration
 * 0058), and its claims waiting, by a trigger on payments (0060).
 */
export interface BuildingCountsTable {
  apartment_id: string;
  /** Active houses. */
  units: Generated<number>;
  /** Active tenancies in a house. */
  occupied: Generated<number>;
  /** Tenants' claims waiting for a yes or a no: pending payments (migration 0060). */
  to_confirm: Generated<number>;
}

/**
 * Who changed which money or tenancy, and how; append-only (triggers refuse UPDATE and DELETE).
 * People are named by id and drawn with their current name when read (migration 0028).
 */
export interface AuditEventsTable {
  id: string;
  apartment_id: string;
  actor_id: string | null;
  /** A label for an actor that is not the person of actor_id ("M-Pesa (automatic)"); empty otherwise. */
  actor_name: string;
  actor_role: string;
  action: string;
  entity: string;
  entity_id: string;
  tenant_id: string | null;
  /** One sentence; `{tenant}` is where the tenant_id's current name goes, `{{` a literal `{` (features/activity/audit.ts). */
  summary: string;
  /** JSON `{ key, values }`: the ACTIVITY_MSG sentence and its values, drawn when read; null on older rows. */
  summary_parts: string | null;
  before: string | null;
  after: string | null;
  created_at: string;
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

/** One row per (owner, partner, building) of each chat pair, both directions, written with every message (migrations 0009, 0051). */
export interface ConversationsTable {
  owner_id: string;
  partner_id: string;
  apartment_id: string;
  message_count: number;
  last_message_id: string;
  /** The last message of the conversation its owner has seen (migration 0020). */
  read_through: Generated<string | null>;
}

/** An apartment's M-Pesa settings (migration 0019); the keys and the callback token are sealed. */
export interface MpesaSettingsTable {
  apartment_id: string;
  environment: 'sandbox' | 'production';
  shortcode_type: 'paybill' | 'till';
  shortcode: string;
  c2b_version: 'v1' | 'v2';
  consumer_key: string | null;
  consumer_secret: string | null;
  passkey: string | null;
  callback_token: string;
  callback_token_hash: string;
  urls_registered_at: string | null;
  updated_at: string;
}

/** Every M-Pesa callback as it arrived, and what became of it (migration 0019). */
export interface MpesaEventsTable {
  id: string;
  apartment_id: string;
  kind: 'confirmation' | 'validation' | 'stk';
  body: string;
  source_ip: string;
  received_at: string;
  outcome: string;
  detail: string | null;
  trans_id: string | null;
  amount_cents: number | null;
  payment_id: string | null;
  processed_at: string | null;
}

/** One statement import that recorded something (migration 0042, docs/imports.md). */
export interface StatementImportsTable {
  id: string;
  apartment_id: string;
  source: 'mpesa' | 'bank';
  created_by: string;
  created_at: string;
  rows: number;
  matched: number;
  unmatched: number;
  duplicates: number;
  ignored: number;
}

/** The column names of a building's bank export (migration 0042). */
export interface BankMappingsTable {
  apartment_id: string;
  date_column: string;
  amount_column: string;
  reference_column: string;
  description_column: string | null;
  date_format: string;
  updated_at: string;
}

/** A credit line of a bank statement, once per building (migration 0042). */
export interface BankLinesTable {
  id: string;
  apartment_id: string;
  import_id: string;
  line_key: string;
  booked_on: string;
  amount_cents: number;
  reference: string;
  description: string;
  outcome: 'matched' | 'unmatched' | 'assigned';
  payment_id: string | null;
  created_at: string;
}

/** A tenant's "Pay now" prompt (STK push) and what became of it (migration 0019). */
export interface MpesaStkRequestsTable {
  id: string;
  apartment_id: string;
  tenancy_id: string;
  tenant_id: string;
  bill_id: string | null;
  idempotency_key: string;
  phone: string;
  amount_cents: number;
  status: 'sending' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'timeout';
  checkout_request_id: string | null;
  result_code: number | null;
  result_desc: string | null;
  receipt: string | null;
  payment_id: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** Who may act in a building, and as what (migration 0034, docs/portfolio.md). */
export interface MembershipsTable {
  apartment_id: string;
  user_id: string;
  role: MemberRole;
  created_at: string;
}

/** A single-use code that makes its user a caretaker of a building (migration 0035, docs/team.md). */
export interface StaffInvitesTable {
  id: string;
  apartment_id: string;
  code_hash: string;
  hint: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
}

/** A signed-in device (migration 0018): open while ended_at is null. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  ended_at: string | null;
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

/** What the bell lists (migration 0020). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotifyKind;
  title: string;
  body: string;
  link: string | null;
  /** The same key twice is one notification (a reminder re-run after a crash). */
  dedupe_key: string | null;
  created_at: string;
  read_at: string | null;
}

/** Every SMS and email, written with the event that causes it, then delivered (migration 0020). */
export interface OutboxTable {
  id: string;
  apartment_id: string | null;
  user_id: string | null;
  channel: MessageChannel;
  kind: string;
  to_address: string;
  subject: string | null;
  body: string;
  dedupe_key: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  provider: string | null;
  provider_message_id: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotifyKind;
  sms: number;
  email: number;
}

/** One row per daily job and day: who runs it, until when (migration 0020). */
export interface ScheduledRunsTable {
  name: string;
  run_key: string;
  status: 'running' | 'done';
  locked_until: string;
  finished_at: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** SHA-256 hex of the user id and the code. */
  code_hash: string;
  channel: MessageChannel;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A building's own SMS or email account (migration 0044); `secret` is sealed (lib/secret-box.ts). */
export interface MessageProvidersTable {
  apartment_id: string;
  channel: MessageChannel;
  /** SMS: the Africa's Talking username and sender ID. */
  username: string | null;
  sender_id: string | null;
  /** Email: the mail server's host:port (no password) and the From address. */
  mail_host: string | null;
  mail_from: string | null;
  /** Sealed JSON: SMS `{ apiKey }`, email `{ smtpUrl }`. */
  secret: string;
  updated_by: string | null;
  updated_at: string;
}

export type MeterKind = 'water' | 'electricity';

export interface MetersTable {
  id: string;
  apartment_id: string;
  kind: MeterKind;
  /** The unit it measures; null for a shared meter (meter_shares). */
  unit_id: string | null;
  serial: string | null;
  created_at: string;
}
export interface MeterSharesTable {
  meter_id: string;
  unit_id: string;
  weight: number;
}
export interface UtilityRatesTable {
  id: string;
  apartment_id: string;
  kind: MeterKind;
  effective_from: string;
  /** JSON of RateBand[] (features/meters/tariff.ts). */
  bands: string;
  minimum_charge_cents: Generated<number>;
  fixed_fee_cents: Generated<number>;
  created_by: string;
  created_at: string;
}
export interface MeterReadingsTable {
  id: string;
  apartment_id: string;
  meter_id: string;
  /** Thousandths of a cubic metre (or kWh). */
  reading_milli: number;
  read_at: string;
  previous_milli: number | null;
  consumption_milli: number;
  replaced: Generated<number>;
  start_milli: number | null;
  charge_cents: Generated<number>;
  corrected_at: string | null;
  correction_reason: string | null;
  recorded_by: string;
  created_at: string;
}
/** A house's fixed monthly charge of one kind (docs/utilities.md "Recurring charges"). */
export interface UnitChargesTable {
  unit_id: string;
  kind: RecurringChargeKind;
  apartment_id: string;
  amount_cents: number;
  updated_by: string;
  updated_at: string;
}
export interface ReadingChargesTable {
  reading_id: string;
  bill_id: string;
}
/** A reading's photo of the meter (migration 0052): JPEG or PNG bytes, at most 2 MiB. */
export interface ReadingPhotosTable {
  reading_id: string;
  apartment_id: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  taken_by: string;
  created_at: string;
}

export interface DB {
  apartments: ApartmentsTable;
  users: UsersTable;
  bills: BillsTable;
  meters: MetersTable;
  meter_shares: MeterSharesTable;
  utility_rates: UtilityRatesTable;
  meter_readings: MeterReadingsTable;
  reading_charges: ReadingChargesTable;
  reading_photos: ReadingPhotosTable;
  unit_charges: UnitChargesTable;
  payments: PaymentsTable;
  allocations: AllocationsTable;
  receipts: ReceiptsTable;
  ledger_totals: LedgerTotalsTable;
  building_counts: BuildingCountsTable;
  ledger_building_totals: LedgerBuildingTotalsTable;
  building_months: BuildingMonthsTable;
  audit_events: AuditEventsTable;
  complaints: ComplaintsTable;
  complaint_notes: ComplaintNotesTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  rules: RulesTable;
  units: UnitsTable;
  tenancies: TenanciesTable;
  invites: InvitesTable;
  sessions: SessionsTable;
  memberships: MembershipsTable;
  staff_invites: StaffInvitesTable;
  mpesa_settings: MpesaSettingsTable;
  mpesa_events: MpesaEventsTable;
  mpesa_stk_requests: MpesaStkRequestsTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  message_providers: MessageProvidersTable;
  notification_preferences: NotificationPreferencesTable;
  scheduled_runs: ScheduledRunsTable;
  password_resets: PasswordResetsTable;
  statement_imports: StatementImportsTable;
  bank_mappings: BankMappingsTable;
  bank_lines: BankLinesTable;
}
