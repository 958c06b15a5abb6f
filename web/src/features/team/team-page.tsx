import type { StaffInvite, StaffMember } from '@safestay/contracts';
import { useState } from 'react';
import { Card, PageHeader } from '../../components/ui/card';
import { ShareCode } from '../../components/ui/share-code';
import { deferred } from '../../lib/deferred';
import { useSession } from '../../lib/session';
import { StaffInviteList, TeamList } from './team-lists';
import { TEAM_TEXT } from './texts';

// The form checks with the contracts' zod schema: it loads after the screen (docs/decisions/0002).
const StaffInviteForm = deferred(() => import('./staff-invite-form').then((m) => m.StaffInviteForm));
const RemoveMemberDialog = deferred(() => import('./team-dialogs').then((m) => m.RemoveMemberDialog));
const WithdrawStaffInviteDialog = deferred(() => import('./team-dialogs').then((m) => m.WithdrawStaffInviteDialog));

/** /team, the owner's (docs/team.md): invite a caretaker, the open invites, the team and removing someone. */
export function TeamPage() {
  const { user } = useSession();
  const [created, setCreated] = useState<StaffInvite | null>(null);
  const [withdrawing, setWithdrawing] = useState<StaffInvite | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const building = user?.apartmentName ?? '';

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title={TEAM_TEXT.title} subtitle={TEAM_TEXT.subtitle} />
      <section aria-labelledby="team-title" className="space-y-3">
        <h2 id="team-title" className="text-lg font-semibold text-gray-900">
          {TEAM_TEXT.members}
        </h2>
        <TeamList onRemove={setRemoving} />
      </section>
      <section aria-labelledby="invite-title" className="space-y-3">
        <div>
          <h2 id="invite-title" className="text-lg font-semibold text-gray-900">
            {TEAM_TEXT.inviteTitle}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{TEAM_TEXT.inviteAbout}</p>
        </div>
        <Card className="space-y-4 p-5">
          <StaffInviteForm onCreated={setCreated} />
          {created ? (
            <ShareCode
              label={TEAM_TEXT.newInvite}
              note={TEAM_TEXT.shownOnce}
              code={created.code ?? ''}
              link={created.link ?? ''}
              shareText={TEAM_TEXT.whatsAppText(building, created.link ?? '', created.code ?? '')}
              onDone={() => setCreated(null)}
            />
          ) : null}
        </Card>
        <h3 className="pt-2 text-base font-semibold text-gray-900">{TEAM_TEXT.openInvites}</h3>
        <StaffInviteList onWithdraw={setWithdrawing} />
      </section>
      <WithdrawStaffInviteDialog invite={withdrawing} onClose={() => setWithdrawing(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
