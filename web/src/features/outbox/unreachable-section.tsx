import { CircleCheck, PhoneOff } from 'lucide-react';
import { useId } from 'react';
import { Card, ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { useLoggedFailure } from '../../lib/query';
import { useUnreachable } from './api';
import { OUTBOX_TEXT } from './texts';

/** Tenants an SMS may not reach (a number SMS cannot use, reminders stopped, the last SMS failed), and why. */
export function UnreachableSection() {
  const unreachable = useUnreachable();
  useLoggedFailure(unreachable.error, 'tenants SMS may not reach');
  const titleId = useId();
  const list = unreachable.data ?? [];

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {OUTBOX_TEXT.unreachable}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{OUTBOX_TEXT.unreachableHint}</p>
      </div>
      {unreachable.isPending ? (
        <ListSkeleton rows={1} />
      ) : unreachable.error ? (
        <p className="text-sm text-gray-600">{OUTBOX_TEXT.unreachableFailed}</p>
      ) : list.length === 0 ? (
        <EmptyState icon={CircleCheck} title={OUTBOX_TEXT.allReachable} text={OUTBOX_TEXT.allReachableText} />
      ) : (
        <Card>
          <ul aria-labelledby={titleId} className="divide-y divide-gray-100">
            {list.map((t) => (
              <li key={t.tenantId} className="flex items-start gap-3 p-4">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
                  <PhoneOff className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-gray-900">
                    {t.name}
                    {t.unit ? <span className="font-normal text-gray-600"> · {t.unit}</span> : null}
                  </p>
                  <p className="text-xs wrap-anywhere text-gray-600">{t.phone}</p>
                  <ul className="mt-1 list-inside list-disc text-sm text-gray-800">
                    {t.reasons.map((reason) => (
                      <li key={reason} className="wrap-anywhere">
                        {reason}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
