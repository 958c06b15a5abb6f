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

/** An amount in cents as a receipt writes it: "Kenya shillings seven thousand five hundred and fifty cents only". */
export function kesInWords(cents: number): string {
  const shillings = Math.floor(cents / 100);
  const rest = cents % 100;
  const words = `Kenya shillings ${wholeInWords(shillings)}${rest ? ` and ${wholeInWords(rest)} cents` : ''} only`;
  return words;
}
