import { catalogue } from './i18n';

/** Meters, rates and readings (docs/utilities.md): what the server answers and refuses. */
export const METER_MSG = catalogue('METER_MSG', {
  meterNotFound: 'Meter not found.',
  readingNotFound: 'Reading not found.',
  photoNotImage: 'The photo must be a JPEG or PNG picture.',
  photoTooLarge: 'The photo is larger than 2 MiB. Take it again at a smaller size.',
  photoMissing: 'Send the picture as the form field photo.',
  noPhoto: 'This reading has no photo.',
  photoSaved: 'Photo saved.',
  unitNotFound: 'That house is not in this building.',
  unitOrShares: 'Give either unitId (a meter of one house) or shares (a meter several houses share), not both.',
  sharesTwoOrMore: 'A shared meter needs at least two houses in shares.',
  shareTwice: (unit: string) => `House ${unit} is in shares twice.`,
  meterExists: (unit: string, kind: string) => `House ${unit} already has a ${kind} meter.`,
  noRate: (kind: string, day: string) =>
    `There is no ${kind} rate in force on ${day}. Set the building's rate first (Settings, Utilities).`,
  bandsOrder: 'Each band must go further than the one before it, and only the last may be open (upTo: null).',
  lastBandOpen: 'The last band must be open-ended (upTo: null).',
  lowerReading: (previous: string) =>
    `The reading is lower than the last one (${previous}). If the meter was replaced, say so (replaced: true).`,
  readingBeforeLast: (day: string) => `A reading cannot be dated before the meter's last reading (${day}).`,
  startAboveReading: 'A new meter starts at or below its first reading.',
  aboveNext: (next: string) => `The corrected reading cannot be above the reading after it (${next}).`,
  threeDecimals: (label: string) => `${label} may have at most three decimals.`,
  line: (n: number, message: string) => `Line ${n}: ${message}`,
  noMeter: (unit: string, kind: string) => `House ${unit} has no ${kind} meter.`,
  unitCodeOrMeter: 'Give unitCode or meterId for each reading.',
  sameMeterTwice: 'The same meter is read twice in this batch.',
  onlyOwnerMeters: 'Only the building’s owner adds meters and sets rates.',
  onlyOwnerCorrects: 'Only the building’s owner corrects a reading.',
  staffReads: 'Meter readings are recorded by the building’s owner and caretakers.',
  ownConsumption: 'Only a tenant reads their own consumption here.',
  recorded: (n: number) => (n === 1 ? 'Reading recorded.' : `${n} readings recorded.`),
  corrected: 'Reading corrected. Its charge was voided and the right one made.',
  rateSaved: 'Rate saved.',
  meterAdded: 'Meter added.',
  recurringKind: 'Kind must be one of service, garbage or security.',
  kindTwice: 'Each kind may appear once in charges.',
  onlyOwnerCharges: 'Only the building’s owner sets a house’s monthly charges.',
  staffReadsCharges: 'A house’s monthly charges are read by the building’s owner and caretakers.',
  chargesSaved: (unit: string) => `Monthly charges of house ${unit} saved. They are billed with each month’s rent.`,
} as const);

/** Unit names of what a meter measures, as people write them. */
export const METER_UNIT: Record<'water' | 'electricity', string> = { water: 'm³', electricity: 'kWh' };
