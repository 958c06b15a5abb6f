import { formatDay, formatKsh, type Statement, type StatementEntry } from '@safestay/contracts';
import { EntryText, MARKED_ROW } from './entry-parts';
import { balanceText, STMT_TEXT } from './texts';

/** On a phone: the same account, one card an entry, between the opening and closing balances. */
export function StatementCards({ statement }: { statement: Statement }) {
  const { entries, from, to, openingBalance, closingBalance, summarised } = statement;
  return (
    <ol className="space-y-2 md:hidden" aria-label={STMT_TEXT.statementOf(statement.tenant.name)}>
      <BalanceCard
        date={from}
        label={summarised ? STMT_TEXT.broughtForward : STMT_TEXT.opening}
        balance={openingBalance}
      />
      {entries.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <EntryCard key={i} entry={e} />
      ))}
      <BalanceCard date={to} label={STMT_TEXT.closing} balance={closingBalance} />
    </ol>
  );
}

function EntryCard({ entry }: { entry: StatementEntry }) {
  const charge = entry.debit > 0;
  return (
    <li className={`rounded-xl border border-gray-200 p-3 shadow-sm ${MARKED_ROW[entry.kind] ?? 'bg-white'}`}>
      <div className="min-w-0 text-sm text-gray-900">
        <p className="text-xs text-gray-600">{formatDay(entry.date)}</p>
        <div className="mt-0.5">
          <EntryText entry={entry} />
        </div>
      </div>
      <dl className="mt-2 flex items-baseline justify-between gap-3 border-t border-gray-100 pt-2 text-sm">
        <div>
          <dt className="inline text-gray-600">{charge ? STMT_TEXT.chargeLabel : STMT_TEXT.paidLabel}</dt>
          <dd className={`inline font-medium tabular-nums ${charge ? 'text-gray-900' : 'text-emerald-800'}`}>
            {formatKsh(charge ? entry.debit : entry.credit)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="inline text-gray-600">{STMT_TEXT.balanceLabel}</dt>
          <dd className="inline font-semibold text-gray-900 tabular-nums">{balanceText(entry.balance)}</dd>
        </div>
      </dl>
    </li>
  );
}

function BalanceCard({ date, label, balance }: { date: string | null; label: string; balance: number }) {
  return (
    <li className="flex items-baseline justify-between gap-3 rounded-xl bg-gray-100 px-3 py-2.5 text-sm font-semibold text-gray-900">
      <span>
        {label}
        {date ? <span className="ml-1 font-normal text-gray-600">{formatDay(date)}</span> : null}
      </span>
      <span className="tabular-nums">{balanceText(balance)}</span>
    </li>
  );
}
