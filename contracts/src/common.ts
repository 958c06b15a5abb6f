import './zod-config';
import { z } from 'zod';

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

/** Required text: trimmed, not empty, at most `max` characters. Wrong types get a clear message. */
export function requiredText(max: number, requiredMessage = 'This field is required.') {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text.'),
    })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be at most ${max.toLocaleString('en-US')} characters.`);
}

/** Optional text: empty or missing becomes undefined. */
export function optionalText(max: number) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, `Must be at most ${max.toLocaleString('en-US')} characters.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/** A calendar date, YYYY-MM-DD (a full ISO timestamp is accepted and cut to its date). */
export const ZDateString = z
  .string({ error: 'Must be a date (YYYY-MM-DD).' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Must be a date (YYYY-MM-DD).')
  .transform((v) => v.slice(0, 10))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Must be a real calendar date.');

/** KES with at most two decimals, as a JSON number (strings such as "1e3" are refused). */
export function moneyKes(max = 100_000_000) {
  return (
    z
      .number({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Must be a number.') })
      .finite('Must be a number.')
      .positive('Must be greater than 0.')
      .max(max, `Must be at most ${max.toLocaleString('en-US')}.`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.')
      // A tiny positive number such as 5e-324 rounds to 0 cents, which storage would refuse: a 400 names the field instead.
      .refine((v) => Math.round(v * 100) >= 1, 'Must be greater than 0.')
  );
}
