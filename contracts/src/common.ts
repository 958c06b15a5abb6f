import './zod-config';
import { z } from 'zod';
import { ERR_MSG } from './messages-errors';
import { parseKes } from './money';
import { nameProblem } from './names';

/** Ids are UUIDv7 strings (docs/architecture.md §5). */
/** An id in a path, query or body; the error names the field it came in (e.g. `"billId" must be a valid id.`). */
export const ZId = z.string().uuid({ error: (issue) => `"${String(issue.path?.at(-1) ?? 'id')}" must be a valid id.` });
export const ZIdParams = z.object({ id: ZId });

export const ZFieldError = z.object({ field: z.string(), message: z.string() });
export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(ZFieldError).optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
export type FieldError = z.infer<typeof ZFieldError>;

export const ZMessageResponse = z.object({ message: z.string() });

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Required text, trimmed, at most `max` characters; every message names the field (`label`), so
 * it reads well beside the field and on its own in a 400.
 */
export function fieldText(label: string, max: number, requiredMessage = `${label} is required.`) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : `${label} must be text.`,
    })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${count(max)} characters.`);
}

/** Optional text: empty or missing becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${count(max)} characters.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/**
 * One line a person types that documents print (a payment's reference, a charge's description, a
 * unit's label): no line breaks, control or bidi characters (docs/reliability.md §74).
 */
export function lineText(label: string, max: number) {
  return fieldText(label, max).superRefine(refuseHiddenCharacters(label));
}

/** `lineText`, optional: empty is absent. */
export function optionalLine(label: string, max: number) {
  return optionalText(label, max).superRefine(refuseHiddenCharacters(label));
}

/** A calendar date, YYYY-MM-DD (a full ISO timestamp is accepted and cut to its date). */
export function calendarDate(label: string) {
  const format = `${label} must be a date (YYYY-MM-DD).`;
  return z
    .string({ error: (i) => (i.input === undefined ? `${label} is required.` : format) })
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, format)
    .transform((v) => v.slice(0, 10))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} must be a real calendar date.`);
}

/** What an amount below the least allowed is told: none may be negative, most must be above zero. */
const floorOf = (label: string, zero: boolean) =>
  zero ? `${label} cannot be negative.` : `${label} must be greater than 0.`;

/**
 * KES with at most two decimals, as a JSON number (strings such as "1e3" are refused). `zero`
 * allows nothing (a deposit not taken); amounts otherwise are at least one cent.
 */
export function moneyKes(label: string, max = 100_000_000, { zero = false } = {}) {
  const floor = floorOf(label, zero);
  return (
    z
      .number({ error: (i) => (i.input === undefined ? `${label} is required.` : `${label} must be a number.`) })
      .finite(`${label} must be a number.`)
      .min(0, floor)
      .max(max, `${label} must be at most ${count(max)}.`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} may have at most two decimals.`)
      // A tiny positive number such as 5e-324 rounds to 0 cents, which storage would refuse: a 400 names the field instead.
      .refine((v) => zero || Math.round(v * 100) >= 1, floor)
  );
}

/**
 * The same amount as a person types it into a form: plain shillings (parseKes), then the rules of
 * moneyKes. Forms validate with this; requests carry the number.
 */
export function kesText(label: string, max = 100_000_000, options: { zero?: boolean } = {}) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .transform((text, ctx) => {
      const kes = parseKes(text);
      if (kes === null) {
        // "-500" is written plainly enough: what is wrong is that it is below zero.
        const negative = /^-\d/.test(text) && Number(text) < 0;
        const message = negative ? floorOf(label, Boolean(options.zero)) : ERR_MSG.plainShillings(label);
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return kes;
    })
    .pipe(moneyKes(label, max, options));
}

/** A whole number typed into a form (e.g. a year), between `min` and `max`. */
export function wholeNumberText(label: string, min: number, max: number) {
  const range = `${label} must be between ${min} and ${max}.`;
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d+$/, range)
    .transform(Number)
    .pipe(z.number().int().min(min, range).max(max, range));
}

/** The most items one page of a landlord list may hold. */
export const MAX_PAGE_LIMIT = 200;

/**
 * Optional keyset pagination of the landlord lists (docs/performance.md). Without `limit` a list is the whole
 * plain array docs/product.md defines. With `limit` the body is still a plain array (at most `limit`
 * items) and the answer carries `X-Next-Cursor` when more follow (pass it back as `cursor` for
 * the next page) and `X-Total-Count`, the items across all pages (bill lists: first page only).
 */
export const ZPageQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, `Limit must be between 1 and ${MAX_PAGE_LIMIT}.`)
    .max(MAX_PAGE_LIMIT, `Limit must be between 1 and ${MAX_PAGE_LIMIT}.`)
    .optional(),
  cursor: z.string().max(500, 'Invalid cursor.').optional(),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/**
 * A list that can also be paged by month, newest first (Nairobi months): with `limit` and
 * `group=month` a page also ends where its month ends, so a screen shows one month at a time, and
 * X-Next-Month says which month the next page starts in. Without `limit`, `group` changes nothing.
 */
export const ZMonthPageQuery = ZPageQuery.extend({
  group: z.enum(['month'], { error: 'Group must be month.' }).optional(),
});
export type MonthPageQuery = z.infer<typeof ZMonthPageQuery>;

/** A name printed on documents: no line breaks, control or bidi characters (contracts/names.ts). */
export function refuseHiddenCharacters(label: string) {
  return (name: string | undefined, ctx: z.RefinementCtx) => {
    const problem = name === undefined ? null : nameProblem(name);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message:
          problem === 'control'
            ? `${label} cannot contain line breaks or control characters.`
            : `${label} cannot contain text-direction characters.`,
      });
    }
  };
}
