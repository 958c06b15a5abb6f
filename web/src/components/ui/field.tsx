import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { UI_TEXT } from './texts';

const control =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 disabled:bg-gray-50 aria-[invalid=true]:border-red-400';

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** The most characters the field takes; nothing is cut: a counter appears near it, an error past it. */
  limit?: number;
  length?: number;
  /** Beside the label, at its right: what the value reads as (a date field's day, spelt out). */
  aside?: ReactNode;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** Shown from 80% of a limit, so a long text is never cut without a word. */
const COUNTER_FROM = 0.8;

function FieldShell({ label, hint, error: given, optional, limit, length = 0, aside, children }: FieldShellProps) {
  const id = useId();
  const over = limit !== undefined && length > limit;
  const error =
    given ?? (over ? UI_TEXT.tooLong(label, length.toLocaleString('en-US'), limit.toLocaleString('en-US')) : undefined);
  const counter = limit !== undefined && length >= limit * COUNTER_FROM && !over;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
          {optional ? <span className="ml-1 font-normal text-gray-500">{UI_TEXT.optional}</span> : null}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {counter ? (
        <p className="text-right text-xs text-amber-700" aria-live="polite">
          {length.toLocaleString('en-US')} / {limit?.toLocaleString('en-US')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Common = {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  limit?: number;
  aside?: ReactNode;
};

const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

export function TextField({
  label,
  hint,
  error,
  optional,
  limit,
  aside,
  className = '',
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      limit={limit}
      length={lengthOf(rest.value)}
      aside={aside}
    >
      {(a11y) => <input className={`${control} ${className}`} {...a11y} {...rest} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  limit,
  className = '',
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} limit={limit} length={lengthOf(rest.value)}>
      {(a11y) => <textarea className={`${control} min-h-28 ${className}`} {...a11y} {...rest} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  className = '',
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional}>
      {(a11y) => (
        <select className={`${control} ${className}`} {...a11y} {...rest}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
