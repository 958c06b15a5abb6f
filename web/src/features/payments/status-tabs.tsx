import type { PaymentFilter } from './api';

const TABS: Array<{ value: PaymentFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'reversed', label: 'Reversed' },
];

/** All / Confirmed / Pending / Rejected / Reversed, as the bills' tabs. */
export function StatusTabs({ value, onChange }: { value: PaymentFilter; onChange: (filter: PaymentFilter) => void }) {
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">Show payments</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-flex">
        {TABS.map((t) => (
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
