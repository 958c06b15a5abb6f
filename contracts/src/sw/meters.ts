import type { Translation } from '../i18n';
import type { METER_MSG } from '../messages-meters';

export const METER_MSG_SW: Translation<typeof METER_MSG> = {
  meterNotFound: 'Mita haikupatikana.',
  readingNotFound: 'Kipimo hakikupatikana.',
  unitNotFound: 'Nyumba hiyo haimo katika jengo hili.',
  unitOrShares: 'Toa unitId (mita ya nyumba moja) au shares (mita ya nyumba kadhaa zinazoshiriki), si vyote viwili.',
  sharesTwoOrMore: 'Mita ya kushiriki inahitaji angalau nyumba mbili katika shares.',
  shareTwice: (unit) => `Nyumba ${unit} imo katika shares mara mbili.`,
  meterExists: (unit, kind) => `Nyumba ${unit} tayari ina mita ya ${kind}.`,
  noRate: (kind, day) =>
    `Hakuna bei ya ${kind} inayotumika tarehe ${day}. Weka bei ya jengo kwanza (Mipangilio, Huduma).`,
  bandsOrder: 'Kila kiwango kifike mbali zaidi ya kilichotangulia, na cha mwisho pekee kiwe wazi (upTo: null).',
  lastBandOpen: 'Kiwango cha mwisho kiwe wazi (upTo: null).',
  lowerReading: (previous) =>
    `Kipimo ni cha chini kuliko cha mwisho (${previous}). Kama mita ilibadilishwa, sema hivyo (replaced: true).`,
  readingBeforeLast: (day) => `Kipimo hakiwezi kuwa na tarehe kabla ya kipimo cha mwisho cha mita (${day}).`,
  startAboveReading: 'Mita mpya huanza kwenye kipimo chake cha kwanza au chini yake.',
  aboveNext: (next) => `Kipimo kilichosahihishwa hakiwezi kuzidi kipimo kinachofuata (${next}).`,
  threeDecimals: (label) => `${label} kiwe na desimali tatu au chache.`,
  line: (n, message) => `Mstari ${n}: ${message}`,
  noMeter: (unit, kind) => `Nyumba ${unit} haina mita ya ${kind}.`,
  unitCodeOrMeter: 'Toa unitCode au meterId kwa kila kipimo.',
  sameMeterTwice: 'Mita moja imesomwa mara mbili katika kundi hili.',
  onlyOwnerMeters: 'Ni mwenye jengo pekee anayeongeza mita na kuweka bei.',
  onlyOwnerCorrects: 'Ni mwenye jengo pekee anayesahihisha kipimo.',
  staffReads: 'Vipimo vya mita hurekodiwa na mwenye jengo na wahudumu wake.',
  ownConsumption: 'Ni mpangaji pekee anayesoma matumizi yake hapa.',
  recorded: (n) => (n === 1 ? 'Kipimo kimerekodiwa.' : `Vipimo ${n} vimerekodiwa.`),
  corrected: 'Kipimo kimesahihishwa. Malipo yake yamefutwa na sahihi yametozwa.',
  rateSaved: 'Bei imehifadhiwa.',
  meterAdded: 'Mita imeongezwa.',
  recurringKind: 'Aina: chagua service, garbage au security.',
  kindTwice: 'Kila aina itokee mara moja tu katika charges.',
  onlyOwnerCharges: 'Ni mwenye jengo pekee anayeweka malipo ya kila mwezi ya nyumba.',
  staffReadsCharges: 'Malipo ya kila mwezi ya nyumba husomwa na mwenye jengo na wahudumu wake.',
  chargesSaved: (unit) =>
    `Malipo ya kila mwezi ya nyumba ${unit} yamehifadhiwa. Yanatozwa pamoja na kodi ya kila mwezi.`,
};
