// Zod-free: the server keys apartment names with it, and forms may check names without zod.

/** Characters that change how text is laid out but show nothing: bidi controls. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Control characters: line breaks, tabs, NUL and the like. */
const CONTROL = /\p{Cc}/u;
/**
 * Characters Unicode says to ignore when shown (Default_Ignorable_Code_Point: zero-width ones,
 * the soft hyphen, variation selectors, tag characters, fillers such as U+3164): they make two
 * names look the same. The engine's own Unicode tables decide, so new ones come with Node.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Hangul fillers (default-ignorable, yet drawn as a blank) and the blank Braille pattern: a space. */
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Why a person's or an apartment's name may not be stored, or null: names are printed on
 * receipts and statements, where a line break or a bidi override would forge a line.
 */
export function nameProblem(name: string): 'control' | 'bidi' | null {
  if (CONTROL.test(name)) return 'control';
  if (BIDI.test(name)) return 'bidi';
  return null;
}

/**
 * Text a person typed, made one printable line for a document (receipts, bills, statements): line
 * breaks, tabs and other control characters become spaces, bidi controls and invisible characters
 * go, runs of spaces become one (a no-break space inside an amount stays). Stored text from before the forms refused these prints safely.
 */
export function printableLine(text: string): string {
  return text
    .replace(new RegExp(CONTROL.source, 'gu'), ' ')
    .replace(new RegExp(BIDI.source, 'gu'), '')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * A name or area as a search matches it and lists sort it: Unicode-normalised (NFKC), invisible
 * characters removed, case folded, spaces collapsed. "Sunrise Court", "SUNRISE  COURT" and
 * "Sunrise Co\u00ADurt" give one key. Whether two names are the same building is decided by the
 * server's confusable skeleton (server/src/lib/name-skeleton.ts), which starts from this key.
 */
export function apartmentNameKey(name: string): string {
  return name.normalize('NFKC').replace(BLANK, ' ').replace(INVISIBLE, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
