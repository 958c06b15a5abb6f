import { v7 } from 'uuid';

/** Time-ordered ids (UUIDv7), exposed as `_id` (docs/architecture.md §5). */
export function newId(): string {
  return v7();
}

export function nowIso(): string {
  return new Date().toISOString();
}
