import type { InvitePreview } from '@safestay/contracts';
import { Ban, MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/ui/brand';
import { buttonClasses } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { errorText } from '../../lib/api-client';
import { formatDate, formatKsh } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useInvitePreview } from './api';
import { TENANCY_TEXT } from './texts';

/**
 * /join/:code (docs/product.md §2 "Who may join"): who invites the tenant where, then `form` (the
 * create-account form, given by the app shell). A code the server refuses shows its reason.
 */
export function InvitePage({ code, form }: { code: string; form: ReactNode }) {
  const invite = useInvitePreview(code);
  usePageTitle(TENANCY_TEXT.joinTitle);
  return (
    <main className="flex min-h-screen flex-col items-center gap-6 bg-gray-50 px-4 py-8">
      <Brand />
      <div className="w-full max-w-md space-y-6">
        {invite.isPending ? (
          <ListSkeleton rows={1} />
        ) : invite.error ? (
          <RefusedInvite message={errorText(invite.error)} />
        ) : (
          <>
            <InviteSummary invite={invite.data} />
            <Card className="p-6">
              <h2 className="mb-4 text-lg font-semibold text-gray-900">{TENANCY_TEXT.createAccount}</h2>
              {form}
            </Card>
          </>
        )}
      </div>
    </main>
  );
}

function InviteSummary({ invite }: { invite: InvitePreview }) {
  const { apartmentName, area, landlordName, unit, expiresAt } = invite;
  return (
    <Card className="flex items-start gap-4 p-6">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <MailOpen className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-gray-900">{TENANCY_TEXT.invitedTo(apartmentName, area, landlordName)}</h1>
        {unit ? (
          <p className="mt-1 font-medium text-gray-800">{TENANCY_TEXT.houseRent(unit.code, formatKsh(unit.rent))}</p>
        ) : null}
        <p className="mt-2 text-sm text-gray-600">{TENANCY_TEXT.inviteWorksUntil(formatDate(expiresAt))}</p>
      </div>
    </Card>
  );
}

function RefusedInvite({ message }: { message: string }) {
  return (
    <Card className="space-y-4 p-6">
      <div className="flex items-start gap-3">
        <Ban className="mt-1 size-6 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <h1 className="text-xl font-bold text-gray-900">{TENANCY_TEXT.inviteRefused}</h1>
          <p role="alert" className="mt-1 font-medium text-red-700">
            {message}
          </p>
        </div>
      </div>
      <p className="text-sm text-gray-600">{TENANCY_TEXT.inviteRefusedHelp}</p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
        {TENANCY_TEXT.goToSignIn}
      </Link>
    </Card>
  );
}
