import { ACT_TEXT, type EntityFilter, FILTERS } from './texts';

/** All / Payments / Charges / Tenancies: pressed buttons, as the other screens' tabs. */
export function EntityChips({ value, onChange }: { value: EntityFilter; onChange: (filter: EntityFilter) => void }) {
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">{ACT_TEXT.show}</legend>
      <div className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={value === f.value}
            onClick={() => onChange(f.value)}
            className={`min-h-11 rounded-full border px-3 text-sm font-medium transition-colors sm:min-h-9 sm:px-4 ${
              value === f.value
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50'
            }`}
          >
            {f.label()}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
