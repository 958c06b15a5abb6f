import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { type DefaultValues, type FieldValues, type Path, type SubmitHandler, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { bringToFirstOf } from './focus-invalid';

/**
 * Every form of the signed-in app (docs/decisions/0002): its rules are the contracts' zod schema
 * for it, react-hook-form holds the values. `field(name)` gives a TextField/SelectField everything
 * it needs (value, change handler, the error beside it); `submit(onValid)` checks the schema, and
 * on a failure the first field in error gets the focus and comes into view. Values are text as
 * typed; `onValid` receives the schema's output (numbers, trimmed text, dates).
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    defaultValues,
    // Focus is ours: the first field in screen order, scrolled into view on a phone.
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });

  const field = (name: Path<In>) => ({
    ...form.register(name),
    value: form.watch(name) as string,
    error: errorOf(form.formState.errors, name),
  });

  const submit = (onValid: SubmitHandler<Out>) => (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return form.handleSubmit(onValid, (errors) => bringToFirstOf(element, new Set(Object.keys(errors))))(event);
  };

  return { ...form, field, submit };
}

function errorOf(errors: Record<string, unknown>, name: string): string | undefined {
  const entry = errors[name] as { message?: unknown } | undefined;
  return typeof entry?.message === 'string' ? entry.message : undefined;
}

/**
 * A 400's field errors beside the fields of this form that they name (the first gets the focus).
 * Returns false when none belongs here, so the caller says the refusal another way.
 */
export function placeFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const mine = (error.errors ?? []).filter((e): e is { field: F; message: string } =>
    (fields as readonly string[]).includes(e.field),
  );
  for (const [i, e] of mine.entries()) setError(e.field, { message: e.message }, { shouldFocus: i === 0 });
  return mine.length > 0;
}
