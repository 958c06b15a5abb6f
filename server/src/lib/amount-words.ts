import { currentLocale } from '@safestay/contracts';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function underThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
    if (n > 0) parts.push('and');
  }
  if (n >= 20) parts.push(TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : ''));
  else if (n > 0 || parts.length === 0) parts.push(ONES[n]);
  return parts.join(' ');
}

/** A whole number in English words, as written on a cheque: 7500 → "seven thousand five hundred". */
export function wholeInWords(n: number): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${wholeInWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(rest < 100 && parts.length > 0 ? `and ${underThousand(rest)}` : underThousand(rest));
  return parts.join(' ');
}

const SW_ONES = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const SW_TENS = [
  '',
  'kumi',
  'ishirini',
  'thelathini',
  'arobaini',
  'hamsini',
  'sitini',
  'sabini',
  'themanini',
  'tisini',
];
const SW_SCALES: [number, string][] = [
  [1_000_000_000, 'bilioni'],
  [1_000_000, 'milioni'],
  [1_000, 'elfu'],
];

function swUnderThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`mia ${SW_ONES[Math.floor(n / 100)]}`);
  const rest = n % 100;
  if (rest >= 10) parts.push(SW_TENS[Math.floor(rest / 10)] + (rest % 10 ? ` na ${SW_ONES[rest % 10]}` : ''));
  else if (rest > 0 || parts.length === 0) parts.push(SW_ONES[rest]);
  return parts.join(' na ');
}

/**
 * A whole number in Kiswahili words, the scale before its count ("elfu saba na mia tano" for
 * 7500), as Kenyan cheques and receipts write it; docs/glossary-sw.md marks it for review.
 */
export function wholeInSwahili(n: number): string {
  if (n === 0) return SW_ONES[0];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SW_SCALES) {
    if (rest >= size) {
      parts.push(`${name} ${wholeInSwahili(Math.floor(rest / size))}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(swUnderThousand(rest));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} na ${parts.at(-1)}` : parts[0];
}

/**
 * An amount in cents as a receipt writes it, in the language of now: "Kenya shillings seven
 * thousand five hundred and fifty cents only", "Shilingi za Kenya elfu saba na mia tano tu".
 */
export function kesInWords(cents: number): string {
  const shillings = Math.floor(cents / 100);
  const rest = cents % 100;
  if (currentLocale() === 'sw') {
    return `Shilingi za Kenya ${wholeInSwahili(shillings)}${rest ? ` na senti ${wholeInSwahili(rest)}` : ''} tu`;
  }
  return `Kenya shillings ${wholeInWords(shillings)}${rest ? ` and ${wholeInWords(rest)} cents` : ''} only`;
}
