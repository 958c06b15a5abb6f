import type { BillFilter } from './api';

const FILTERS: Array<{ value: BillFilter; label: string }> = [
  { value: 'all', label: 'All Bills' },
  { value: 'paid', label: 'Paid Bills' },
  { value: 'unpaid', label: 'Unpaid Bills' },
];

/** The landlord's All / Paid / Unpaid tabs (docs/product.md §2). */
export function BillFilterTabs({ value, onChange }: { value: BillFilter; onChange: (filter: BillFilter) => void }) {
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">Show</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-grid">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={value === f.value}
            onClick={() => onChange(f.value)}
            className={`min-h-11 rounded-lg px-3 text-sm font-medium transition-colors sm:min-h-9 sm:px-4 ${
              value === f.value ? 'bg-white text-emerald-800 shadow-sm' : 'text-gray-600 hover:text-gray-900'
            }`}
          >
            {f.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
