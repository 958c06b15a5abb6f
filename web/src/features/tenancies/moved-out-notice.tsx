import { JOIN_MSG } from '@safestay/contracts';
import { Info } from 'lucide-react';
import { formatDate } from '../../lib/format';
import { useMe } from './api';

/** Above My Bills for a tenant who moved out: the date (from /auth/me), and what they can still do. */
export function MovedOutNotice() {
  const me = useMe();
  const movedOut = me.data?.tenancy?.moveOutDate;
  return (
    <output className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {movedOut
          ? `You moved out on ${formatDate(movedOut)}. You can still see your bills and payments, and tell your landlord about a payment of what you owe.`
          : JOIN_MSG.tenancyEnded}
      </span>
    </output>
  );
}
