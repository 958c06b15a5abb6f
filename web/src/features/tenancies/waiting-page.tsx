import { JOIN_MSG, type OwnTenancy } from '@safestay/contracts';
import { CircleX, Hourglass, LogOut, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Brand } from '../../components/ui/brand';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorText } from '../../lib/api-client';
import { formatDate, formatTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/sign-out';
import { useMe } from './api';
import { TENANCY_TEXT } from './texts';

/**
 * Instead of the app, for a tenant whose landlord has not said yes (docs/product.md §2 "Who may
 * join"): where they stand, asked again on "Check again" and every 30 s. Once approved, fetchMe
 * stores the new user and the app shell shows the app; turned down, the landlord's reason.
 */
export function WaitingPage() {
  const { user } = useSession();
  const turnedDown = user?.tenancyStatus === 'rejected';
  const me = useMe({ poll: !turnedDown });
  usePageTitle(turnedDown ? TENANCY_TEXT.turnedDownTitle : TENANCY_TEXT.waitingTitle);
  const tenancy = me.data?.tenancy ?? null;
  const apartment = tenancy?.apartmentName ?? user?.apartmentName ?? TENANCY_TEXT.theApartment;
  return (
    <main className="flex min-h-screen flex-col items-center justify-start gap-6 bg-gray-50 px-4 py-8 sm:justify-center">
      <Brand />
      <Card className="w-full max-w-lg p-6 sm:p-8">
        {turnedDown ? (
          <TurnedDown apartment={apartment} tenancy={tenancy} />
        ) : (
          <Waiting
            apartment={apartment}
            tenancy={tenancy}
            moveIn={tenancy?.moveInDate ?? user?.dateMovedIn ?? null}
            check={{
              run: () => me.refetch(),
              running: me.isFetching,
              checkedAt: me.dataUpdatedAt,
              failure: me.error ? errorText(me.error) : null,
            }}
          />
        )}
      </Card>
    </main>
  );
}

interface Check {
  run: () => void;
  running: boolean;
  /** When the server last answered (0: not yet). */
  checkedAt: number;
  failure: string | null;
}

function Waiting({
  apartment,
  tenancy,
  moveIn,
  check,
}: {
  apartment: string;
  tenancy: OwnTenancy | null;
  moveIn: string | null;
  check: Check;
}) {
  return (
    <Heading icon={<Hourglass className="size-6" aria-hidden="true" />} tone="amber">
      <h1 className="text-xl font-bold text-gray-900">
        {JOIN_MSG.waitingForApproval(tenancy?.landlordName ?? TENANCY_TEXT.yourLandlord)}
      </h1>
      <p className="mt-2 text-gray-700">
        {TENANCY_TEXT.askedToJoin(apartment)}
        {moveIn ? TENANCY_TEXT.movingInOn(formatDate(moveIn)) : ''}
        {TENANCY_TEXT.fullStop}
      </p>
      <p className="mt-2 text-sm text-gray-600">{TENANCY_TEXT.canSignInAgain}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button onClick={check.run} loading={check.running} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
          {TENANCY_TEXT.checkAgain}
        </Button>
        <SignOutButton />
      </div>
      <output className="mt-3 block text-sm text-gray-500">
        {check.failure
          ? TENANCY_TEXT.couldNotCheck(check.failure)
          : check.checkedAt && !check.running
            ? TENANCY_TEXT.notApprovedYet(formatTime(check.checkedAt))
            : ''}
      </output>
    </Heading>
  );
}

function TurnedDown({ apartment, tenancy }: { apartment: string; tenancy: OwnTenancy | null }) {
  const reason = tenancy?.rejectionReason;
  return (
    <Heading icon={<CircleX className="size-6" aria-hidden="true" />} tone="red">
      <h1 className="text-xl font-bold text-gray-900">{TENANCY_TEXT.turnedDown(apartment)}</h1>
      {reason ? (
        <>
          <p className="mt-2 text-gray-700">{TENANCY_TEXT.gaveReason(tenancy?.landlordName ?? null)}</p>
          <blockquote className="mt-2 rounded-lg border-l-4 border-gray-300 bg-gray-50 px-4 py-3 text-gray-800">
            {reason}
          </blockquote>
        </>
      ) : null}
      <p className="mt-3 text-sm text-gray-600">{TENANCY_TEXT.mistake}</p>
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Heading>
  );
}

function Heading({ icon, tone, children }: { icon: ReactNode; tone: 'amber' | 'red'; children: ReactNode }) {
  const colours = tone === 'amber' ? 'bg-amber-50 text-amber-700' : 'bg-red-50 text-red-700';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${colours}`}>{icon}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="secondary" onClick={signOut} icon={<LogOut className="size-4" aria-hidden="true" />}>
      {TENANCY_TEXT.signOut}
    </Button>
  );
}
