import type { Translation } from '../i18n';
import type { DONE_MSG, REQUEST_MSG } from '../messages-requests';
import { formatKsh } from '../money';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * REQUEST_MSG in Kiswahili. As in FIELD_MSG, the field comes first as a heading ("Hali: …"); wire
 * values (pending, mpesa, sandbox) stay as a program sends them.
 */
export const REQUEST_MSG_SW: Translation<typeof REQUEST_MSG> = {
  joinPolicy: 'Njia ya kujiunga: chagua approval, invite_only au open.',
  tenancyStatus: 'Hali: chagua pending, active, ended au rejected.',
  paymentMethod: 'Njia ya malipo: chagua cash, mpesa, bank au other.',
  paymentStatus: 'Hali: chagua pending, confirmed, rejected au reversed.',
  chargeKind: 'Aina: chagua water, electricity, service, garbage, deposit, penalty au other.',
  auditEntity: 'Kipengele: chagua bill, payment au tenancy.',
  complaintStatus: 'Hali: chagua Pending, In Progress au Resolved.',
  outboxStatus: (values: string) => `Hali: chagua mojawapo ya ${values}.`,
  ruleCategory: (values: string) => `Kundi: chagua mojawapo ya ${values}.`,
  role: 'Jukumu: chagua Tenant au Landlord.',
  language: 'Lugha: chagua en au sw.',
  groupMonth: 'Kundi: lazima liwe month.',
  monthName: 'Mwezi: andika jina la mwezi kwa Kiingereza, kama January.',
  chooseMonth: 'Chagua mwezi.',
  mpesaEnvironment: 'Mazingira: chagua sandbox au production.',
  paybillOrTill: 'Chagua Paybill au Till.',
  unknownKind: 'Aina hii ya arifa haijulikani.',
  trueOrFalse: (field: string) => `"${field}": lazima iwe true au false.`,
  unitCode: 'Nambari ya nyumba: herufi na tarakimu 1 hadi 12, kama A1 au B12.',
  inviteCodeInvalid: 'Nambari ya mwaliko si sahihi.',
  mpesaReference: 'Nambari ya muamala: andika nambari ya M-Pesa, herufi na tarakimu 10, kama NLJ7RT61SV.',
  shortcode: 'Shortcode ni nambari ya Paybill au Till yenye tarakimu 5 hadi 7.',
  mpesaWholeShillings: 'M-Pesa inapokea shilingi kamili tu.',
  mpesaAtLeast: (kes: number) => `Kiasi: kisiwe chini ya ${formatKsh(kes)}.`,
  mpesaAtMost: (kes: number) => `M-Pesa inapokea hadi ${formatKsh(kes)} kwa mara moja.`,
  safaricomNumber: 'Andika nambari ya Safaricom, kama 0712 345 678.',
  kenyanPhoneFor: (label: string) => `${label}: andika nambari ya simu ya Kenya, kama 0712 345 678.`,
  validEmail: 'Andika barua pepe sahihi.',
  nationalIdCharacters: 'Nambari ya kitambulisho: herufi, tarakimu na vistari tu.',
  samePassword: 'Nenosiri jipya lisiwe sawa na la sasa.',
  passwordsDiffer: 'Manenosiri mapya hayalingani.',
  enterEmail: 'Andika barua pepe yako.',
  enterPhone: 'Andika nambari yako ya simu.',
  enterEmailOrYourPhone: 'Andika barua pepe yako au nambari yako ya simu.',
  enterEmailOrPhone: 'Andika barua pepe yako au nambari ya simu.',
  enterEmailOrKenyanPhone: 'Andika barua pepe yako, au nambari ya simu ya Kenya kama 0712 345 678.',
  enterCode: 'Andika nambari tuliyokutumia.',
  codeDigits: (digits: number) => `Nambari ni tarakimu ${digits} tulizokutumia.`,
  csvEmpty: 'CSV ni tupu.',
  csvTooLarge: (max: number) => `CSV ni kubwa mno: herufi zisizozidi ${count(max)}.`,
  unitOrRent: 'Chagua nyumba au kodi ya nyumba ya kubadilisha.',
  policyOrArea: 'Chagua njia ya kujiunga au eneo la kubadilisha.',
  nameOneNotification: 'Taja angalau arifa moja.',
  atMostAtOnce: (max: number) => `Zisizozidi ${max} kwa mara moja.`,
  allTrue: '"all": lazima iwe true.',
  idsOrAll: 'Tuma { ids: [...] } au { all: true }.',
  tooManyKinds: 'Aina ni nyingi mno.',
  reminderDayNumber: 'Kila siku ya kikumbusho: andika nambari.',
  reminderDayWhole: 'Kila siku ya kikumbusho: andika nambari kamili.',
  reminderDaysList: 'Siku za vikumbusho: andika orodha ya nambari.',
  reminderDaysAtMost: (max: number) => `Siku za vikumbusho zisizidi ${max}.`,
  reminderDayOnce: 'Kila siku ya kikumbusho mara moja tu.',
  rulesList: 'rules: andika orodha ya kanuni.',
  addOneRule: 'Ongeza angalau kanuni moja.',
  rulesAtOnce: (max: number) => `Kanuni zisizozidi ${max} kwa mara moja.`,
  searchTooShort: (min: number) => `Utafutaji (q): angalau herufi ${min}.`,
  searchTooLong: (max: number) => `Utafutaji (q): herufi zisizozidi ${max}.`,
  idNotText: 'Andika maandishi.',
  idEmpty: 'Isiwe tupu.',
  idTooLong: (max: number) => `Herufi zisizozidi ${max}.`,
};

/** DONE_MSG in Kiswahili. */
export const DONE_MSG_SW: Translation<typeof DONE_MSG> = {
  passwordChanged: 'Nenosiri lako limebadilishwa. Ingia kwa nenosiri jipya.',
  mpesaSettings: 'Mipangilio ya M-Pesa',
  mpesaSettingsSaved: 'Mipangilio ya M-Pesa imehifadhiwa.',
  mpesaKeysAccepted: 'M-Pesa imekubali funguo zako.',
  mpesaUrlsRegistered: 'Sasa M-Pesa itatuma malipo hapa.',
  paymentAssigned: 'Malipo yamepewa mpangaji.',
  markedRead: 'Zimewekwa kuwa zimesomwa.',
  queuedAgain: 'Umewekwa kwenye foleni kutumwa tena.',
};
