// Kenyan mobile numbers, in a module without zod so any screen can use it cheaply.

/** What separates groups of digits as people write them: spaces, dashes (any kind), dots, brackets. */
const SEPARATORS = /[\s.()\-\u2010-\u2015\u2212]/g;

/** A national prefix (+254, 00254, 254, 0 or none), then a mobile number: 7 or 1 and eight digits. */
const KENYAN_MOBILE = /^(?:\+254|00254|254|0)?([17]\d{8})$/;

/**
 * A Kenyan mobile number as people write it (0712 345 678, 0112-345-678, 712345678,
 * 254712345678, +254 712 345 678, 00254 712 345 678, (0712) 345.678) in the one form we store,
 * +2547XXXXXXXX or +2541XXXXXXXX; null for anything else.
 */
export function kenyanPhone(text: string): string | null {
  const match = KENYAN_MOBILE.exec(text.replace(SEPARATORS, ''));
  return match ? `+254${match[1]}` : null;
}
