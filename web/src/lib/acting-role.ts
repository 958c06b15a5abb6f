import type { OwnedApartment, Role, User } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { currentBuilding, useCurrentBuilding } from './building';
import { queryRoots } from './query';
import { useSession } from './session';

/**
 * What a person is in the building this tab acts on (docs/team.md "In the web app"): a caretaker's
 * account is always `Caretaker`; a landlord acts as `Caretaker` in a building they look after for
 * someone else (`GET /apartments/owned` says `role: 'caretaker'`) and as `Landlord` in their own.
 */
export function actingRole(user: User, owned: OwnedApartment[] | undefined, building: string | null): Role {
  if (user.role !== 'Landlord') return user.role;
  const here = owned?.find((b) => b._id === (building ?? user.apartmentId));
  return here?.role === 'caretaker' ? 'Caretaker' : 'Landlord';
}

/** The owner and the caretakers see the building's side of the screens; a tenant their own. */
export const isStaff = (role: Role | undefined): boolean => role === 'Landlord' || role === 'Caretaker';

/**
 * What only the owner may do (each answers a caretaker 403, docs/team.md "What a caretaker may
 * do"): a caretaker's screens leave these buttons out rather than offer a refusal.
 */
const OWNER_ONLY = [
  'manageBills',
  'reversePayment',
  'assignMpesa',
  'decideTenancy',
  'inviteTenants',
  'editUnits',
  'revealId',
  'manageRules',
  'manageTeam',
  'buildingSettings',
  'reminders',
  'portfolio',
] as const;
export type OwnerAction = (typeof OWNER_ONLY)[number];

/** Whether this role may take an owner's action; `chat` is everyone's (a caretaker with the tenants). */
export function can(role: Role | undefined, action: OwnerAction | 'chat'): boolean {
  if (action === 'chat') return role !== undefined;
  return role === 'Landlord';
}

export const ownedKey = [...queryRoots.buildings, 'owned'] as const;
const fetchOwned = () => apiGet<OwnedApartment[]>('/apartments/owned');

/** Every building the caller owns or looks after, with its units and how many are let (none for a tenant). */
export function useOwnedBuildings() {
  const { user } = useSession();
  return useQuery({ queryKey: ownedKey, queryFn: fetchOwned, enabled: isStaff(user?.role) });
}

/**
 * The signed-in person's role in the tab's building. It reads the buildings the layout fetches and
 * fetches nothing itself, so a screen asks no more of the server than before. While the layout is
 * still fetching them a landlord's role is not known yet (undefined: screens wait, rather than
 * show a caretaker the owner's buttons for a moment); with none to read (a screen alone, or the
 * list failed) a landlord counts as the owner, and the server still refuses what is not theirs.
 */
export function useActingRole(): Role | undefined {
  const { user } = useSession();
  const building = useCurrentBuilding();
  const owned = useQuery({ queryKey: ownedKey, queryFn: fetchOwned, enabled: false });
  if (!user) return undefined;
  if (user.role === 'Landlord' && owned.data === undefined && owned.fetchStatus === 'fetching') return undefined;
  return actingRole(user, owned.data, building ?? currentBuilding());
}
