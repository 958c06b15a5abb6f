import { catalogue } from './i18n';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a form field or a request's field is told when its value is refused (the schema builders of
 * common.ts). Read when the value is judged, not when the schema is made, so a 400 and a form
 * speak their reader's language; `label` arrives already in it (`fieldLabel`).
 */
export const FIELD_MSG = catalogue('FIELD_MSG', {
  required: (label: string) => `${label} is required.`,
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${count(max)} characters.`,
  notDate: (label: string) => `${label} must be a date (YYYY-MM-DD).`,
  notRealDate: (label: string) => `${label} must be a real calendar date.`,
  negative: (label: string) => `${label} cannot be negative.`,
  notAboveZero: (label: string) => `${label} must be greater than 0.`,
  notNumber: (label: string) => `${label} must be a number.`,
  notWhole: (label: string) => `${label} must be a whole number.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${count(min)} characters.`,
  tooMuch: (label: string, max: number) => `${label} must be at most ${count(max)}.`,
  twoDecimals: (label: string) => `${label} may have at most two decimals.`,
  outOfRange: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
  controlCharacters: (label: string) => `${label} cannot contain line breaks or control characters.`,
  directionCharacters: (label: string) => `${label} cannot contain text-direction characters.`,
  invalidId: (field: string) => `"${field}" must be a valid id.`,
} as const);

/**
 * The names of fields as the messages above say them, by their English name. A field not listed
 * keeps its English name in every language.
 */
export const FIELD_LABELS: Record<string, string> = catalogue('FIELD_LABELS', {
  Amount: 'Amount',
  'API key': 'API key',
  Apartment: 'Apartment',
  'Apartment name': 'Apartment name',
  Area: 'Area',
  'Building name': 'Building name',
  Code: 'Code',
  'Consumer key': 'Consumer key',
  'KRA PIN': 'KRA PIN',
  Month: 'Month',
  'Consumer secret': 'Consumer secret',
  'Current password': 'Current password',
  'Date paid': 'Date paid',
  'Date received': 'Date received',
  Deposit: 'Deposit',
  Description: 'Description',
  'Due date': 'Due date',
  Email: 'Email',
  'Expires in days': 'Expires in days',
  From: 'From',
  Hour: 'Hour',
  'Invite code': 'Invite code',
  Label: 'Label',
  Language: 'Language',
  Limit: 'Limit',
  Message: 'Message',
  'Move-in date': 'Move-in date',
  'Move-out date': 'Move-out date',
  Name: 'Name',
  'National ID': 'National ID',
  'New password': 'New password',
  Note: 'Note',
  'Opening balance': 'Opening balance',
  Passkey: 'Passkey',
  Password: 'Password',
  Phone: 'Phone',
  'Phone number': 'Phone number',
  Reason: 'Reason',
  Reference: 'Reference',
  'Reminder days': 'Reminder days',
  Rent: 'Rent',
  'Search (q)': 'Search (q)',
  'Secondary phone number': 'Secondary phone number',
  Recipient: 'Recipient',
  'Sender ID': 'Sender ID',
  Shortcode: 'Shortcode',
  'SMTP URL': 'SMTP URL',
  Title: 'Title',
  To: 'To',
  Username: 'Username',
  'Effective from': 'Effective from',
  'Fixed fee': 'Fixed fee',
  Kind: 'Kind',
  'Minimum charge': 'Minimum charge',
  Rate: 'Rate',
  'Read on': 'Read on',
  Reading: 'Reading',
  Replaced: 'Replaced',
  Serial: 'Serial',
  'Start reading': 'Start reading',
  'Up to': 'Up to',
  Weight: 'Weight',
  Year: 'Year',
});

/** A field's name in the language of now. */
export function fieldLabel(english: string): string {
  return FIELD_LABELS[english] ?? english;
}
