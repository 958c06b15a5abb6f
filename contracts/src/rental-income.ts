import './zod-config';
import { z } from 'zod';
import { said, wholeNumberText } from './common';
import { catalogue } from './i18n';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { formatKsh } from './money';

/**
 * KRA's Monthly Rental Income tax (docs/reports.md): the rate in force by effective date, newest
 * last. A change of law is a new line here, never an edit of an old one (old months keep theirs).
 */
export const MRI_RATES: readonly { from: string; percent: number; bps: number }[] = [
  { from: '2016-01-01', percent: 10, bps: 1000 },
  { from: '2024-01-01', percent: 7.5, bps: 750 },
];

/** Residential gross rent a year for which MRI applies (from 2021-01-01); outside it, the annual return. */
export const MRI_BAND = { minKes: 288_000, maxKes: 15_000_000 } as const;

/** The first year the report answers for: MRI began on 2016-01-01. */
export const MRI_FIRST_YEAR = 2016;

/** The rate line in force on `day` (YYYY-MM-DD); days before the table take its first line. */
export function mriRateOn(day: string): { from: string; percent: number; bps: number } {
  let found = MRI_RATES[0] as (typeof MRI_RATES)[number];
  for (const line of MRI_RATES) if (line.from <= day) found = line;
  return found;
}

/**
 * A KRA PIN as typed: upper-cased and without spaces it must be a letter, nine digits and a letter
 * (`A123456789Z`). '' or null clears it.
 */
export const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;
export const ZKraPin = z
  .string(said(() => FIELD_MSG.notText(fieldLabel('KRA PIN'))))
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .refine(
    (v) => v === '' || KRA_PIN.test(v),
    said(() => REPORT_MSG.kraPinFormat),
  )
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const REPORT_SCOPES = ['building', 'portfolio'] as const;

/** GET /reports/rental-income(.csv|.pdf)?year=&month=&scope= */
export const ZRentalIncomeQuery = z.object({
  year: wholeNumberText('Year', MRI_FIRST_YEAR, 2100),
  month: wholeNumberText('Month', 1, 12),
  scope: z
    .enum(
      REPORT_SCOPES,
      said(() => REPORT_MSG.scope),
    )
    .optional(),
});
export type RentalIncomeQuery = z.input<typeof ZRentalIncomeQuery>;

/** GET /reports/year.pdf?year=&scope= */
export const ZYearPackQuery = ZRentalIncomeQuery.omit({ month: true });

export const MRI_BAND_POSITIONS = ['below', 'within', 'above'] as const;

export const ZRentalIncomeLine = z.object({
  property: z.string(),
  unit: z.string(),
  tenantName: z.string(),
  /** Masked in this answer (`••••789Z`); the CSV and PDF carry it whole, for filing. */
  tenantKraPin: z.string().nullable(),
  received: z.number(),
});

/** The month's Monthly Rental Income: KES, rent received by received date (docs/reports.md). */
export const ZRentalIncome = z.object({
  year: z.number().int(),
  month: z.number().int(),
  scope: z.enum(REPORT_SCOPES),
  /** Rent received in the month (payments laid on rent charges), KES. */
  gross: z.number(),
  /** Percent in force on the month's first day (7.5 from 2024-01-01, 10 before), and since when. */
  rate: z.number(),
  rateFrom: z.string(),
  tax: z.number(),
  /** Tax withheld by tenants appointed as agents (payments of method `withholding` received in the month). */
  taxWithheld: z.number(),
  taxDue: z.number(),
  /** The 20th of the next month. */
  dueDate: z.string(),
  /** Rent received from 1 January to the month's end, and where its yearly pace sits against the band. */
  yearToDate: z.number(),
  band: z.enum(MRI_BAND_POSITIONS),
  /** Buildings counted (iTax asks for the number of properties). */
  properties: z.number().int(),
  landlord: z.object({ name: z.string(), kraPin: z.string().nullable() }),
  drawnAt: z.string(),
  lines: z.array(ZRentalIncomeLine),
});
export type RentalIncome = z.infer<typeof ZRentalIncome>;

/** What the reports' server answers and documents say (docs/reports.md); Kiswahili in sw/rental-income.ts. */
export const REPORT_MSG = catalogue('REPORT_MSG', {
  // One refusal for every report and export (collection, KRA, year pack, CSVs).
  onlyOwnerReports: "Only the building's owner reads reports and exports.",
  scope: 'Scope must be building or portfolio.',
  kraPinFormat: 'KRA PIN must be a letter, nine digits and a letter, like A123456789Z.',
  kraPinSaved: 'KRA PIN saved.',
  withholdingReference: 'Reference must be the withholding certificate number.',
  onlyOwnerWithholding: "Only the building's owner records tax a tenant withheld.",
  // The rental-income CSV's header, in the reader's language.
  csvProperty: 'Property',
  csvUnit: 'Unit',
  csvTenantName: 'Tenant name',
  csvTenantPin: 'Tenant PIN',
  csvMonth: 'Month',
  csvRentReceived: 'Rent received',
  // Documents
  mriTitle: 'Monthly Rental Income',
  mriSubtitle: 'Residential rental income (MRI): summary for filing on iTax',
  yearPackTitle: 'Year pack',
  period: 'Period',
  yearLabel: 'Year',
  landlord: 'Landlord',
  landlordPin: 'Landlord KRA PIN',
  notSet: 'Not set',
  properties: 'Properties',
  allBuildings: (count: number) => `All ${count.toLocaleString('en-US')} buildings you own`,
  gross: 'Gross rent received',
  rate: 'Rate',
  rateSince: (percent: number, since: string) => `${percent}% (in force from ${since})`,
  tax: 'Tax',
  taxWithheld: 'Tax withheld by tenants',
  taxDue: 'Tax to pay',
  dueDate: 'File and pay by',
  drawnAt: (when: string) => `Drawn ${when}, from payments as they stand then: a later reversal changes these figures.`,
  lines: 'Rent received per unit',
  property: 'Property',
  unit: 'Unit',
  tenant: 'Tenant',
  tenantPin: 'Tenant PIN',
  received: 'Received',
  total: 'Total',
  nilMonth: 'No rent received: a NIL return is still due by the 20th.',
  bandBelow: (ytd: number) =>
    `Rent so far this year (${formatKsh(ytd)}) is on pace for less than KES 288,000 a year: MRI may not apply; rent is then declared in the annual return.`,
  bandAbove: (ytd: number) =>
    `Rent so far this year (${formatKsh(ytd)}) is on pace for more than KES 15,000,000 a year: MRI does not apply; rent is declared in the annual return.`,
  finalTax:
    'Final tax on gross rent; no expenses are deducted. This summary helps you file on iTax; it is not a filing. Pay with the iTax payment slip, or M-PESA Paybill 572572 with its PRN as the account.',
  collectedPerMonth: 'Collected per month',
  month: 'Month',
  collected: 'Collected',
  rentRoll: 'Rent roll per unit',
  rentCharged: 'Rent charged',
  rentReceived: 'Rent received',
  mriLines: 'Monthly Rental Income',
  arrearsAtYearEnd: (day: string) => `Arrears at ${day}`,
  owed: 'Owed',
  noArrears: 'Nobody owed anything at the year end.',
  nothingYet: 'Nothing in this year.',
} as const);
