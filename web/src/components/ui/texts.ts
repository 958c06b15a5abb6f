import { catalogue } from '@safestay/contracts';

/** What the shared primitives say (dialogs, fields, paged lists). */
export const UI_TEXT = catalogue('UI_TEXT', {
  close: 'Close',
  cancel: 'Cancel',
  optional: '(optional)',
  tooLong: (label: string, length: string, limit: string) =>
    `${label} is too long: ${length} of at most ${limit} characters.`,
  remaining: (n: number) => ` (${n} more)`,
  showMoreFrom: (month: string) => `Show more from ${month}`,
  showEarlier: (month: string) => `Show earlier: ${month}`,
  reason: 'Reason',
  loading: 'Loading',
  loadingApp: 'Loading SafeStay',
  clearFilter: 'Clear filter',
  // A code shown once to pass on (components/ui/share-code.tsx).
  copyLink: 'Copy link',
  shareWhatsApp: 'Share on WhatsApp',
  done: 'Done',
});
