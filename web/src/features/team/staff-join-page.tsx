import type { StaffInvitePreview } from '@safestay/contracts';
import { Ban, Check, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/ui/brand';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { runAction } from '../../lib/action';
import { errorText } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useAcceptStaffInvite, useStaffInvitePreview } from './api';
import { TEAM_TEXT } from './texts';

/**
 * /staff/join/:code (docs/team.md): who invites the caretaker where and until when, then either
 * `form` (a caretaker's create-account form, given by the app shell) for someone signed out, or
 * "Accept" for someone signed in, who keeps their account; `onJoined` then opens the building.
 * A code the server refuses shows its reason.
 */
export function StaffJoinPage({
  code,
  form,
  onJoined,
}: {
  code: string;
  form: ReactNode;
  onJoined: (apartmentId: string | null) => void;
}) {
  const invite = useStaffInvitePreview(code);
  const { user } = useSession();
  usePageTitle(TEAM_TEXT.joinTitle);
  return (
    <main className="flex min-h-screen flex-col items-center gap-6 bg-gray-50 px-4 py-8">
      <Brand />
      <div className="w-full max-w-md space-y-6">
        {invite.isPending ? (
          <ListSkeleton rows={1} />
        ) : invite.error ? (
          <Refused message={errorText(invite.error)} />
        ) : (
          <>
            <Summary invite={invite.data} />
            <Card className="p-6">
              {user ? (
                <Accept code={code} name={user.name} onJoined={onJoined} />
              ) : (
                <>
                  <h2 className="mb-4 text-lg font-semibold text-gray-900">{TEAM_TEXT.signUpTitle}</h2>
                  {form}
                  <p className="mt-6 border-t border-gray-100 pt-4 text-sm text-gray-600">
                    {TEAM_TEXT.haveAccount}{' '}
                    <Link
                      to="/login"
                      state={{ from: `/staff/join/${encodeURIComponent(code)}` }}
                      className="font-medium text-emerald-700 underline hover:text-emerald-800"
                    >
                      {TEAM_TEXT.signInToAccept}
                    </Link>
                  </p>
                </>
              )}
            </Card>
          </>
        )}
      </div>
    </main>
  );
}

function Summary({ invite }: { invite: StaffInvitePreview }) {
  return (
    <Card className="flex items-start gap-4 p-6">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <UserPlus className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-gray-900">
          {TEAM_TEXT.invitedBy(invite.invitedBy, invite.apartmentName, invite.area)}
        </h1>
        <p className="mt-2 text-sm text-gray-600">{TEAM_TEXT.worksUntil(formatDate(invite.expiresAt))}</p>
        <p className="mt-2 text-sm text-gray-700">{TEAM_TEXT.whatYouDo}</p>
      </div>
    </Card>
  );
}

function Accept({
  code,
  name,
  onJoined,
}: {
  code: string;
  name: string;
  onJoined: (apartmentId: string | null) => void;
}) {
  const accept = useAcceptStaffInvite();
  const onAccept = async () => {
    const outcome = await runAction(() => accept.mutateAsync({ code }));
    if (outcome.ok) onJoined(outcome.result.apartmentId);
  };
  return (
    <div className="space-y-4">
      <p className="font-medium text-gray-900">{TEAM_TEXT.signedInAs(name)}</p>
      <p className="text-sm text-gray-600">{TEAM_TEXT.acceptAbout}</p>
      <Button
        className="w-full"
        loading={accept.isPending}
        icon={<Check className="size-4" aria-hidden="true" />}
        onClick={() => void onAccept()}
      >
        {TEAM_TEXT.accept}
      </Button>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Card className="space-y-4 p-6">
      <div className="flex items-start gap-3">
        <Ban className="mt-1 size-6 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <h1 className="text-xl font-bold text-gray-900">{TEAM_TEXT.refused}</h1>
          <p role="alert" className="mt-1 font-medium text-red-700">
            {message}
          </p>
        </div>
      </div>
      <p className="text-sm text-gray-600">{TEAM_TEXT.refusedHelp}</p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
        {TEAM_TEXT.signIn}
      </Link>
    </Card>
  );
}
