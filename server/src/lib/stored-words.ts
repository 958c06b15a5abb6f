import { inLocale } from './locale';

/**
 * Words SafeStay writes into a row are stored in English (docs/languages.md "Stored words"): old
 * clients read them, and rows written before Kiswahili hold the same words. `storedEnglish` gives
 * a catalogue text's English for the row; `readStored` reads a stored text back in the language
 * of now, when it is one of `texts`, or as stored (M-Pesa's own words, an old row's sentence).
 */
export function storedEnglish(text: () => string): string {
  return inLocale('en', text);
}

export function readStored(stored: string, texts: readonly (() => string)[]): string {
  const text = texts.find((candidate) => storedEnglish(candidate) === stored);
  return text ? text() : stored;
}
