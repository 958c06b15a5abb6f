import type { Invite } from '@safestay/contracts';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { can, useActingRole } from '../../lib/acting-role';
import { deferred } from '../../lib/deferred';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { useOwnApartment } from './api';
import { CreatedInvite } from './created-invite';
import { InviteList } from './invite-list';
import { KraPinSection } from './kra-pin-section';
import { MpesaSection } from './mpesa-section';
import { SETTINGS_TEXT } from './texts';
import { YourDataSection } from './your-data-section';

// The forms check with the contracts' zod schemas: they load after the screen (docs/decisions/0002).
const JoinPolicyForm = deferred(() => import('./join-policy-form').then((m) => m.JoinPolicyForm));
const InviteForm = deferred(() => import('./invite-form').then((m) => m.InviteForm));
const ProvidersSection = deferred(() => import('./providers-section').then((m) => m.ProvidersSection));
const WithdrawInviteDialog = deferred(() => import('./withdraw-invite-dialog').then((m) => m.WithdrawInviteDialog));

/** Settings: a landlord's building and, for everyone, their own data (docs/privacy.md). */
export function SettingsPage() {
  // The building's settings are its owner's; a caretaker, like a tenant, has their own data (docs/team.md).
  const role = useActingRole();
  if (!role) return null;
  if (can(role, 'buildingSettings')) return <BuildingSettings />;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title={SETTINGS_TEXT.title} subtitle={SETTINGS_TEXT.tenantSubtitle} />
      <YourDataSection />
    </div>
  );
}

/** The landlord's building settings: who may join, its area, invites for new tenants, and M-Pesa. */
function BuildingSettings() {
  const apartment = useOwnApartment();
  const { user } = useSession();
  useLoggedFailure(apartment.error, 'settings');
  const [created, setCreated] = useState<Invite | null>(null);
  const [withdrawing, setWithdrawing] = useState<Invite | null>(null);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title={SETTINGS_TEXT.title} subtitle={SETTINGS_TEXT.landlordSubtitle} />
      {apartment.isPending ? (
        <ListSkeleton rows={1} />
      ) : apartment.data ? (
        // Keyed so a fresh load starts the form from what the server has.
        <JoinPolicyForm key={apartment.data._id} apartment={apartment.data} />
      ) : (
        <EmptyState icon={Settings} title={SETTINGS_TEXT.notLoaded} text={SETTINGS_TEXT.checkConnection} />
      )}
      <section aria-labelledby="invites-title" className="space-y-4">
        <div>
          <h2 id="invites-title" className="text-lg font-semibold text-gray-900">
            {SETTINGS_TEXT.invites}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{SETTINGS_TEXT.invitesAbout}</p>
        </div>
        <Card className="space-y-4 p-5">
          <h3 className="text-base font-semibold text-gray-900">{SETTINGS_TEXT.inviteTenant}</h3>
          <InviteForm onCreated={setCreated} />
          {created ? (
            <CreatedInvite
              invite={created}
              apartmentName={apartment.data?.name ?? user?.apartmentName ?? ''}
              onDone={() => setCreated(null)}
            />
          ) : null}
        </Card>
        <h3 className="text-base font-semibold text-gray-900">{SETTINGS_TEXT.openInvites}</h3>
        <InviteList onWithdraw={setWithdrawing} />
      </section>
      <MpesaSection />
      <KraPinSection />
      <ProvidersSection />
      <YourDataSection />
      <WithdrawInviteDialog invite={withdrawing} onClose={() => setWithdrawing(null)} />
    </div>
  );
}
