import { MONTHS } from './constants';
import { catalogue, currentLocale, INTL_TAG, type Locale } from './i18n';
import type { RecurringChargeKind } from './ledger-terms';
import { formatKsh } from './money';

/**
 * The words SafeStay itself writes into a stored row (a generated bill's description), in English
 * as stored: clients written for docs/product.md read "Rent for February 2026", and rows written
 * before Kiswahili hold the same words. `billDescription` shows them in the reader's language.
 */
export const STORED_TEXT = {
  rentFor: (year: number, month: number) => `Rent for ${MONTHS[month - 1]} ${year}`,
  /** A house's recurring charge for a month: "Service charge for February 2026". */
  recurringFor: (kind: RecurringChargeKind, year: number, month: number) =>
    `${RECURRING_STORED[kind]} for ${MONTHS[month - 1]} ${year}`,
  openingBalance: 'Opening balance',
  /** A join request's rejection reason when its person deleted their account. */
  accountDeleted: 'The person deleted their account.',
  /** Notes kept with an outbox row that was not sent (the landlord's Messages screen). */
  remindersStopped: 'Stopped SMS reminders.',
  phoneNotUnderstood: 'Phone number not understood.',
  noSmsProvider: 'No SMS provider is set up (AT_USERNAME, AT_API_KEY): kept in the outbox.',
  noEmailServer: 'No email server is set up (SMTP_URL): kept in the outbox.',
  /** The activity log's name for M-Pesa recording a payment for the landlord. */
  mpesaActor: 'M-Pesa (automatic)',
};

/** The English words of a recurring charge as stored (never the reader's language). */
const RECURRING_STORED: Record<RecurringChargeKind, string> = {
  service: 'Service charge',
  garbage: 'Garbage',
  security: 'Security',
};

/** A meter reading's charge as stored: plain figures that `meterWords` reads back. */
export const storedMeterCharge = (m: MeterChargeWords) => meterSentence(m, STORED_FORMS);

/** A meter reading's charge as its reader reads it: their words, grouped figures, money in their format. */
export const METER_WORDS = catalogue('METER_WORDS', {
  charge: (m: MeterChargeWords) =>
    meterSentence(
      m,
      meterForms({
        kind: { water: 'Water', electricity: 'Electricity' },
        used: 'used',
        fee: 'fee',
        minimum: 'minimum charge',
        share: (weight, of) => `share ${weight} of ${of}`,
      }),
    ),
});

/** What a meter reading's charge says: the readings, what was used, and the arithmetic (docs/utilities.md). */
export interface MeterChargeWords {
  kind: 'water' | 'electricity';
  /** Quantities in units (m³ or kWh), money in KES. */
  previous: number;
  current: number;
  used: number;
  parts: { quantity: number; rate: number }[];
  fee: number;
  /** The minimum charge, when it decided the amount. */
  minimum: number | null;
  /** A shared meter's part: this house's weight of the total. */
  share: { weight: number; of: number } | null;
}

/** How a meter sentence writes its words and figures, per language. */
export interface MeterForms {
  kind: Record<'water' | 'electricity', string>;
  used: string;
  fee: string;
  minimum: string;
  share: (weight: number, of: number) => string;
  quantity: (n: number) => string;
  money: (kes: number) => string;
}

const UNIT = { water: 'm³', electricity: 'kWh' } as const;

/** The stored English: figures without grouping, money with its two decimals. */
const STORED_FORMS: MeterForms = {
  kind: { water: 'Water', electricity: 'Electricity' },
  used: 'used',
  fee: 'fee',
  minimum: 'minimum',
  share: (weight, of) => `share ${weight} of ${of}`,
  quantity: (n) => String(n),
  money: (kes) => kes.toFixed(2),
};

/** "Water 120 → 136 m³, used 16 m³ = 10 m³ × 100.00 + 6 m³ × 150.00 + fee 200.00; share 2 of 5" */
export function meterSentence(m: MeterChargeWords, f: MeterForms): string {
  const unit = UNIT[m.kind];
  const terms = m.parts.map((p) => `${f.quantity(p.quantity)} ${unit} × ${f.money(p.rate)}`);
  if (m.fee > 0) terms.push(`${f.fee} ${f.money(m.fee)}`);
  let text = `${f.kind[m.kind]} ${f.quantity(m.previous)} → ${f.quantity(m.current)} ${unit}, ${f.used} ${f.quantity(m.used)} ${unit}`;
  if (terms.length > 0) text += ` = ${terms.join(' + ')}`;
  if (m.minimum !== null) text += `; ${f.minimum} ${f.money(m.minimum)}`;
  if (m.share) text += `; ${f.share(m.share.weight, m.share.of)}`;
  return text;
}

const QUANTITY: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** Figures and words as a reader of `locale` reads them (grouped, in their currency format). */
export function meterForms(words: Omit<MeterForms, 'quantity' | 'money'>): MeterForms {
  return {
    ...words,
    quantity: (n) => {
      const locale = currentLocale();
      QUANTITY[locale] ??= new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 3 });
      return QUANTITY[locale].format(n);
    },
    money: formatKsh,
  };
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const STORED_METER = new RegExp(
  `^(Water|Electricity) ${NUMBER} → ${NUMBER} (?:m³|kWh), used ${NUMBER} (?:m³|kWh)((?: = .*?)?)(?:; minimum ${NUMBER})?(?:; share (\\d+) of (\\d+))?$`,
);

/** A stored meter charge's words read back, or null for any other description. */
export function meterWords(description: string): MeterChargeWords | null {
  const m = STORED_METER.exec(description);
  if (!m) return null;
  const parts: { quantity: number; rate: number }[] = [];
  let fee = 0;
  for (const term of (m[5] ?? '').replace(/^ = /, '').split(' + ').filter(Boolean)) {
    const band = /^([\d.]+) (?:m³|kWh) × ([\d.]+)$/.exec(term);
    const charged = /^fee ([\d.]+)$/.exec(term);
    if (band) parts.push({ quantity: Number(band[1]), rate: Number(band[2]) });
    else if (charged) fee = Number(charged[1]);
    else return null;
  }
  return {
    kind: m[1] === 'Water' ? 'water' : 'electricity',
    previous: Number(m[2]),
    current: Number(m[3]),
    used: Number(m[4]),
    parts,
    fee,
    minimum: m[6] === undefined ? null : Number(m[6]),
    share: m[7] === undefined ? null : { weight: Number(m[7]), of: Number(m[8]) },
  };
}

/** STORED_TEXT in the language of now. */
export const STORED_MSG = catalogue('STORED_MSG', STORED_TEXT);

const STORED_RENT = new RegExp(`^Rent for (${MONTHS.join('|')}) (\\d{4})$`);
const STORED_RECURRING = new RegExp(
  `^(${Object.values(RECURRING_STORED).join('|')}) for (${MONTHS.join('|')}) (\\d{4})$`,
);
const monthNumber = (name: string) => MONTHS.indexOf(name as (typeof MONTHS)[number]) + 1;

/**
 * A bill's description as the reader reads it: the words SafeStay wrote (a month's rent, an
 * opening balance) in the language of now; a description a landlord typed or edited, as typed.
 */
export function billDescription(kind: string, description: string): string {
  if (kind === 'rent') {
    const rent = STORED_RENT.exec(description);
    if (rent) return STORED_MSG.rentFor(Number(rent[2]), MONTHS.indexOf(rent[1] as (typeof MONTHS)[number]) + 1);
  }
  if (kind === 'opening_balance' && description === STORED_TEXT.openingBalance) return STORED_MSG.openingBalance;
  if (kind === 'service' || kind === 'garbage' || kind === 'security') {
    const recurring = STORED_RECURRING.exec(description);
    if (recurring && RECURRING_STORED[kind] === recurring[1])
      return STORED_MSG.recurringFor(kind, Number(recurring[3]), monthNumber(recurring[2] as string));
  }
  if (kind === 'water' || kind === 'electricity') {
    const meter = meterWords(description);
    if (meter) return METER_WORDS.charge(meter);
  }
  return description;
}

/**
 * A stored text as the reader reads it: SafeStay's own words (one of STORED_TEXT's sentences) in
 * the language of now; anything else (a reason a landlord typed, a provider's error) as stored.
 */
export function storedWords(stored: string): string;
export function storedWords(stored: string | null): string | null;
export function storedWords(stored: string | null): string | null {
  if (stored === null) return null;
  const key = (Object.keys(STORED_TEXT) as (keyof typeof STORED_TEXT)[]).find((k) => STORED_TEXT[k] === stored);
  const text = key === undefined ? undefined : STORED_MSG[key];
  return typeof text === 'string' ? text : stored;
}
