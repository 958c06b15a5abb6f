import { formatMonth, type Portfolio } from '@safestay/contracts';
import { Building2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { MENU_LABELS } from '../../app/texts';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { useCurrentBuilding } from '../../lib/building';
import { deferred } from '../../lib/deferred';
import { formatKsh } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { usePortfolio, useSwitchBuilding } from './api';
import { PORTFOLIO_TEXT } from './texts';

const AddBuildingDialog = deferred(() => import('./add-building-dialog').then((m) => m.AddBuildingDialog));

type Figures = Portfolio['totals'];

/** This month's figures of every building of the landlord, and their sum (docs/portfolio.md). */
export function PortfolioPage() {
  const portfolio = usePortfolio();
  useLoggedFailure(portfolio.error, 'the portfolio');
  const [adding, setAdding] = useState(false);
  const data = portfolio.data;
  const addButton = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
      {PORTFOLIO_TEXT.addBuilding}
    </Button>
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={MENU_LABELS.buildings} subtitle={PORTFOLIO_TEXT.subtitle} actions={addButton} />
      {portfolio.isPending ? (
        <ListSkeleton rows={3} />
      ) : !data ? (
        <p className="text-sm text-gray-600">{PORTFOLIO_TEXT.notLoaded}</p>
      ) : (
        <>
          <Totals month={data.month} totals={data.totals} />
          <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label={MENU_LABELS.buildings}>
            {data.buildings.map((building) => (
              <li key={building._id}>
                <BuildingCard building={building} />
              </li>
            ))}
          </ul>
          {data.buildings.length < 2 ? (
            <div className="mt-6">
              <EmptyState
                icon={Building2}
                title={PORTFOLIO_TEXT.oneBuilding}
                text={PORTFOLIO_TEXT.oneBuildingText}
                action={addButton}
              />
            </div>
          ) : null}
        </>
      )}
      <AddBuildingDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function FigureList({ figures, large = false }: { figures: Figures; large?: boolean }) {
  const value = `font-semibold whitespace-nowrap tabular-nums ${large ? 'text-lg' : 'text-sm'}`;
  const rows: Array<[string, string, string]> = [
    [PORTFOLIO_TEXT.expected, formatKsh(figures.expected), 'text-gray-900'],
    [PORTFOLIO_TEXT.collected, formatKsh(figures.collected), 'text-emerald-800'],
    [PORTFOLIO_TEXT.overdue, formatKsh(figures.overdue), figures.overdue > 0 ? 'text-red-700' : 'text-gray-900'],
    [PORTFOLIO_TEXT.dueSoon, formatKsh(figures.dueSoon), 'text-gray-900'],
    [PORTFOLIO_TEXT.toConfirm, String(figures.toConfirm), 'text-gray-900'],
  ];
  return (
    <dl className={`grid gap-2 ${large ? 'sm:grid-cols-3 lg:grid-cols-5' : 'grid-cols-1'}`}>
      {rows.map(([label, amount, tone]) => (
        <div
          key={label}
          className={`flex min-w-0 items-baseline justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2 ${large ? 'sm:block' : ''}`}
        >
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className={`${value} ${tone}`}>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ month, totals }: { month: string; totals: Figures }) {
  const titleId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="mb-3 text-base font-semibold text-gray-900">
          {PORTFOLIO_TEXT.totalsIn(formatMonth(month))}
        </h2>
        <FigureList figures={totals} large />
        <p className="mt-2 text-xs text-gray-600">{PORTFOLIO_TEXT.figuresExplained}</p>
      </section>
    </Card>
  );
}

/** One building: a tap anywhere on it switches the tab to it and opens its dashboard. */
function BuildingCard({ building }: { building: Portfolio['buildings'][number] }) {
  const current = useCurrentBuilding();
  const switchTo = useSwitchBuilding();
  const titleId = useId();
  const here = building._id === current;
  return (
    <Card className="relative h-full p-4 focus-within:ring-2 focus-within:ring-emerald-600 hover:border-emerald-300">
      <article aria-labelledby={titleId}>
        <div className="mb-3 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="text-base font-semibold text-gray-900">
              {/* The button covers the card (its ::after), so the whole card is one target. */}
              <button
                type="button"
                onClick={() => switchTo(building._id)}
                className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus:outline-none"
              >
                {building.name}
              </button>
            </h3>
            <p className="text-sm text-gray-600">
              {building.area ? `${building.area} · ` : ''}
              {PORTFOLIO_TEXT.units(building.units, building.occupied)}
            </p>
          </div>
          {here ? (
            <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {PORTFOLIO_TEXT.youAreHere}
            </span>
          ) : null}
        </div>
        <FigureList figures={building} />
      </article>
    </Card>
  );
}
