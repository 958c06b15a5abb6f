import { type RefObject, useLayoutEffect } from 'react';
import { releaseEarlyInput } from './early-input';

/**
 * For a form on a prerendered page: in the commit that hydrates it, before anything renders it
 * again, takes what was typed and replays the clicks held before React took over (early-input.ts).
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  take: (name: string, value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit.
  useLayoutEffect(() => releaseEarlyInput(form.current, take), []);
}
