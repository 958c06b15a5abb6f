import type { Tenancy } from '@safestay/contracts';
import { ChevronRight, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { TextField } from '../../components/ui/field';
import { useLoggedFailure } from '../../lib/query';
import { useTenancies } from './api';
import { owedText, STMT_TEXT } from './texts';

const byName = (a: Tenancy, b: Tenancy) => a.tenant.name.localeCompare(b.tenant.name);

/** The landlord chooses whose statement to read: tenants living there, then those who moved out. */
export function TenancyPicker() {
  const active = useTenancies('active', true);
  const ended = useTenancies('ended', true);
  useLoggedFailure(active.error ?? ended.error, 'tenancies');
  const [search, setSearch] = useState('');

  const needle = search.trim().toLowerCase();
  const matches = (t: Tenancy) =>
    !needle || t.tenant.name.toLowerCase().includes(needle) || (t.unit?.code.toLowerCase().includes(needle) ?? false);
  const living = (active.data ?? []).filter(matches).sort(byName);
  const left = (ended.data ?? []).filter(matches).sort(byName);
  const none = (active.data?.length ?? 0) + (ended.data?.length ?? 0) === 0;

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader title={STMT_TEXT.pickerTitle} subtitle={STMT_TEXT.pickerSubtitle} />
      {active.isPending || ended.isPending ? (
        <ListSkeleton rows={3} />
      ) : none ? (
        <EmptyState icon={Users} title={STMT_TEXT.noTenancies} text={STMT_TEXT.noTenanciesText} />
      ) : (
        <>
          <div className="max-w-sm">
            <TextField
              label={STMT_TEXT.find}
              hint={STMT_TEXT.findHint}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {living.length + left.length === 0 ? <p className="text-sm text-gray-600">{STMT_TEXT.noMatch}</p> : null}
          <TenancyGroup title={STMT_TEXT.livingHere} tenancies={living} />
          <TenancyGroup title={STMT_TEXT.movedOut} tenancies={left} />
        </>
      )}
    </div>
  );
}

function TenancyGroup({ title, tenancies }: { title: string; tenancies: Tenancy[] }) {
  const headingId = useId();
  if (tenancies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        {title} <span className="font-normal text-gray-600">({tenancies.length})</span>
      </h2>
      <Card>
        <ul className="divide-y divide-gray-100">
          {tenancies.map((t) => (
            <li key={t._id}>
              <Link
                to={`/statement?tenancy=${encodeURIComponent(t._id)}`}
                className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:bg-gray-50"
              >
                <Avatar name={t.tenant.name} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                  <span className="min-w-0">
                    <span className="block font-medium wrap-anywhere text-gray-900">{t.tenant.name}</span>
                    <span className="block text-sm text-gray-600">
                      {t.unit ? `${STMT_TEXT.unit} ${t.unit.code}` : STMT_TEXT.noUnitShort}
                    </span>
                  </span>
                  <span
                    className={`text-sm font-medium whitespace-nowrap tabular-nums sm:text-right ${
                      t.balance > 0 ? 'text-red-700' : t.balance < 0 ? 'text-emerald-700' : 'text-gray-600'
                    }`}
                  >
                    {owedText(t.balance)}
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
