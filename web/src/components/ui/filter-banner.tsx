import { X } from 'lucide-react';
import { Button } from './button';
import { UI_TEXT } from './texts';

/** "Showing bills for Brian Otieno [Clear filter]": a list narrowed to one tenant from a link. */
export function FilterBanner({ text, name, onClear }: { text: string; name: string; onClear: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
      <p>
        {text} <span className="font-semibold">{name}</span>
      </p>
      <Button variant="ghost" size="sm" icon={<X className="size-4" aria-hidden="true" />} onClick={onClear}>
        {UI_TEXT.clearFilter}
      </Button>
    </div>
  );
}
