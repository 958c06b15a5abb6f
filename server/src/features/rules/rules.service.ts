import type { Rule, ZRuleInput, ZUpdateRuleRequest } from '@safestay/contracts';
import { ERR_MSG } from '@safestay/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, RulesTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';

function toRule(row: Pick<Selectable<RulesTable>, 'id' | 'title' | 'description' | 'category' | 'created_at'>): Rule {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.created_at,
  };
}

/** Newest first; rules added together keep the order they were given in. */
export async function listRules(db: Db, caller: Caller): Promise<Rule[]> {
  const rows = await db
    .selectFrom('rules')
    .select(['id', 'title', 'description', 'category', 'created_at'])
    .where('apartment_id', '=', caller.apartmentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toRule);
}

/** All rules or none (one transaction). */
export async function createRules(db: Db, caller: Caller, inputs: z.output<typeof ZRuleInput>[]): Promise<Rule[]> {
  const now = nowIso();
  const rows = inputs.map((r) => ({
    id: newId(),
    apartment_id: caller.apartmentId,
    title: r.title,
    description: r.description,
    category: r.category,
    created_at: now,
    updated_at: now,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('rules').values(rows).execute();
  });
  return rows.map(toRule);
}

export async function updateRule(
  db: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof ZUpdateRuleRequest>,
): Promise<Rule> {
  const result = await db
    .updateTable('rules')
    .set({
      title: input.title,
      description: input.description,
      ...(input.category ? { category: input.category } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound(ERR_MSG.ruleNotFound);
  const row = await db
    .selectFrom('rules')
    .select(['id', 'title', 'description', 'category', 'created_at'])
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirstOrThrow();
  return toRule(row);
}

export async function deleteRule(db: Db, caller: Caller, id: string): Promise<void> {
  const result = await db
    .deleteFrom('rules')
    .where('id', '=', id)
    .where('apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound(ERR_MSG.ruleNotFound);
}
