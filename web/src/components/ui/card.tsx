import type { HTMLAttributes } from 'react';
import { UI_TEXT } from './texts';

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-xl border border-gray-200 bg-white shadow-sm ${className}`} {...rest} />;
}

/** Grey pulsing blocks shown while a list loads (docs/architecture.md §9). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <output className="block space-y-3" aria-busy="true" aria-label={UI_TEXT.loading}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-24 animate-pulse rounded-xl bg-gray-200/70" />
      ))}
    </output>
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-gray-600">{subtitle}</p> : null}
      </div>
      {/* The buttons keep their row beside a long subtitle; the subtitle wraps instead. */}
      {actions ? <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div> : null}
    </div>
  );
}
