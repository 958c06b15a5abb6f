/** True when a write failed on a UNIQUE constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505';
}

/** The constraint or column a unique violation names, for a clear 409 message. */
export function violatedConstraint(error: unknown): string {
  const e = error as { message?: string; constraint?: string; detail?: string } | null;
  return `${e?.constraint ?? ''} ${e?.detail ?? ''} ${e?.message ?? ''}`;
}

/** SQLite's SQLITE_BUSY (and its extended codes: SNAPSHOT, RECOVERY, TIMEOUT) or SQLITE_LOCKED. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * Another process held the lock this write needed for longer than we wait (db/sqlite-dialect.ts;
 * PostgreSQL's lock_not_available). Nothing was written: the error handler answers 503 with
 * Retry-After, for the client to try again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return isSqliteBusy(error) || (error as { code?: unknown } | null)?.code === '55P03';
}
