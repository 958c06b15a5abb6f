import { type DashboardSummary, formatDay, formatMonth } from '@safestay/contracts';
import { BellRing, CheckCircle2, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MENU_LABELS } from '../../app/texts';
import { Card } from '../../components/ui/card';
import { formatKsh } from '../../lib/format';
import { Placeholder } from './placeholder';
import { DASH_TEXT } from './texts';

type Money = NonNullable<DashboardSummary['money']>;

const link = 'font-medium text-emerald-700 hover:text-emerald-800 hover:underline';

function Figure({ label, value, tone = 'text-gray-900' }: { label: string; value?: number; tone?: string }) {
  return (
    // A row (label, then the sum) on a phone and in the half-width column of a wide screen; a tile
    // of three in between.
    <div className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2.5 sm:block lg:flex">
      <dt className="text-sm font-medium text-gray-600 sm:text-xs lg:text-sm">{label}</dt>
      <dd className={`text-lg font-semibold whitespace-nowrap tabular-nums sm:mt-0.5 lg:mt-0 ${tone}`}>
        {value === undefined ? <Placeholder chars={11} /> : formatKsh(value)}
      </dd>
    </div>
  );
}

/**
 * The landlord's money at a glance (docs/ledger.md): this month's charges and takings, what is owed
 * in all, claims waiting for them, and the tenants who owe most.
 */
export function LandlordMoney({ summary }: { summary: DashboardSummary | undefined }) {
  const titleId = useId();
  const arrearsId = useId();
  // While the summary loads, the same card with bars for its figures: the cards below stay put.
  const money: Money | undefined = summary?.money;
  if (summary !== undefined && !money) return null;
  return (
    <Card className="p-5" aria-busy={money === undefined}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={titleId}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={titleId} className="text-base font-semibold text-gray-900">
              {money ? DASH_TEXT.moneyIn(formatMonth(money.month)) : DASH_TEXT.moneyThisMonth}
            </h2>
            {money === undefined ? (
              <p className="inline-flex items-center gap-1.5 text-sm">
                <CheckCircle2 className="size-4 text-gray-300" aria-hidden="true" />
                <Placeholder chars={20} />
              </p>
            ) : money.toConfirm > 0 ? (
              <Link to="/payments" className={`inline-flex items-center gap-1.5 text-sm ${link}`}>
                <BellRing className="size-4" aria-hidden="true" />
                {DASH_TEXT.toConfirm(money.toConfirm)}
              </Link>
            ) : (
              <p className="inline-flex items-center gap-1.5 text-sm text-gray-600">
                <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
                {DASH_TEXT.nothingToConfirm}
              </p>
            )}
          </div>
          <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
            <Figure label={DASH_TEXT.expected} value={money?.expected} />
            <Figure label={DASH_TEXT.collected} value={money?.collected} tone="text-emerald-800" />
            <Figure
              label={DASH_TEXT.overdue}
              value={money?.overdue}
              tone={money && money.overdue > 0 ? 'text-red-700' : undefined}
            />
            <Figure label={DASH_TEXT.dueSoon} value={money?.dueSoon} />
          </dl>
          <p className="mt-2 text-xs text-gray-600">{DASH_TEXT.moneyExplained}</p>
          {/* One line until opened, so nothing below moves when the figures arrive. */}
          <details className="mt-2 text-xs text-gray-700">
            <summary className="cursor-pointer font-medium text-emerald-700">{DASH_TEXT.tieTitle}</summary>
            {money && (
              <p className="mt-1 tabular-nums">
                {DASH_TEXT.tie(
                  formatKsh(money.broughtForward),
                  formatKsh(money.expected),
                  formatKsh(money.dueLater),
                  formatKsh(money.collected),
                  formatKsh(money.outstanding),
                  formatKsh(money.credit),
                )}
              </p>
            )}
          </details>
        </section>
        <section aria-labelledby={arrearsId}>
          <h2 id={arrearsId} className="text-base font-semibold text-gray-900">
            {DASH_TEXT.largestArrears}
          </h2>
          {money === undefined ? (
            <p className="mt-3 text-sm">
              <Placeholder chars={20} />
            </p>
          ) : money.arrears.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-gray-600">
              <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
              {DASH_TEXT.nobodyOwes}
            </p>
          ) : (
            <ol className="mt-2 divide-y divide-gray-100">
              {money.arrears.map((a) => (
                <li key={a.tenancyId} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-gray-900">{a.name}</p>
                    <p className="text-xs text-gray-600">
                      {a.unit ? DASH_TEXT.unit(a.unit) : DASH_TEXT.noUnit} ·{' '}
                      {DASH_TEXT.lateSince(formatDay(a.oldestDueDate))}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <span className="text-right">
                      <span className="block text-sm font-semibold text-red-700 tabular-nums">
                        {formatKsh(a.overdue)}
                      </span>
                      {a.balance !== a.overdue && (
                        <span className="block text-xs text-gray-600 tabular-nums">
                          {DASH_TEXT.owesInAll(formatKsh(a.balance))}
                        </span>
                      )}
                    </span>
                    <Link
                      to={`/statement?tenancy=${encodeURIComponent(a.tenancyId)}`}
                      aria-label={DASH_TEXT.statementOf(a.name)}
                      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 text-sm sm:min-h-0 sm:min-w-0 ${link}`}
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{MENU_LABELS.statement}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Card>
  );
}
