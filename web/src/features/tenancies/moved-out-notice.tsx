import { JOIN_MSG } from '@safestay/contracts';
import { Info } from 'lucide-react';
import { formatDate } from '../../lib/format';
import { useMe } from './api';
import { TENANCY_TEXT } from './texts';

/** Above My Bills for a tenant who moved out: the date (from /auth/me), and what they can still do. */
export function MovedOutNotice() {
  const me = useMe();
  const movedOut = me.data?.tenancy?.moveOutDate;
  return (
    <output className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{movedOut ? TENANCY_TEXT.movedOut(formatDate(movedOut)) : JOIN_MSG.tenancyEnded}</span>
    </output>
  );
}
