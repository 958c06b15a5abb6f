import { type CollectionMonth, formatMonth, INTL_TAG, nairobiToday } from '@safestay/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CsvDownload } from '../../components/ui/csv-download';
import { formatKsh } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { collectionPath, useCollection } from './api';
import { COLLECTION_TEXT as T } from './texts';

const HEIGHT = 200;
const TOP = 10;
const BOTTOM = 22;
const LEFT = 44;
const COLOURS = { expected: '#d1d5db', collected: '#059669', outstanding: '#d97706', overdue: '#dc2626' };

/**
 * Our own SVG, not a chart library (docs/reports.md "Collection"): two bars a month (expected,
 * collected) and two lines (owed and late at each month's close). The picture is one image with
 * a description; the table under it carries every figure for a screen reader and a calculator.
 */
function Chart({ months, year }: { months: CollectionMonth[]; year: number }) {
  const locale = useLocale();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const titleId = useId();
  const descId = useId();
  const width = wide ? 720 : 360;
  const plot = { w: width - LEFT - 4, h: HEIGHT - TOP - BOTTOM };
  const top = Math.max(1, ...months.flatMap((m) => [m.expected, m.collected, m.outstanding ?? 0, m.overdue ?? 0]));
  const y = (v: number) => TOP + plot.h - (v / top) * plot.h;
  const slot = plot.w / 12;
  const bar = slot * 0.32;
  const x = (i: number) => LEFT + slot * i;
  const compact = new Intl.NumberFormat(INTL_TAG[locale], { notation: 'compact', maximumFractionDigits: 1 });
  const monthName = new Intl.DateTimeFormat(INTL_TAG[locale], { month: wide ? 'short' : 'narrow', timeZone: 'UTC' });
  const line = (key: 'outstanding' | 'overdue') =>
    months
      .map((m, i) => (m[key] === null ? null : `${x(i) + slot / 2},${y(m[key] as number)}`))
      .filter((p): p is string => p !== null)
      .join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{T.title(year)}</title>
      <desc id={descId}>{T.description(year)}</desc>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={LEFT} x2={width - 4} y1={y(top * f)} y2={y(top * f)} stroke="#e5e7eb" />
          <text x={LEFT - 4} y={y(top * f) + 4} textAnchor="end" fontSize="10" fill="#4b5563">
            {compact.format(top * f)}
          </text>
        </g>
      ))}
      {months.map((m, i) => (
        <g key={m.month}>
          <rect
            x={x(i) + slot * 0.16}
            y={y(m.expected)}
            width={bar}
            height={plot.h + TOP - y(m.expected)}
            fill={COLOURS.expected}
          />
          <rect
            x={x(i) + slot * 0.16 + bar}
            y={y(m.collected)}
            width={bar}
            height={plot.h + TOP - y(m.collected)}
            fill={COLOURS.collected}
          />
          <text x={x(i) + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="10" fill="#4b5563">
            {monthName.format(Date.UTC(year, i, 15))}
          </text>
        </g>
      ))}
      <polyline points={line('outstanding')} fill="none" stroke={COLOURS.outstanding} strokeWidth="2" />
      <polyline points={line('overdue')} fill="none" stroke={COLOURS.overdue} strokeWidth="2" strokeDasharray="4 3" />
    </svg>
  );
}

function Legend() {
  const items = [
    [T.expected, COLOURS.expected, 'h-3 w-3 rounded-sm'],
    [T.collected, COLOURS.collected, 'h-3 w-3 rounded-sm'],
    [T.outstanding, COLOURS.outstanding, 'h-0.5 w-4'],
    [T.overdue, COLOURS.overdue, 'h-0.5 w-4'],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
      {items.map(([label, colour, shape]) => (
        <li key={label} className="inline-flex items-center gap-1.5">
          <span className={`inline-block ${shape}`} style={{ backgroundColor: colour }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

function FiguresTable({ months, year }: { months: CollectionMonth[]; year: number }) {
  const cell = (v: number | null) => (v === null ? T.notYet : formatKsh(v));
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-emerald-700">{T.showTable}</summary>
      <section
        className="mt-2 overflow-x-auto"
        aria-label={T.showTable}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; a keyboard must reach it
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{T.title(year)}</caption>
          <thead className="text-xs text-gray-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {T.month}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {T.expected}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {T.collected}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {T.outstanding}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {T.overdue}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 tabular-nums">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {formatMonth(m.month)}
                </th>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{formatKsh(m.expected)}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{formatKsh(m.collected)}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{cell(m.outstanding)}</td>
                <td className="py-1 text-right whitespace-nowrap">{cell(m.overdue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

/** The owner's year of collection on the dashboard, a year at a time, with its CSV. */
export function CollectionChart() {
  const thisYear = Number(nairobiToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const report = useCollection(year);
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-gray-900">
            {T.title(year)}
          </h2>
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.previousYear(year - 1)}
              icon={<ChevronLeft className="size-4" aria-hidden="true" />}
              onClick={() => setYear(year - 1)}
              disabled={year <= 2000}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.nextYear(year + 1)}
              icon={<ChevronRight className="size-4" aria-hidden="true" />}
              onClick={() => setYear(year + 1)}
              disabled={year >= thisYear}
            />
            <CsvDownload
              path={collectionPath(year, true)}
              fileName={`collection-${year}.csv`}
              label={T.downloadCsv}
              name={T.downloadCsvOf(year)}
            />
          </div>
        </div>
        <div className="mt-3" aria-busy={report.isPending}>
          {report.isError ? (
            <p className="text-sm text-red-700">{T.loadFailed}</p>
          ) : report.data ? (
            <>
              <Chart months={report.data.months} year={year} />
              <Legend />
              <FiguresTable months={report.data.months} year={year} />
            </>
          ) : (
            <div className="aspect-[18/10] w-full animate-pulse rounded-lg bg-gray-50 lg:aspect-[36/10]" />
          )}
        </div>
      </section>
    </Card>
  );
}
