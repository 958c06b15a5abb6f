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
