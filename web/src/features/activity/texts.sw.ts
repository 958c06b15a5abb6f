import type { Translation } from '@safestay/contracts';
import type { ACT_TEXT, ACTION_LABELS, AuditEntity, ENTITY_LABEL } from './texts';

/** "this payment", "this bill": the demonstrative agrees with each noun's class. */
const THIS: Record<AuditEntity, string> = {
  bill: 'bili hii',
  payment: 'malipo haya',
  tenancy: 'upangaji huu',
  team: 'wahudumu hawa',
};

export const TRANSLATIONS: {
  ACT_TEXT: Translation<typeof ACT_TEXT>;
  ACT_ENTITY_LABEL: Translation<typeof ENTITY_LABEL>;
  ACT_ACTION_LABELS: Translation<typeof ACTION_LABELS>;
} = {
  ACT_TEXT: {
    title: 'Shughuli',
    subtitle:
      'Nani alibadilisha pesa au upangaji upi, za karibuni kwanza. Hakuna kinachoweza kuhaririwa wala kufutwa hapa.',
    show: 'Onyesha shughuli za',
    empty: 'Bado hakuna shughuli',
    emptyText: 'Ukirekodi malipo, ukitoa bili au ukiwakubali wapangaji, kila badiliko linaandikwa hapa.',
    emptyFiltered: 'Hakuna kinacholingana na kichujio hiki.',
    showMore: 'Onyesha shughuli zaidi',
    tenantBanner: 'Shughuli za',
    theTenant: 'mpangaji uliyemchagua',
    historyOf: 'Historia ya',
    history: 'Historia',
    historyOfThis: (entity) => `Historia ya ${THIS[entity]}`,
    thisEntity: (entity) => THIS[entity],
    by: 'Na ',
    failed: 'Shughuli hazikuweza kupakiwa',
    failedText: 'Angalia mtandao wako kisha ujaribu tena.',
    today: 'Leo',
    yesterday: 'Jana',
    all: 'Zote',
    payments: 'Malipo',
    charges: 'Bili',
    tenancies: 'Upangaji',
    team: 'Wahudumu',
  },
  ACT_ENTITY_LABEL: { bill: 'Bili', payment: 'Malipo', tenancy: 'Upangaji', team: 'Wahudumu' },
  ACT_ACTION_LABELS: {
    'bill.created': 'Bili imetolewa',
    'bill.edited': 'Bili imehaririwa',
    'bill.voided': 'Bili imefutwa',
    'payment.recorded': 'Malipo yamerekodiwa',
    'payment.claimed': 'Malipo yamedaiwa',
    'payment.confirmed': 'Malipo yamethibitishwa',
    'payment.rejected': 'Malipo yamekataliwa',
    'payment.reversed': 'Malipo yamebatilishwa',
    'tenancy.approved': 'Upangaji umeidhinishwa',
    'tenancy.rejected': 'Upangaji umekataliwa',
    'tenancy.changed': 'Upangaji umebadilishwa',
    'tenancy.ended': 'Upangaji umeisha',
    'tenancy.withdrawn': 'Upangaji umeondolewa',
    'tenancy.identity_revealed': 'Kitambulisho kimeonyeshwa',
    'team.invited': 'Mhudumu amealikwa',
    'team.invite_withdrawn': 'Mwaliko umeondolewa',
    'team.joined': 'Mhudumu amejiunga',
    'team.removed': 'Mhudumu ameondolewa',
  },
};
