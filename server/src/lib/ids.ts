import { v7 } from 'uuid';

/** Time-ordered ids (UUIDv7), exposed as `_id` (docs/architecture.md §5). */
export function newId(): string {
  return v7();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The least id newId() could have made at `ms` or later: a UUIDv7 starts with its time in
 * milliseconds, so ids compare as their times do, and a time window is a range of the primary key.
 */
export function idFloorAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
