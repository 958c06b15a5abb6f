import { UI_TEXT } from './texts';

export function Spinner({ className = 'size-6', label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** docs/product.md §2: shown while the stored session is read. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center text-emerald-600">
      <Spinner className="size-10" label={UI_TEXT.loadingApp} />
    </div>
  );
}
