import { catalogue, type Role } from '@safestay/contracts';

/** A role as a person reads it (the value on the wire stays `Landlord` / `Tenant`). */
export const ROLE_LABELS = catalogue('ROLE_LABELS', {
  Landlord: 'Landlord',
  Tenant: 'Tenant',
  Caretaker: 'Caretaker',
} satisfies Record<Role, string>);

/** A date a form asks about once before saving it (lib/unusual-date.ts). */
export const DATE_TEXT = catalogue('DATE_TEXT', {
  yearAgo: (what: string, day: string) => `The ${what} ${day} is more than a year ago. Is that right?`,
  yearAhead: (what: string, day: string) => `The ${what} ${day} is more than a year ahead. Is that right?`,
});

/** What a failed request says when the server gave no words of its own (lib/api-client.ts). */
export const REQUEST_TEXT = catalogue('REQUEST_TEXT', {
  // The server's own words for its faults (its error handler).
  serverFault: 'Something went wrong on our side. Please try again.',
  network: 'Network error: check your connection and try again.',
  failed: (status: number) => `Request failed (${status})`,
  somethingWrong: 'Something went wrong',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
});

/** The toasts' own controls (lib/toast.tsx): sonner's English unless told. */
export const TOAST_TEXT = catalogue('TOAST_TEXT', {
  close: 'Close toast',
  region: 'Notifications',
});

/** How long a tenant has lived there (lib/format.ts formatTenure). */
export const TENURE_TEXT = catalogue('TENURE_TEXT', {
  months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
  days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
  notAvailable: 'N/A',
});

/** The language switch (components/ui/language-switch.tsx). */
export const LANGUAGE_TEXT = catalogue('LANGUAGE_TEXT', {
  language: 'Language',
});
