import type { Tenancy } from '@safestay/contracts';
import { Check, Mail, Phone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { deferred } from '../../lib/deferred';
import { formatDate } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { useJoinRequests } from './api';
import { TENANT_TEXT } from './texts';

const ApproveTenancyModal = deferred(() => import('./approve-tenancy-modal').then((m) => m.ApproveTenancyModal));
const RejectTenancyModal = deferred(() => import('./reject-tenancy-modal').then((m) => m.RejectTenancyModal));

/**
 * People who asked to join the building, above the tenant list; nothing while there are none.
 * Only the owner approves or turns down (`decide`); a caretaker sees who is waiting.
 */
export function JoinRequests({ decide = true }: { decide?: boolean }) {
  const requests = useJoinRequests();
  useLoggedFailure(requests.error, 'join requests');
  const [approving, setApproving] = useState<Tenancy | null>(null);
  const [rejecting, setRejecting] = useState<Tenancy | null>(null);
  const list = requests.data ?? [];
  const titleId = useId();

  return (
    <>
      {list.length > 0 ? (
        <section aria-labelledby={titleId} className="mb-8">
          <h2 id={titleId} className="mb-3 text-lg font-semibold text-gray-900">
            {TENANT_TEXT.joinRequests(list.length)}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {list.map((request) => (
              <li key={request._id} className="flex min-w-0">
                <JoinRequestCard
                  request={request}
                  onApprove={decide ? () => setApproving(request) : undefined}
                  onReject={decide ? () => setRejecting(request) : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ApproveTenancyModal tenancy={approving} onClose={() => setApproving(null)} />
      <RejectTenancyModal tenancy={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

function JoinRequestCard({
  request,
  onApprove,
  onReject,
}: {
  request: Tenancy;
  onApprove?: () => void;
  onReject?: () => void;
}) {
  const titleId = useId();
  const { tenant } = request;
  return (
    <Card className="flex min-w-0 flex-1 flex-col border-amber-200 p-5">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex items-start gap-3">
          <Avatar name={tenant.name} size="lg" />
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="truncate text-base font-semibold text-gray-900">
              {tenant.name}
            </h3>
            <p className="text-sm text-gray-600">
              {TENANT_TEXT.askedOn(formatDate(request.requestedAt), formatDate(request.moveInDate))}
              {request.unit ? TENANT_TEXT.forUnit(request.unit.code) : ''}
            </p>
          </div>
        </div>
        <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
          <div className="flex items-center gap-2">
            <dt>
              <Phone className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{TENANT_TEXT.phone}</span>
            </dt>
            <dd>{tenant.primaryPhoneNumber}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Mail className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{TENANT_TEXT.email}</span>
            </dt>
            <dd className="min-w-0 truncate">{tenant.email}</dd>
          </div>
        </dl>
        {onApprove && onReject ? (
          <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row">
            <Button
              variant="secondary"
              className="flex-1"
              icon={<X className="size-4" aria-hidden="true" />}
              aria-label={TENANT_TEXT.rejectWho(tenant.name)}
              onClick={onReject}
            >
              {TENANT_TEXT.reject}
            </Button>
            <Button
              className="flex-1"
              icon={<Check className="size-4" aria-hidden="true" />}
              aria-label={TENANT_TEXT.approveWho(tenant.name)}
              onClick={onApprove}
            >
              {TENANT_TEXT.approve}
            </Button>
          </div>
        ) : null}
      </article>
    </Card>
  );
}
