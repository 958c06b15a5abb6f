import { catalogue, type Role } from '@safestay/contracts';

/** A role as a person reads it (the value on the wire stays `Landlord` / `Tenant`). */
export const ROLE_LABELS = catalogue('ROLE_LABELS', {
  Landlord: 'Landlord',
  Tenant: 'Tenant',
} satisfies Record<Role, string>);

/** A date a form asks about once before saving it (lib/unusual-date.ts). */
export const DATE_TEXT = catalogue('DATE_TEXT', {
  yearAgo: (what: string, day: string) => `The ${what} ${day} is more than a year ago. Is that right?`,
  yearAhead: (what: string, day: string) => `The ${what} ${day} is more than a year ahead. Is that right?`,
});

/** The language switch (components/ui/language-switch.tsx). */
export const LANGUAGE_TEXT = catalogue('LANGUAGE_TEXT', {
  language: 'Language',
});
