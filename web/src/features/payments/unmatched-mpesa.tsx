import { formatKsh, type Tenancy, type UnmatchedItem } from '@safestay/contracts';
import { UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { formatDateTime } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { useActiveTenancies, useAssignUnmatched, useUnmatchedPayments } from './api';
import { tenancyOption } from './payment-summary';
import { PAY_TEXT } from './texts';

/**
 * Money that named nobody, the one queue (docs/mpesa.md, docs/imports.md): M-Pesa's (callbacks and
 * statements) and a bank statement's, each showing where it came from. The landlord says whose it
 * is, with one tap on a suggestion or by picking the tenant. Nothing shows while there is none.
 */
export function UnmatchedMpesa() {
  const unmatched = useUnmatchedPayments();
  useLoggedFailure(unmatched.error, 'unmatched M-Pesa payments');
  const items = unmatched.data ?? [];
  const tenancies = useActiveTenancies(items.length > 0);
  useLoggedFailure(tenancies.error, 'tenants to assign a payment to');
  const assign = useAssignUnmatched();
  const titleId = useId();
  if (items.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className="mb-8">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {PAY_TEXT.unmatched(items.length)}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-600">{PAY_TEXT.unmatchedHint}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <li key={item._id} className="flex min-w-0">
            <UnmatchedCard
              item={item}
              tenancies={tenancies.data ?? []}
              assigning={assign.isPending && assign.variables?.id === item._id}
              onAssign={(tenancyId) => runAction(() => assign.mutateAsync({ id: item._id, tenancyId }))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnmatchedCard({
  item,
  tenancies,
  assigning,
  onAssign,
}: {
  item: UnmatchedItem;
  tenancies: Tenancy[];
  assigning: boolean;
  onAssign: (tenancyId: string) => void;
}) {
  const titleId = useId();
  const [chosen, setChosen] = useState('');
  const payer = item.payer || PAY_TEXT.unknownPayer;
  return (
    <Card className="flex min-w-0 flex-1 flex-col border-sky-200 p-4">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold text-gray-900 tabular-nums">
              {formatKsh(item.amount)}
              <span className="sr-only">{PAY_TEXT.fromName(payer)}</span>
            </h3>
            <p className="flex flex-wrap items-center gap-2 text-sm wrap-anywhere text-gray-800">
              <Badge tone={item.source === 'bank' ? 'purple' : 'green'}>
                {item.source === 'bank' ? PAY_TEXT.sourceBank : PAY_TEXT.sourceMpesa}
              </Badge>
              <span className="font-medium">{payer}</span>
            </p>
          </div>
          <p className="text-right text-sm text-gray-600">{formatDateTime(item.receivedAt)}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-gray-600">
              {item.source === 'bank' ? PAY_TEXT.bankDescription : PAY_TEXT.accountTyped}
            </dt>
            <dd className="font-mono wrap-anywhere text-gray-900">{item.account || PAY_TEXT.noAccount}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">
              {item.source === 'bank' ? PAY_TEXT.bankReference : PAY_TEXT.mpesaCode}
            </dt>
            <dd className="font-mono wrap-anywhere text-gray-900">{item.reference}</dd>
          </div>
        </dl>
        {item.conflictingClaim ? (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            {PAY_TEXT.conflictingClaim(
              item.conflictingClaim.unit
                ? `${item.conflictingClaim.tenantName} (${item.conflictingClaim.unit})`
                : item.conflictingClaim.tenantName,
              formatKsh(item.conflictingClaim.amount),
            )}
          </p>
        ) : null}
        {item.suggestions.length > 0 ? (
          <div className="flex flex-col gap-2">
            {item.suggestions.map((s) => (
              <Button
                key={s.tenancyId}
                variant="secondary"
                size="sm"
                className="h-auto justify-start py-2 text-left"
                disabled={assigning}
                icon={<UserCheck className="size-4 shrink-0" aria-hidden="true" />}
                onClick={() => onAssign(s.tenancyId)}
              >
                <span>
                  {PAY_TEXT.assignToWho(s.unit ? `${s.tenantName} (${s.unit})` : s.tenantName)}{' '}
                  <span className="font-normal text-gray-600">— {s.why}</span>
                </span>
              </Button>
            ))}
          </div>
        ) : null}
        <form
          className="mt-auto flex items-end gap-2 border-t border-gray-100 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onAssign(chosen);
          }}
        >
          <div className="min-w-0 flex-1">
            <SelectField label={PAY_TEXT.assignTo} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{PAY_TEXT.chooseToAssign}</option>
              {tenancies.map((t) => (
                <option key={t._id} value={t._id}>
                  {tenancyOption(t)}
                </option>
              ))}
            </SelectField>
          </div>
          <Button
            type="submit"
            disabled={!chosen}
            loading={assigning}
            aria-label={PAY_TEXT.assignWhat(formatKsh(item.amount), payer)}
          >
            {PAY_TEXT.assignButton}
          </Button>
        </form>
      </article>
    </Card>
  );
}
