import { formatDay, type Statement } from '@safestay/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { balanceOn, balanceSentence, STMT_TEXT } from './texts';

/** Whose account, where they live(d), and where it stands at the end of the statement. */
export function AccountSummary({
  statement,
  landlord,
  children,
}: {
  statement: Statement;
  landlord: boolean;
  children?: ReactNode;
}) {
  const { tenancy, tenant, apartment, closingBalance, to } = statement;
  const sentence = balanceSentence(closingBalance, landlord ? { self: false, name: tenant.name } : { self: true });
  const tone = closingBalance > 0 ? 'text-red-700' : closingBalance < 0 ? 'text-emerald-700' : 'text-gray-900';
  return (
    <Card className="p-5">
      <section aria-labelledby="statement-account" className="flex flex-col gap-5 md:flex-row md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="statement-account" className="text-xl font-semibold wrap-anywhere text-gray-900">
              {tenant.name}
            </h2>
            {tenancy.status === 'ended' ? <Badge>{STMT_TEXT.movedOut}</Badge> : null}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Fact label={STMT_TEXT.unit} value={tenancy.unit ?? STMT_TEXT.noUnit} />
            <Fact label={STMT_TEXT.building} value={apartment.name} />
            <Fact label={STMT_TEXT.movedIn} value={formatDay(tenancy.moveInDate)} />
            {tenancy.moveOutDate ? <Fact label={STMT_TEXT.movedOutOn} value={formatDay(tenancy.moveOutDate)} /> : null}
            {tenancy.accountRef ? <Fact label={STMT_TEXT.accountRef} value={tenancy.accountRef} mono /> : null}
          </dl>
        </div>
        <div className="flex flex-col gap-3 md:max-w-sm md:shrink-0 md:items-end md:text-right">
          <div>
            {to ? <p className="text-sm text-gray-600">{balanceOn(to)}</p> : null}
            <p className={`text-xl font-bold wrap-anywhere tabular-nums sm:text-2xl ${tone}`}>{sentence}</p>
          </div>
          {children}
        </div>
      </section>
    </Card>
  );
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className={`wrap-anywhere text-gray-900 ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}
