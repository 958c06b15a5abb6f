/**
 * A line still loading: a bar `chars` digits wide, set in the type of the line it stands in, so
 * the line keeps the height it will have and nothing moves when the figure comes. Figure spaces,
 * not sample words: nothing a test or a screen reader looks for can be found in it.
 */
export function Placeholder({ chars }: { chars: number }) {
  return (
    <span aria-hidden="true" className="animate-pulse rounded bg-gray-200 select-none">
      {'\u2007'.repeat(chars)}
    </span>
  );
}
