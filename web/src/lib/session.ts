import type { User } from '@safestay/contracts';
import { useSyncExternalStore } from 'react';

// docs/product.md §3: user and token live in localStorage under these keys.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** The last session ended because the server refused its token (not by signing out). */
  expired?: boolean;
}

let state: SessionState = { token: null, user: null };
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Reads the stored session (docs/product.md §2: a full-screen spinner shows until this has run). */
export function readStoredSession(): SessionState {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as User) : null;
    state = token && user && (user.id || user._id) ? { token, user } : { token: null, user: null };
  } catch {
    state = { token: null, user: null };
  }
  emit();
  return state;
}

export function saveSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  state = { token, user };
  emit();
}

/** Logout, or any 401 (`expired`): both keys go (docs/product.md §4). */
export function clearSession(reason: { expired?: boolean } = {}): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  state = { token: null, user: null, expired: reason.expired };
  emit();
}

export function getSession(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) readStoredSession();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The signed-in user's id (docs/product.md §5, chat), or null when signed out. */
export function currentUserId(): string | null {
  const user = state.user;
  return user?.id ?? user?._id ?? null;
}
