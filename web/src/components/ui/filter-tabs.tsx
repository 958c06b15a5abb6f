/**
 * A row of tabs that filter a list (All / Paid / Unpaid, or payment statuses): buttons with
 * aria-pressed, three to a row on a phone, side by side from `sm` up.
 */
export function FilterTabs<T extends string>({
  legend,
  tabs,
  value,
  onChange,
}: {
  /** What the tabs choose, for screen readers. */
  legend: string;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-flex">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            aria-pressed={value === t.value}
            onClick={() => onChange(t.value)}
            className={`min-h-11 rounded-lg px-2 text-sm font-medium transition-colors sm:min-h-9 sm:px-4 ${
              value === t.value ? 'bg-white text-emerald-800 shadow-sm' : 'text-gray-600 hover:text-gray-900'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
