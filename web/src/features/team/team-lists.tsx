import type { StaffInvite, StaffMember } from '@safestay/contracts';
import { Ticket, UserMinus } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { useStaffInvites, useTeam } from './api';
import { TEAM_TEXT } from './texts';

/** The owner and the caretakers, since when; a caretaker can be removed. */
export function TeamList({ onRemove }: { onRemove: (member: StaffMember) => void }) {
  const team = useTeam();
  useLoggedFailure(team.error, 'the team');
  if (team.isPending) return <ListSkeleton rows={2} />;
  if (!team.data) return <p className="text-sm text-gray-600">{TEAM_TEXT.notLoaded}</p>;
  const caretakers = team.data.filter((m) => m.role === 'caretaker').length;
  return (
    <>
      <ul
        aria-label={TEAM_TEXT.members}
        className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white"
      >
        {team.data.map((member) => (
          <li key={member._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Avatar name={member.name} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                <span className="wrap-anywhere">{member.name}</span>
                <Badge tone={member.role === 'owner' ? 'purple' : 'teal'}>{TEAM_TEXT.memberRole[member.role]}</Badge>
              </p>
              <p className="text-sm text-gray-600">
                {member.phone} · {TEAM_TEXT.since(formatDate(member.since))}
              </p>
            </div>
            {member.role === 'caretaker' ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<UserMinus className="size-4" aria-hidden="true" />}
                aria-label={TEAM_TEXT.removeWho(member.name)}
                onClick={() => onRemove(member)}
              >
                {TEAM_TEXT.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {caretakers === 0 ? <p className="mt-2 text-sm text-gray-600">{TEAM_TEXT.noCaretakers}</p> : null}
    </>
  );
}

/** The staff invites still open: a hint of each code (the code itself was shown once), for whom, until when. */
export function StaffInviteList({ onWithdraw }: { onWithdraw: (invite: StaffInvite) => void }) {
  const invites = useStaffInvites();
  useLoggedFailure(invites.error, 'staff invites');
  const list = invites.data ?? [];
  if (invites.isPending) return <ListSkeleton rows={1} />;
  if (list.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Ticket className="size-4 text-gray-400" aria-hidden="true" />
        {TEAM_TEXT.noOpenInvites}
      </p>
    );
  }
  return (
    <Card>
      <ul aria-label={TEAM_TEXT.openInvites} className="divide-y divide-gray-100">
        {list.map((invite) => (
          <li key={invite._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
            <span className="font-mono text-base font-semibold text-gray-900">{invite.hint}</span>
            <span className="min-w-0 text-sm wrap-anywhere text-gray-800">
              {[invite.name, invite.phone, invite.email].filter(Boolean).join(' · ')}
            </span>
            <span className="text-sm text-gray-600">{TEAM_TEXT.expires(formatDate(invite.expiresAt))}</span>
            <Button
              size="sm"
              variant="secondary"
              className="ml-auto"
              aria-label={TEAM_TEXT.withdrawInvite(invite.hint)}
              onClick={() => onWithdraw(invite)}
            >
              {TEAM_TEXT.withdraw}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
