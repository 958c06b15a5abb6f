import type { Invite } from '@safestay/contracts';
import { Ticket, X } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { useInvites } from './api';
import { SETTINGS_TEXT } from './texts';

/** The invites still open: a hint of each code (the code itself was shown once), its unit and expiry. */
export function InviteList({ onWithdraw }: { onWithdraw: (invite: Invite) => void }) {
  const invites = useInvites();
  useLoggedFailure(invites.error, 'invites');
  const list = invites.data ?? [];

  if (invites.isPending) return <ListSkeleton rows={2} />;
  if (list.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Ticket className="size-4 text-gray-400" aria-hidden="true" />
        {SETTINGS_TEXT.noOpenInvites}
      </p>
    );
  }
  return (
    <ul aria-label={SETTINGS_TEXT.openInvites} className="divide-y divide-gray-100 rounded-xl border border-gray-200">
      {list.map((invite) => (
        <li key={invite._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <span className="font-mono text-base font-semibold text-gray-900">{invite.hint}</span>
          <Badge tone={invite.unit ? 'blue' : 'gray'}>
            {invite.unit ? SETTINGS_TEXT.unitCode(invite.unit.code) : SETTINGS_TEXT.anyUnit}
          </Badge>
          <span className="text-sm text-gray-600">{SETTINGS_TEXT.expires(formatDate(invite.expiresAt))}</span>
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto"
            icon={<X className="size-4" aria-hidden="true" />}
            aria-label={SETTINGS_TEXT.withdrawInvite(invite.hint)}
            onClick={() => onWithdraw(invite)}
          >
            {SETTINGS_TEXT.withdraw}
          </Button>
        </li>
      ))}
    </ul>
  );
}
