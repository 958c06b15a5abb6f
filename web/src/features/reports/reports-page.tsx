import { formatMonth, nairobiMonth, type RentalIncome } from '@safestay/contracts';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { MENU_LABELS } from '../../app/texts';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { FilterTabs } from '../../components/ui/filter-tabs';
import { runAction } from '../../lib/action';
import { formatDate, formatDateTime, formatKsh } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { downloadIncome, downloadYearPack, type IncomeChoice, useRentalIncome } from './api';
import { REPORTS_TEXT as T } from './texts';

/** Last month by default: the one a landlord files by the 20th (Nairobi's calendar). */
function lastMonth(): { year: number; month: number } {
  const [year, month] = nairobiMonth().split('-').map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The owner's reports (docs/reports.md): the month's MRI with its lines and downloads, and the year pack. */
export function ReportsPage() {
  const [choice, setChoice] = useState<IncomeChoice>({ ...lastMonth(), portfolio: false });
  const report = useRentalIncome(choice);
  useLoggedFailure(report.error, 'the rental income report');
  const thisYear = Number(nairobiMonth().slice(0, 4));
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={MENU_LABELS.reports} subtitle={T.subtitle} />
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-gray-900">{T.mriHeading}</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <SelectField
            label={T.month}
            value={String(choice.month)}
            onChange={(e) => setChoice({ ...choice, month: Number(e.target.value) })}
          >
            {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
              <option key={m} value={m}>
                {formatMonth(`2000-${String(m).padStart(2, '0')}`).replace(/\s*2000\s*/, '')}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={T.year}
            value={String(choice.year)}
            onChange={(e) => setChoice({ ...choice, year: Number(e.target.value) })}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
          <FilterTabs
            legend={T.allBuildings}
            value={choice.portfolio ? 'portfolio' : 'building'}
            onChange={(v) => setChoice({ ...choice, portfolio: v === 'portfolio' })}
            tabs={[
              { value: 'building', label: T.thisBuilding },
              { value: 'portfolio', label: T.allBuildings },
            ]}
          />
        </div>
        {report.isPending ? (
          <ListSkeleton rows={3} />
        ) : !report.data ? (
          <p className="mt-4 text-sm text-gray-600">{T.notLoaded}</p>
        ) : (
          <IncomeFigures report={report.data} choice={choice} />
        )}
      </Card>
      <YearPack year={choice.year} portfolio={choice.portfolio} />
    </div>
  );
}

function IncomeFigures({ report, choice }: { report: RentalIncome; choice: IncomeChoice }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const download = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    await runAction(() => downloadIncome(choice, kind), { done: T.downloaded });
    setBusy(null);
  };
  const figures: Array<[string, string]> = [
    [T.gross, formatKsh(report.gross)],
    [T.rate, `${report.rate.toLocaleString(undefined)}%`],
    [T.tax, formatKsh(report.tax)],
    [T.taxWithheld, formatKsh(report.taxWithheld)],
    [T.taxDue, formatKsh(report.taxDue)],
  ];
  const notes = [
    report.gross === 0 ? T.nilMonth : null,
    report.band === 'below' ? T.bandBelow : null,
    report.band === 'above' ? T.bandAbove : null,
  ].filter((n): n is string => n !== null);
  return (
    <div className="mt-4">
      <dl
        className="grid grid-cols-1 gap-2 sm:grid-cols-5"
        aria-label={formatMonth(`${report.year}-${String(report.month).padStart(2, '0')}`)}
      >
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2 sm:block"
          >
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-medium text-gray-900">{T.fileBy(formatDate(report.dueDate))}</p>
      {notes.map((note) => (
        <p key={note} className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {note}
        </p>
      ))}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          icon={<FileSpreadsheet className="size-4" aria-hidden="true" />}
          onClick={() => download('csv')}
        >
          {T.downloadCsv}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'pdf'}
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={() => download('pdf')}
        >
          {T.downloadPdf}
        </Button>
      </div>
      {report.lines.length > 0 ? (
        <>
          <h3 className="mt-6 text-base font-semibold text-gray-900">{T.linesHeading}</h3>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable) */}
          <section className="mt-2 overflow-x-auto" tabIndex={0} aria-label={T.linesHeading}>
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {T.property}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {T.unit}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {T.tenant}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {T.tenantPin}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {T.received}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {report.lines.map((l) => (
                  <tr key={`${l.property}-${l.unit}-${l.tenantName}`}>
                    <td className="py-2 pr-3">{l.property}</td>
                    <td className="py-2 pr-3">{l.unit}</td>
                    <td className="py-2 pr-3">{l.tenantName}</td>
                    <td className="py-2 pr-3 tabular-nums">{l.tenantKraPin ?? T.noPin}</td>
                    <td className="py-2 text-right tabular-nums">{formatKsh(l.received)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
      <p className="mt-4 text-xs text-gray-600">{T.drawnAt(formatDateTime(report.drawnAt))}</p>
    </div>
  );
}

function YearPack({ year, portfolio }: { year: number; portfolio: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">
        {T.yearPack} {year}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{T.yearPackText}</p>
      <Button
        className="mt-4"
        loading={busy}
        icon={<Download className="size-4" aria-hidden="true" />}
        onClick={async () => {
          setBusy(true);
          await runAction(() => downloadYearPack(year, portfolio), { done: T.downloaded });
          setBusy(false);
        }}
      >
        {T.downloadYearPack}
      </Button>
    </Card>
  );
}
