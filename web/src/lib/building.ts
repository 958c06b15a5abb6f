import { useSyncExternalStore } from 'react';
import { getSession, useSession } from './session';

// Per tab (docs/portfolio.md "In the web app"): two tabs may each act on a building of their own.
const BUILDING_KEY = 'safestay.building';

interface Pinned {
  userId: string;
  apartmentId: string;
}

let pinned: Pinned | null | undefined;
const listeners = new Set<() => void>();

function stored(): Pinned | null {
  if (pinned !== undefined) return pinned;
  try {
    const raw = sessionStorage.getItem(BUILDING_KEY);
    pinned = raw ? (JSON.parse(raw) as Pinned) : null;
  } catch {
    pinned = null;
  }
  return pinned;
}

function pin(next: Pinned) {
  pinned = next;
  try {
    sessionStorage.setItem(BUILDING_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the tab keeps it in memory.
  }
}

/**
 * The building this tab acts on, sent with every request and socket of a landlord or caretaker: the one chosen
 * in this tab, else the account's default, which the tab then keeps. Another tab choosing a
 * building changes the account's default (and the stored user), never this tab's. A tenant acts on
 * their own building and sends none (null).
 */
export function currentBuilding(): string | null {
  const { user } = getSession();
  if (!user || user.role === 'Tenant') return null;
  const userId = user.id ?? user._id;
  const chosen = stored();
  if (chosen && chosen.userId === userId) return chosen.apartmentId;
  if (!user.apartmentId) return null;
  pin({ userId, apartmentId: user.apartmentId });
  return user.apartmentId;
}

/** This tab acts on `apartmentId` from the next request on. */
export function chooseBuilding(apartmentId: string): void {
  const { user } = getSession();
  if (!user) return;
  pin({ userId: user.id ?? user._id, apartmentId });
  lost = null;
  for (const listener of listeners) listener();
}

// The building whose every route answered 403 not_your_apartment: its owner removed this person
// from the team (docs/team.md). Kept until they switch building or sign out.
let lost: string | null = null;

/** The server refused the tab's building: the layout says so instead of the screen. */
export function markBuildingLost(): void {
  const here = whoWhere();
  if (here === null || here === lost) return;
  lost = here;
  for (const listener of listeners) listener();
}

/** This person in the tab's building, as one value. */
function whoWhere(): string | null {
  const { user } = getSession();
  const building = currentBuilding() ?? user?.apartmentId;
  return user && building ? `${user.id ?? user._id}:${building}` : null;
}

const lostHere = () => lost !== null && lost === whoWhere();

/** Whether the tab's building has been taken from this person (markBuildingLost). */
export function useBuildingLost(): boolean {
  useSession();
  return useSyncExternalStore(subscribe, lostHere, lostHere);
}

/** Forgets the tab's choice (tests; a new tab starts on the account's default). */
export function forgetBuilding(): void {
  pinned = null;
  lost = null;
  try {
    sessionStorage.removeItem(BUILDING_KEY);
  } catch {
    // Nothing stored.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The tab's building, re-rendering when it is switched or someone else signs in. */
export function useCurrentBuilding(): string | null {
  useSession();
  return useSyncExternalStore(subscribe, currentBuilding, currentBuilding);
}
