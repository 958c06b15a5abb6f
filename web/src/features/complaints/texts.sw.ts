import type { Translation } from '@safestay/contracts';
import type { COMPLAINT_STATUS_LABELS, COMPLAINT_TEXT } from './texts';

export const TRANSLATIONS: {
  COMPLAINT_TEXT: Translation<typeof COMPLAINT_TEXT>;
  COMPLAINT_STATUS_LABELS: Translation<typeof COMPLAINT_STATUS_LABELS>;
} = {
  COMPLAINT_TEXT: {
    title: 'Malalamiko',
    landlordSubtitle: 'Malalamiko ya wapangaji wa jengo lako. Ongeza maelezo na uyafuatilie hadi yatatuliwe.',
    tenantSubtitle: 'Mjulishe mwenye nyumba wako kuhusu tatizo na ufuatilie linavyoshughulikiwa.',
    submit: 'Wasilisha lalamiko',
    showingOf: 'Malalamiko ya',
    theTenant: 'mpangaji uliyemchagua',
    empty: 'Bado hakuna malalamiko',
    landlordEmptyText: 'Mpangaji akiwasilisha lalamiko, litaonekana hapa.',
    tenantEmptyText: 'Kuna kitu kisicho sawa nyumbani kwako? Mwambie mwenye nyumba wako.',
    count: (total, open) =>
      `${total === 1 ? 'Lalamiko 1' : `Malalamiko ${total}`}, ${open} ${open === 1 ? 'halijatatuliwa' : 'hayajatatuliwa'}`,
    showMore: 'Onyesha malalamiko zaidi',
    tenant: 'Mpangaji',
    submitted: 'Liliwasilishwa',
    resolved: 'Lilitatuliwa',
    landlordNotes: 'Maelezo ya mwenye nyumba',
    addNote: 'Ongeza maelezo',
    startProgress: 'Anza kushughulikia',
    markResolved: 'Weka limetatuliwa',
    noteOn: 'Kuhusu: ',
    note: 'Maelezo',
    notePlaceholder: 'Nini kimefanyika, au nini kitafuata?',
    titleField: 'Kichwa',
    titlePlaceholder: 'k.m. Bomba la jikoni linavuja',
    description: 'Maelezo',
    descriptionPlaceholder: 'Tatizo ni nini, liko wapi, na tangu lini?',
  },
  COMPLAINT_STATUS_LABELS: {
    Pending: 'Linasubiri',
    'In Progress': 'Linashughulikiwa',
    Resolved: 'Limetatuliwa',
  },
};
