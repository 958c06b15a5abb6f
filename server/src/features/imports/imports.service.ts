import {
  type BankMapping,
  ERROR_CODE,
  IMPORT_MSG,
  type ImportAnswer,
  type ImportRow,
  type RowOutcome,
  type UnmatchedItem,
} from '@safestay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { addDays, nairobiStamp, today } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { ledgerTransaction } from '../ledger/announce';
import { type AccountTenancy, claimVerdict, EFFECTIVE, tenanciesByAccounts } from '../mpesa/c2b';
import { type PendingClaim, pendingClaims } from '../mpesa/mpesa-payments';
import { settingsRow } from '../mpesa/mpesa-settings';
import { assignUnmatched, listUnmatched } from '../mpesa/unmatched';
import { confirmPaymentIn, type ImportedPayment, recordPaymentsIn } from '../payments/payments.service';
import { type ReadStatement, readBankStatement, readMpesaStatement, type StatementLine } from './statement-csv';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'ledgerNews'>;
type Db = Kysely<DB>;

/** A receipt SMS goes only for money paid in the last days: an old statement row tells nobody. */
const RECEIPT_SMS_DAYS = 3;
const CHUNK = 500;

async function inChunks<T, R>(items: T[], work: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await work(items.slice(i, i + CHUNK))));
  return out;
}

/** What the import does (did) with a money-in line. */
interface Planned {
  line: StatementLine;
  outcome: Exclude<RowOutcome, 'ignored'>;
  reason: string;
  tenancy?: AccountTenancy;
  claim?: PendingClaim;
}

/** M-Pesa receipts of the building already counted: a confirmed payment, or a callback or import that took effect. */
async function takenReceipts(db: Db, apartmentId: string, codes: string[]): Promise<Set<string>> {
  const paid = await inChunks(codes, (chunk) =>
    db
      .selectFrom('payments')
      .select('reference as code')
      .where('apartment_id', '=', apartmentId)
      .where('method', '=', 'mpesa')
      .where('status', '=', 'confirmed')
      .where('reference', 'in', chunk)
      .execute(),
  );
  const events = await inChunks(codes, (chunk) =>
    db
      .selectFrom('mpesa_events')
      .select('trans_id as code')
      .where('apartment_id', '=', apartmentId)
      .where('trans_id', 'in', chunk)
      .where('outcome', 'in', EFFECTIVE)
      .execute(),
  );
  return new Set([...paid, ...events].map((r) => r.code as string));
}

/** Each M-Pesa line's fate, exactly as a callback's (mpesa/c2b.ts): the same matcher, the same claim rule. */
async function planMpesa(db: Db, apartmentId: string, lines: StatementLine[]): Promise<Planned[]> {
  const codes = [...new Set(lines.map((l) => l.reference))];
  const [taken, tenancies, claims] = await Promise.all([
    takenReceipts(db, apartmentId, codes),
    tenanciesByAccounts({ db }, apartmentId, lines.map((l) => l.account).filter(Boolean)),
    inChunks(codes, async (chunk) => [...(await pendingClaims({ db }, apartmentId, chunk))]),
  ]);
  const claimOf = new Map(claims);
  const seen = new Map<string, number>();
  return lines.map((line): Planned => {
    const first = seen.get(line.reference);
    if (first !== undefined) return { line, outcome: 'duplicate', reason: IMPORT_MSG.sameAsLine(first) };
    seen.set(line.reference, line.line);
    if (taken.has(line.reference))
      return { line, outcome: 'duplicate', reason: IMPORT_MSG.alreadyRecorded(line.reference) };
    const tenancy = line.account ? tenancies.get(line.account) : undefined;
    const claim = claimOf.get(line.reference);
    const verdict = claimVerdict(claim, tenancy?.id, line.amountCents);
    if (!tenancy || verdict === 'unmatched') {
      const reason = claim
        ? IMPORT_MSG.claimDiffers(claim.tenantName)
        : line.account
          ? IMPORT_MSG.noAccount(line.account)
          : IMPORT_MSG.noAccountGiven;
      return { line, outcome: 'unmatched', reason, claim };
    }
    if (verdict === 'confirm' && claim)
      return { line, outcome: 'claim', reason: IMPORT_MSG.claimConfirmed(claim.tenantName), tenancy, claim };
    return { line, outcome: 'matched', reason: IMPORT_MSG.paidTo(tenancy.tenant_name, line.account), tenancy };
  });
}

const lineKey = (l: StatementLine) => `${l.day}|${l.amountCents}|${l.reference}|${l.description}`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each bank credit's fate: an account number named as a whole word, once; else it waits unmatched. */
async function planBank(db: Db, apartmentId: string, lines: StatementLine[]): Promise<Planned[]> {
  const keys = [...new Set(lines.map(lineKey))];
  const days = [...new Set(lines.map((l) => l.day))];
  const [imported, byHand, refs] = await Promise.all([
    inChunks(keys, (chunk) =>
      db
        .selectFrom('bank_lines')
        .select('line_key')
        .where('apartment_id', '=', apartmentId)
        .where('line_key', 'in', chunk)
        .execute(),
    ),
    inChunks(days, (chunk) =>
      db
        .selectFrom('payments')
        .select(['received_at', 'amount_cents', 'reference'])
        .where('apartment_id', '=', apartmentId)
        .where('method', '=', 'bank')
        .where('status', '=', 'confirmed')
        .where('received_at', 'in', chunk)
        .execute(),
    ),
    db
      .selectFrom('tenancies')
      .select('account_ref')
      .distinct()
      .where('apartment_id', '=', apartmentId)
      .where('status', 'in', ['active', 'ended'])
      .execute(),
  ]);
  const takenKeys = new Set(imported.map((r) => r.line_key));
  const handKeys = new Set(byHand.map((p) => `${p.received_at}|${Number(p.amount_cents)}|${p.reference ?? ''}`));
  const words = refs
    .map((r) => r.account_ref)
    .filter(Boolean)
    .map((ref) => ({ ref, re: new RegExp(`(?<![A-Z0-9])${escapeRegExp(ref.toUpperCase())}(?![A-Z0-9])`) }));
  const named = lines.map((l) => {
    const text = `${l.reference} ${l.description}`.toUpperCase();
    return [...new Set(words.filter((w) => w.re.test(text)).map((w) => w.ref))];
  });
  const tenancies = await tenanciesByAccounts(
    { db },
    apartmentId,
    named.flatMap((n) => (n.length === 1 ? n : [])),
  );
  const seen = new Map<string, number>();
  return lines.map((line, i): Planned => {
    const key = lineKey(line);
    const first = seen.get(key);
    if (first !== undefined) return { line, outcome: 'duplicate', reason: IMPORT_MSG.sameAsLine(first) };
    seen.set(key, line.line);
    if (takenKeys.has(key) || handKeys.has(`${line.day}|${line.amountCents}|${line.reference}`))
      return { line, outcome: 'duplicate', reason: IMPORT_MSG.bankAlreadyRecorded };
    const accounts = named[i] ?? [];
    if (accounts.length > 1) return { line, outcome: 'unmatched', reason: IMPORT_MSG.twoAccounts(accounts.join(', ')) };
    const tenancy = accounts[0] ? tenancies.get(accounts[0]) : undefined;
    if (!tenancy) return { line, outcome: 'unmatched', reason: IMPORT_MSG.noAccountGiven };
    return { line, outcome: 'matched', reason: IMPORT_MSG.paidTo(tenancy.tenant_name, accounts[0] ?? ''), tenancy };
  });
}

/** The answer: counts, problems, and every row with its outcome and reason, in file order. */
function answerOf(read: ReadStatement, planned: Planned[], dryRun: boolean): ImportAnswer {
  const count = (...outcomes: RowOutcome[]) => planned.filter((p) => outcomes.includes(p.outcome)).length;
  const rows: ImportRow[] = planned.map((p) => ({
    line: p.line.line,
    reference: p.line.reference,
    date: p.line.day,
    amount: toKes(p.line.amountCents),
    account: p.line.account,
    payer: p.line.payer,
    outcome: p.outcome,
    reason: p.reason,
    tenantName: p.tenancy?.tenant_name ?? null,
  }));
  const matched = count('matched', 'claim');
  const unmatched = count('unmatched');
  return {
    message: dryRun ? IMPORT_MSG.previewed(read.rows) : IMPORT_MSG.recorded(matched, unmatched),
    dryRun,
    rows: read.rows,
    matched,
    unmatched,
    duplicates: count('duplicate'),
    ignored: read.ignored.length,
    problems: read.problems,
    lines: [...rows, ...read.ignored].sort((a, b) => a.line - b.line),
  };
}

/** The matched lines' payments, all in one batch (receipt numbers in file order); the ids by line. */
async function payMatched(
  trx: Transaction<DB>,
  deps: Deps,
  caller: Caller,
  planned: Planned[],
  method: ImportedPayment['method'],
): Promise<Map<number, string>> {
  const recentFrom = addDays(today(), -RECEIPT_SMS_DAYS);
  const matched = planned.filter((p) => p.outcome === 'matched' && p.tenancy);
  // A claim confirmed moves its building's count of claims waiting (building_counts, migration
  // 0060), and every confirmation takes that line before the receipt counter. So does the import,
  // before its payments take the counter: in the other order, a claim confirmed at the same moment
  // (by the landlord or an M-Pesa callback) would deadlock with it on PostgreSQL (SQLite has one
  // writer).
  if (deps.dialect === 'postgres' && planned.some((p) => p.outcome === 'claim' && p.claim))
    await trx
      .selectFrom('building_counts')
      .select('apartment_id')
      .where('apartment_id', '=', caller.apartmentId)
      .forNoKeyUpdate()
      .execute();
  const ids = await recordPaymentsIn(
    trx,
    deps,
    caller,
    matched.map((p) => ({
      tenancyId: (p.tenancy as AccountTenancy).id,
      amountCents: p.line.amountCents,
      method,
      reference: p.line.reference,
      receivedAt: p.line.day,
      notify: p.line.day >= recentFrom,
    })),
  );
  const paymentOf = new Map<number, string>();
  for (const [i, p] of matched.entries()) paymentOf.set(p.line.line, ids[i] as string);
  for (const p of planned)
    if (p.outcome === 'claim' && p.claim) {
      await confirmPaymentIn(trx, deps, caller, p.claim.id, { notify: p.line.day >= recentFrom });
      paymentOf.set(p.line.line, p.claim.id);
    }
  return paymentOf;
}

async function noteImport(trx: Db, caller: Caller, source: 'mpesa' | 'bank', id: string, answer: ImportAnswer) {
  await trx
    .insertInto('statement_imports')
    .values({
      id,
      apartment_id: caller.apartmentId,
      source,
      created_by: caller.userId,
      created_at: nowIso(),
      rows: answer.rows,
      matched: answer.matched,
      unmatched: answer.unmatched,
      duplicates: answer.duplicates,
      ignored: answer.ignored,
    })
    .execute();
}

/** Runs an import's one transaction; a receipt that arrived meanwhile (unique index) is a 409, nothing kept. */
async function oneTransaction<T>(deps: Deps, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  try {
    return await ledgerTransaction(deps, 'payment', (trx) => work(trx));
  } catch (error) {
    if (isUniqueViolation(error) || (error instanceof AppError && error.code === ERROR_CODE.mpesaCodeUsed))
      throw conflict(IMPORT_MSG.arrivedMeanwhile, ERROR_CODE.changedMeanwhile);
    throw error;
  }
}

const split = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return {
    FirstName: words[0] ?? '',
    MiddleName: words.length > 2 ? words.slice(1, -1).join(' ') : '',
    LastName: words.length > 1 ? (words.at(-1) ?? '') : '',
  };
};

/** POST /payments/mpesa/statements (?dryRun=1). */
export async function importMpesaStatement(deps: Deps, caller: Caller, text: string, dryRun: boolean) {
  const read = readMpesaStatement(text);
  if (dryRun) return answerOf(read, await planMpesa(deps.db, caller.apartmentId, read.lines), true);
  return oneTransaction(deps, async (trx) => {
    const planned = await planMpesa(trx, caller.apartmentId, read.lines);
    const answer = answerOf(read, planned, false);
    const paymentOf = await payMatched(trx, deps, caller, planned, 'mpesa');
    const shortcode = (await settingsRow({ db: trx }, caller.apartmentId))?.shortcode ?? '000000';
    const importId = newId();
    const now = nowIso();
    // Each line joins M-Pesa's events as a callback would have: the receipt is then taken, and a
    // line that named nobody waits in the unmatched queue with the callbacks' money.
    const events = planned
      .filter((p) => p.outcome !== 'duplicate')
      .map((p) => ({
        id: newId(),
        apartment_id: caller.apartmentId,
        kind: 'confirmation' as const,
        body: JSON.stringify({
          TransactionType: 'Statement',
          TransID: p.line.reference,
          TransTime: nairobiStamp(new Date(p.line.at)),
          TransAmount: (p.line.amountCents / 100).toFixed(2),
          BusinessShortCode: shortcode,
          BillRefNumber: p.line.account,
          MSISDN: p.line.phone,
          ...split(p.line.payer),
        }),
        source_ip: 'statement',
        received_at: now,
        outcome: p.outcome === 'claim' ? 'claim_confirmed' : p.outcome,
        detail: `statement ${importId} line ${p.line.line}`,
        trans_id: p.line.reference,
        amount_cents: p.line.amountCents,
        payment_id: paymentOf.get(p.line.line) ?? null,
        processed_at: now,
      }));
    for (let i = 0; i < events.length; i += 1000)
      await trx
        .insertInto('mpesa_events')
        .values(events.slice(i, i + 1000))
        .execute();
    await noteImport(trx, caller, 'mpesa', importId, answer);
    return answer;
  });
}

/** The building's bank columns, or null before the landlord chose them. */
export async function readMapping(deps: Pick<Deps, 'db'>, caller: Caller): Promise<BankMapping | null> {
  const row = await deps.db
    .selectFrom('bank_mappings')
    .selectAll()
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    date: row.date_column,
    amount: row.amount_column,
    reference: row.reference_column,
    description: row.description_column,
    dateFormat: row.date_format as BankMapping['dateFormat'],
  };
}

/** PUT /payments/bank-statements/mapping: kept per building, replaced whole. */
export async function saveMapping(deps: Pick<Deps, 'db'>, caller: Caller, mapping: BankMapping) {
  const values = {
    date_column: mapping.date,
    amount_column: mapping.amount,
    reference_column: mapping.reference,
    description_column: mapping.description ?? null,
    date_format: mapping.dateFormat,
    updated_at: nowIso(),
  };
  await deps.db
    .insertInto('bank_mappings')
    .values({ apartment_id: caller.apartmentId, ...values })
    .onConflict((oc) => oc.column('apartment_id').doUpdateSet(values))
    .execute();
  return readMapping(deps, caller);
}

/** POST /payments/bank-statements (?dryRun=1). */
export async function importBankStatement(deps: Deps, caller: Caller, text: string, dryRun: boolean) {
  const mapping = await readMapping(deps, caller);
  if (!mapping) throw conflict(IMPORT_MSG.mappingNeeded, ERROR_CODE.notSetUp);
  const read = readBankStatement(text, mapping);
  if (dryRun) return answerOf(read, await planBank(deps.db, caller.apartmentId, read.lines), true);
  return oneTransaction(deps, async (trx) => {
    const planned = await planBank(trx, caller.apartmentId, read.lines);
    const answer = answerOf(read, planned, false);
    const paymentOf = await payMatched(trx, deps, caller, planned, 'bank');
    const importId = newId();
    const now = nowIso();
    const rows = planned
      .filter((p) => p.outcome !== 'duplicate')
      .map((p) => ({
        id: newId(),
        apartment_id: caller.apartmentId,
        import_id: importId,
        line_key: lineKey(p.line),
        booked_on: p.line.day,
        amount_cents: p.line.amountCents,
        reference: p.line.reference,
        description: p.line.description,
        outcome: p.outcome === 'unmatched' ? ('unmatched' as const) : ('matched' as const),
        payment_id: paymentOf.get(p.line.line) ?? null,
        created_at: now,
      }));
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('bank_lines')
        .values(rows.slice(i, i + 1000))
        .execute();
    await noteImport(trx, caller, 'bank', importId, answer);
    return answer;
  });
}

/** GET /payments/unmatched: M-Pesa's unmatched money (callbacks and statements) and the bank's, oldest first. */
export async function listQueue(deps: Deps, caller: Caller): Promise<UnmatchedItem[]> {
  const [mpesa, bank] = await Promise.all([
    listUnmatched(deps, caller),
    deps.db
      .selectFrom('bank_lines')
      .select(['id', 'reference', 'description', 'amount_cents', 'booked_on'])
      .where('apartment_id', '=', caller.apartmentId)
      .where('outcome', '=', 'unmatched')
      .orderBy('booked_on')
      .orderBy('id')
      .limit(200)
      .execute(),
  ]);
  const items: UnmatchedItem[] = [
    ...mpesa.map((m) => ({
      _id: m._id,
      source: 'mpesa' as const,
      reference: m.transId,
      amount: m.amount,
      account: m.billRef,
      payer: m.payerName,
      receivedAt: m.receivedAt,
      suggestions: m.suggestions,
      conflictingClaim: m.conflictingClaim,
    })),
    ...bank.map((b) => ({
      _id: b.id,
      source: 'bank' as const,
      reference: b.reference,
      amount: toKes(Number(b.amount_cents)),
      account: b.description,
      payer: '',
      receivedAt: b.booked_on,
      suggestions: [],
      conflictingClaim: null,
    })),
  ];
  return items.sort((a, b) => (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : 0));
}

/** POST /payments/unmatched/:id/assign: M-Pesa money as its own view does; a bank line in one transaction. */
export async function assignQueued(deps: Deps, caller: Caller, id: string, tenancyId: string): Promise<string> {
  const mpesa = await deps.db
    .selectFrom('mpesa_events')
    .select('id')
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (mpesa) return assignUnmatched(deps, caller, id, tenancyId);
  return ledgerTransaction(deps, 'payment', async (trx) => {
    const line = await trx
      .selectFrom('bank_lines')
      .selectAll()
      .where('id', '=', id)
      .where('apartment_id', '=', caller.apartmentId)
      .executeTakeFirst();
    if (!line) throw notFound(IMPORT_MSG.lineNotFound);
    const taken = await trx
      .updateTable('bank_lines')
      .set({ outcome: 'assigned' })
      .where('id', '=', id)
      .where('outcome', '=', 'unmatched')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw conflict(IMPORT_MSG.alreadyGiven, ERROR_CODE.alreadyAssigned);
    const [paymentId] = await recordPaymentsIn(trx, deps, caller, [
      {
        tenancyId,
        amountCents: Number(line.amount_cents),
        method: 'bank',
        reference: line.reference,
        receivedAt: line.booked_on,
        notify: true,
      },
    ]);
    await trx
      .updateTable('bank_lines')
      .set({ payment_id: paymentId ?? null })
      .where('id', '=', id)
      .execute();
    return paymentId as string;
  });
}
