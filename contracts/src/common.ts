import './zod-config';
import { z } from 'zod';
import { ERR_MSG } from './messages-errors';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { parseKes } from './money';
import { nameProblem } from './names';

/** Ids are UUIDv7 strings (docs/architecture.md §5). */
/** An id in a path, query or body; the error names the field it came in (e.g. `"billId" must be a valid id.`). */
export const ZId = z.string().uuid({ error: (issue) => FIELD_MSG.invalidId(String(issue.path?.at(-1) ?? 'id')) });
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

/**
 * The builders below name the field in every message. Each message is a function read when a
 * value is judged (zod 4 evaluates `error` functions then), so it follows the language of now:
 * the request's on the server, the chosen one in the web app (docs/languages.md).
 */
export const said = (text: () => string) => ({ error: text });

/**
 * Required text, trimmed, at most `max` characters; every message names the field (`label`), so
 * it reads well beside the field and on its own in a 400.
 */
export function fieldText(
  label: string,
  max: number,
  requiredMessage: () => string = () => FIELD_MSG.required(fieldLabel(label)),
) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage() : FIELD_MSG.notText(fieldLabel(label)),
    })
    .trim()
    .min(1, said(requiredMessage))
    .max(
      max,
      said(() => FIELD_MSG.tooLong(fieldLabel(label), max)),
    );
}

/** Optional text: empty or missing becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string(said(() => FIELD_MSG.notText(fieldLabel(label))))
    .trim()
    .max(
      max,
      said(() => FIELD_MSG.tooLong(fieldLabel(label), max)),
    )
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
  const format = () => FIELD_MSG.notDate(fieldLabel(label));
  const required = () => FIELD_MSG.required(fieldLabel(label));
  return z
    .string({ error: (i) => (i.input === undefined ? required() : format()) })
    .trim()
    .min(1, said(required))
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, said(format))
    .transform((v) => v.slice(0, 10))
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      said(() => FIELD_MSG.notRealDate(fieldLabel(label))),
    );
}

/** What an amount below the least allowed is told: none may be negative, most must be above zero. */
const floorOf = (label: string, zero: boolean) =>
  zero ? FIELD_MSG.negative(fieldLabel(label)) : FIELD_MSG.notAboveZero(fieldLabel(label));

/**
 * KES with at most two decimals, as a JSON number (strings such as "1e3" are refused). `zero`
 * allows nothing (a deposit not taken); amounts otherwise are at least one cent.
 */
export function moneyKes(label: string, max = 100_000_000, { zero = false } = {}) {
  const floor = () => floorOf(label, zero);
  const notNumber = () => FIELD_MSG.notNumber(fieldLabel(label));
  return (
    z
      .number({ error: (i) => (i.input === undefined ? FIELD_MSG.required(fieldLabel(label)) : notNumber()) })
      .finite(said(notNumber))
      .min(0, said(floor))
      .max(
        max,
        said(() => FIELD_MSG.tooMuch(fieldLabel(label), max)),
      )
      .refine(
        (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
        said(() => FIELD_MSG.twoDecimals(fieldLabel(label))),
      )
      // A tiny positive number such as 5e-324 rounds to 0 cents, which storage would refuse: a 400 names the field instead.
      .refine((v) => zero || Math.round(v * 100) >= 1, said(floor))
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
    .min(
      1,
      said(() => FIELD_MSG.required(fieldLabel(label))),
    )
    .transform((text, ctx) => {
      const kes = parseKes(text);
      if (kes === null) {
        // "-500" is written plainly enough: what is wrong is that it is below zero.
        const negative = /^-\d/.test(text) && Number(text) < 0;
        const message = negative ? floorOf(label, Boolean(options.zero)) : ERR_MSG.plainShillings(fieldLabel(label));
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return kes;
    })
    .pipe(moneyKes(label, max, options));
}

/** A whole number typed into a form (e.g. a year), between `min` and `max`. */
export function wholeNumberText(label: string, min: number, max: number) {
  const range = said(() => FIELD_MSG.outOfRange(fieldLabel(label), min, max));
  return z
    .string()
    .trim()
    .min(
      1,
      said(() => FIELD_MSG.required(fieldLabel(label))),
    )
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
const limitRange = said(() => FIELD_MSG.outOfRange(fieldLabel('Limit'), 1, MAX_PAGE_LIMIT));

export const ZPageQuery = z.object({
  limit: z.coerce
    .number(said(() => FIELD_MSG.notNumber(fieldLabel('Limit'))))
    .int(said(() => FIELD_MSG.notWhole(fieldLabel('Limit'))))
    .min(1, limitRange)
    .max(MAX_PAGE_LIMIT, limitRange)
    .optional(),
  cursor: z
    .string()
    .max(
      500,
      said(() => ERR_MSG.invalidCursor),
    )
    .optional(),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/**
 * A list that can also be paged by month, newest first (Nairobi months): with `limit` and
 * `group=month` a page also ends where its month ends, so a screen shows one month at a time, and
 * X-Next-Month says which month the next page starts in. Without `limit`, `group` changes nothing.
 */
export const ZMonthPageQuery = ZPageQuery.extend({
  group: z
    .enum(
      ['month'],
      said(() => REQUEST_MSG.groupMonth),
    )
    .optional(),
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
            ? FIELD_MSG.controlCharacters(fieldLabel(label))
            : FIELD_MSG.directionCharacters(fieldLabel(label)),
      });
    }
  };
}
