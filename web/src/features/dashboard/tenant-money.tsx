import { type DashboardSummary, LEDGER_MSG, nairobiToday } from '@safestay/contracts';
import { CalendarDays, FileText, Receipt, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MENU_LABELS } from '../../app/texts';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { Placeholder } from './placeholder';
import { DASH_TEXT } from './texts';

/** "You owe KSH 22,500", "You are KSH 1,000 in credit" or "You are all paid up". */
export function balanceLine(balance: number): string {
  if (balance > 0) return LEDGER_MSG.youOwe(balance);
  if (balance < 0) return LEDGER_MSG.youAreInCredit(-balance);
  return LEDGER_MSG.allPaid;
}

/** The earliest unpaid due date: "Next due: 5 Dec 2026", or, once it has passed in Nairobi, "Overdue since …". */
function NextDue({ day }: { day: string }) {
  const late = day.slice(0, 10) < nairobiToday();
  return (
    <p className={`flex items-center gap-1.5 ${late ? 'font-medium text-red-700' : ''}`}>
      <CalendarDays className={`size-4 ${late ? 'text-red-600' : 'text-gray-400'}`} aria-hidden="true" />
      {late ? LEDGER_MSG.overdueSince(formatDate(day)) : LEDGER_MSG.nextDue(formatDate(day))}
    </p>
  );
}

const LINKS = [
  { label: () => MENU_LABELS.myBills, to: '/bills', icon: Receipt },
  { label: () => MENU_LABELS.myPayments, to: '/payments', icon: Wallet },
  { label: () => MENU_LABELS.statement, to: '/statement', icon: FileText },
];

/** The tenant's money first (docs/ledger.md): what they owe, when the next charge is due, what is late. */
export function TenantMoney({ summary }: { summary: DashboardSummary | undefined }) {
  const titleId = useId();
  // No figure (the summary failed to load) is no line: "all paid up" would be a guess.
  if (summary !== undefined && summary.balance === undefined) return null;
  // While the summary loads, the same card with a bar for the balance: the cards below stay put.
  const balance = summary?.balance;
  const overdue = summary?.overdueBills ?? 0;
  return (
    <Card className="p-5" aria-busy={balance === undefined}>
      <section aria-labelledby={titleId} className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-medium text-gray-600">
            {DASH_TEXT.yourBalance}
          </h2>
          <p
            className={`mt-1 text-2xl font-bold tracking-tight ${balance !== undefined && balance > 0 ? 'text-red-700' : 'text-emerald-800'}`}
          >
            {balance === undefined ? <Placeholder chars={16} /> : balanceLine(balance)}
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            {summary === undefined ? (
              <p>
                <Placeholder chars={20} />
              </p>
            ) : null}
            {summary?.nextDueDate ? <NextDue day={summary.nextDueDate} /> : null}
            {overdue > 0 ? <p className="font-medium text-red-700">{DASH_TEXT.overdueBills(overdue)}</p> : null}
          </div>
        </div>
        <nav aria-label={DASH_TEXT.yourMoney} className="flex flex-wrap gap-2">
          {LINKS.map(({ label, to, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className={buttonClasses('secondary', 'sm', 'flex-1 whitespace-nowrap md:flex-none')}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label()}
            </Link>
          ))}
        </nav>
      </section>
    </Card>
  );
}
