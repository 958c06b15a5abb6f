import type { Statement } from '@safestay/contracts';
import { ChevronLeft, FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ApiError } from '../../lib/api-client';
import { useLoggedFailure } from '../../lib/query';
import { AccountSummary } from './account-summary';
import { type StatementRange, useStatement } from './api';
import { DateRangeForm } from './date-range-form';
import { DownloadButton, LandlordLinks } from './statement-actions';
import { StatementCards } from './statement-cards';
import { StatementTable } from './statement-table';
import { STMT_TEXT } from './texts';

/** One statement: whose, where it stands, the dates shown, and every entry with its balance. */
export function StatementView({ tenancyId }: { tenancyId: string | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const range: StatementRange = { from: searchParams.get('from'), to: searchParams.get('to') };
  const statement = useStatement(tenancyId, range);
  useLoggedFailure(statement.error, 'the statement');
  const landlord = tenancyId !== null;

  const setRange = (next: StatementRange) => {
    const params = new URLSearchParams(searchParams);
    for (const key of ['from', 'to'] as const) {
      if (next[key]) params.set(key, next[key]);
      else params.delete(key);
    }
    setSearchParams(params, { replace: true });
  };

  const data = statement.data;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {landlord ? (
        <Link
          to="/statement"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-800 hover:underline sm:min-h-0"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {STMT_TEXT.allStatements}
        </Link>
      ) : null}
      <PageHeader
        title={STMT_TEXT.title}
        subtitle={landlord ? STMT_TEXT.landlordSubtitle : STMT_TEXT.tenantSubtitle}
        actions={data ? <DownloadButton tenancyId={tenancyId} range={range} /> : undefined}
      />
      {statement.isPending ? (
        <output
          className="block h-40 animate-pulse rounded-xl bg-gray-200/70"
          aria-busy="true"
          aria-label={STMT_TEXT.loading}
        />
      ) : data ? (
        <>
          <AccountSummary statement={data} landlord={landlord}>
            {landlord ? <LandlordLinks statement={data} /> : null}
          </AccountSummary>
          <DateRangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
          <Entries statement={data} />
        </>
      ) : (
        <Failed error={statement.error} landlord={landlord} />
      )}
    </div>
  );
}

function Entries({ statement }: { statement: Statement }) {
  return (
    <section aria-labelledby="statement-entries" className="space-y-3">
      <h2 id="statement-entries" className="sr-only">
        {STMT_TEXT.entries}
      </h2>
      {statement.summarised ? <p className="text-sm text-gray-600">{STMT_TEXT.summarised}</p> : null}
      <StatementTable statement={statement} />
      <StatementCards statement={statement} />
      {statement.entries.length === 0 ? <p className="text-sm text-gray-600">{STMT_TEXT.noEntries}</p> : null}
    </section>
  );
}

function Failed({ error, landlord }: { error: unknown; landlord: boolean }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      icon={FileText}
      title={missing ? STMT_TEXT.notFound : STMT_TEXT.failed}
      text={missing ? (landlord ? STMT_TEXT.notFoundText : undefined) : STMT_TEXT.failedText}
    />
  );
}
