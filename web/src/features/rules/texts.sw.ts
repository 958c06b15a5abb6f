import type { Translation } from '@safestay/contracts';
import type { RULE_CATEGORY_LABELS, RULE_TEXT } from './texts';

export const TRANSLATIONS: {
  RULE_TEXT: Translation<typeof RULE_TEXT>;
  RULE_CATEGORY_LABELS: Translation<typeof RULE_CATEGORY_LABELS>;
} = {
  RULE_TEXT: {
    landlordTitle: 'Usimamizi wa Kanuni za Nyumba',
    tenantTitle: 'Kanuni za Nyumba',
    landlordSubtitle: 'Kanuni ambazo kila mpangaji wa jengo lako anaweza kusoma.',
    tenantSubtitle: 'Kanuni za jengo lako, zilizowekwa na mwenye nyumba wako.',
    addNew: 'Ongeza kanuni',
    aboutRules: 'Kuhusu kanuni hizi',
    pleaseNote: 'Tafadhali kumbuka:',
    partOfLease:
      ' kanuni hizi ni sehemu ya mkataba wako wa upangaji. Kuzivunja kunaweza kusababisha mkataba kusitishwa. Kama kanuni haieleweki, muulize mwenye nyumba wako kwenye Gumzo.',
    empty: 'Hakuna kanuni',
    landlordEmptyText: 'Ongeza kanuni za kusimamia jengo lako',
    tenantEmptyText: 'Kanuni zitaonekana hapa mwenye nyumba wako akiziongeza',
    added: 'Iliongezwa ',
    edit: 'Hariri',
    editRule: (title) => `Hariri kanuni ${title}`,
    delete: 'Futa',
    deleteRule: (title) => `Futa kanuni ${title}`,
    deleteTitle: 'Futa kanuni',
    editTitle: 'Hariri kanuni',
    update: 'Hifadhi kanuni',
    add: 'Ongeza kanuni',
    title: 'Kichwa',
    titlePlaceholder: 'k.m. Saa za utulivu',
    description: 'Maelezo',
    descriptionPlaceholder: 'k.m. Hakuna muziki wa sauti kubwa kati ya saa nne usiku na saa moja asubuhi.',
    category: 'Aina',
  },
  RULE_CATEGORY_LABELS: {
    general: 'Jumla',
    payment: 'Malipo',
    noise: 'Kelele',
    guests: 'Wageni',
    pets: 'Wanyama vipenzi',
    maintenance: 'Matengenezo',
  },
};
