import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency';

// OWASP Password Storage cheat sheet: argon2id, m=19 MiB, t=2, p=1 (docs/reliability.md §12).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds 19 MiB and keeps one core busy, so running more at once than there are cores
 * only adds memory (libuv's pool would run four: +76 MiB at a burst of sign-ins) without signing
 * anyone in sooner. Extra requests wait their turn here.
 */
const withSlot = concurrencyLimit(Math.max(1, Math.min(4, availableParallelism())));

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await withSlot(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** A valid hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
