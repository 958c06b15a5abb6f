import type { MoreItems } from '../../lib/paging';
import { Button } from './button';
import { UI_TEXT } from './texts';

/**
 * "Show more bills (350 more)" under a paged list: asks the server for the next page (lib/paging.ts
 * pagesOf). Nothing when the whole list is on screen.
 */
export function ShowMore({ label, more }: { label: string; more: MoreItems | null }) {
  if (!more) return null;
  const remaining = more.remaining ?? 0;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" loading={more.loading} onClick={more.show}>
        {label}
        {remaining > 0 ? UI_TEXT.remaining(remaining) : ''}
      </Button>
    </div>
  );
}
