import { formatMonth } from '@safestay/contracts';
import { type ReactNode, useId } from 'react';
import { groupByMonth, type MoreItems } from '../../lib/paging';
import { ShowMore } from './show-more';
import { UI_TEXT } from './texts';

interface MonthGroupsProps<T> {
  items: T[];
  /** The month (`YYYY-MM`, Nairobi) an item is listed under. */
  monthOf: (item: T) => string;
  /** The months' headings: 2 under the screen's title, 3 under a section's heading. */
  level: 2 | 3;
  /** The next page, from lib/paging.ts pagesOf; `label` names it when the server did not say its month. */
  more: MoreItems | null;
  label: string;
  /** What one month shows: cards on a phone, a table on a wide screen. */
  children: (items: T[], month: string) => ReactNode;
}

/**
 * A long list a month at a time, newest first (docs/architecture.md §9): a heading a month
 * ("December 2026"), its items, then the button that loads the next page: more of the last
 * month, or the month before.
 */
export function MonthGroups<T>({ items, monthOf, level, more, label, children }: MonthGroupsProps<T>) {
  const groups = groupByMonth(items, monthOf);
  const shown = new Set(groups.map((g) => g.month));
  return (
    <>
      <div className="space-y-6">
        {groups.map((group) => (
          <MonthSection key={group.month} month={group.month} level={level}>
            {children(group.items, group.month)}
          </MonthSection>
        ))}
      </div>
      {more?.month ? (
        // The count left would read as the next month's: the month alone says what comes.
        <ShowMore label={nextPageLabel(more.month, shown)} more={{ ...more, remaining: undefined }} />
      ) : (
        <ShowMore label={label} more={more} />
      )}
    </>
  );
}

/** "Show more from December 2026" while a month goes on, "Show earlier: November 2026" for the next. */
export function nextPageLabel(month: string, shown: Set<string>): string {
  return shown.has(month) ? UI_TEXT.showMoreFrom(formatMonth(month)) : UI_TEXT.showEarlier(formatMonth(month));
}

function MonthSection({ month, level, children }: { month: string; level: 2 | 3; children: ReactNode }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="mb-2 text-base font-semibold text-gray-900">
        {formatMonth(month)}
      </Heading>
      {children}
    </section>
  );
}
