import { formatDay, formatKsh, type Statement } from '@safestay/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { EntryText, MARKED_ROW } from './entry-parts';
import { balanceText, STMT_TEXT } from './texts';

const cell = 'px-3 py-3';
const money = `${cell} text-right whitespace-nowrap tabular-nums`;

function Head({ children, right }: { children: ReactNode; right?: boolean }) {
  return (
    <th scope="col" className={`${cell} font-semibold ${right ? 'text-right' : ''}`}>
      {children}
    </th>
  );
}

/** From a tablet up: the running account as a bank prints it, one line an entry, oldest first. */
export function StatementTable({ statement }: { statement: Statement }) {
  const { entries, from, to, openingBalance, closingBalance, summarised } = statement;
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{STMT_TEXT.statementOf(statement.tenant.name)}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            <Head>{STMT_TEXT.date}</Head>
            <Head>{STMT_TEXT.description}</Head>
            <Head right>{STMT_TEXT.charge}</Head>
            <Head right>{STMT_TEXT.paid}</Head>
            <Head right>{STMT_TEXT.balance}</Head>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 align-top">
          <BalanceRow
            date={from}
            label={summarised ? STMT_TEXT.broughtForward : STMT_TEXT.opening}
            balance={openingBalance}
          />
          {entries.map((e, i) => (
            // Entries have no id of their own; their order is fixed by the server.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <tr key={i} className={MARKED_ROW[e.kind] ?? ''}>
              <td className={`${cell} whitespace-nowrap text-gray-700`}>{formatDay(e.date)}</td>
              <td className={`${cell} min-w-56 text-gray-900`}>
                <EntryText entry={e} />
              </td>
              <td className={`${money} text-gray-900`}>{e.debit ? formatKsh(e.debit) : ''}</td>
              <td className={`${money} text-emerald-800`}>{e.credit ? formatKsh(e.credit) : ''}</td>
              <td className={`${money} font-medium text-gray-900`}>{balanceText(e.balance)}</td>
            </tr>
          ))}
          <BalanceRow date={to} label={STMT_TEXT.closing} balance={closingBalance} />
        </tbody>
      </table>
    </Card>
  );
}

function BalanceRow({ date, label, balance }: { date: string | null; label: string; balance: number }) {
  return (
    <tr className="bg-gray-50 font-semibold text-gray-900">
      <td className={`${cell} whitespace-nowrap`}>{date ? formatDay(date) : ''}</td>
      <th scope="row" colSpan={3} className={`${cell} text-left`}>
        {label}
      </th>
      <td className={money}>{balanceText(balance)}</td>
    </tr>
  );
}
