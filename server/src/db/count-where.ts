import { type RawBuilder, sql } from 'kysely';

/** How many rows of an aggregate meet a condition (0 when none), the same on SQLite and PostgreSQL. */
export const countWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
