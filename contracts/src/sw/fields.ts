import type { Translation } from '../i18n';
import type { FIELD_LABELS, FIELD_MSG } from '../messages-fields';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * FIELD_MSG in Kiswahili. The field's name comes first, as a heading ("Kiasi: …"), so no verb
 * has to agree with its noun class.
 */
export const FIELD_MSG_SW: Translation<typeof FIELD_MSG> = {
  required: (label: string) => `${label}: sehemu hii inahitajika.`,
  notText: (label: string) => `${label}: andika maandishi.`,
  tooLong: (label: string, max: number) => `${label}: herufi zisizozidi ${count(max)}.`,
  notDate: (label: string) => `${label}: andika tarehe (YYYY-MM-DD).`,
  notRealDate: (label: string) => `${label}: tarehe hii haipo kwenye kalenda.`,
  negative: (label: string) => `${label}: haiwezi kuwa chini ya sifuri.`,
  notAboveZero: (label: string) => `${label}: lazima iwe zaidi ya 0.`,
  notNumber: (label: string) => `${label}: andika nambari.`,
  notWhole: (label: string) => `${label}: andika nambari kamili.`,
  tooShort: (label: string, min: number) => `${label}: angalau herufi ${count(min)}.`,
  tooMuch: (label: string, max: number) => `${label}: isizidi ${count(max)}.`,
  twoDecimals: (label: string) => `${label}: isizidi tarakimu mbili baada ya nukta.`,
  outOfRange: (label: string, min: number, max: number) => `${label}: lazima iwe kati ya ${min} na ${max}.`,
  controlCharacters: (label: string) => `${label}: isiwe na mistari mipya wala herufi za udhibiti.`,
  directionCharacters: (label: string) => `${label}: isiwe na herufi za kubadilisha mwelekeo wa maandishi.`,
  invalidId: (field: string) => `"${field}": kitambulisho si sahihi.`,
};

/** FIELD_LABELS in Kiswahili (docs/glossary-sw.md). */
export const FIELD_LABELS_SW: Translation<typeof FIELD_LABELS> = {
  Amount: 'Kiasi',
  'API key': 'API key',
  Apartment: 'Jengo',
  'Apartment name': 'Jina la jengo',
  Area: 'Eneo',
  'Building name': 'Jina la jengo',
  Code: 'Nambari',
  // Daraja's own names, as the Daraja portal shows them to the landlord.
  'Consumer key': 'Consumer key',
  'KRA PIN': 'PIN ya KRA',
  Month: 'Mwezi',
  'Consumer secret': 'Consumer secret',
  'Current password': 'Nenosiri la sasa',
  'Date paid': 'Tarehe ya kulipa',
  'Date received': 'Tarehe ya kupokea',
  Deposit: 'Amana',
  Description: 'Maelezo',
  'Due date': 'Tarehe ya mwisho ya kulipa',
  Email: 'Barua pepe',
  'Expires in days': 'Muda wa mwaliko (siku)',
  From: 'Kuanzia',
  Hour: 'Saa',
  'Invite code': 'Nambari ya mwaliko',
  Label: 'Lebo',
  Language: 'Lugha',
  Limit: 'Kikomo',
  Message: 'Ujumbe',
  'Move-in date': 'Tarehe ya kuhamia',
  'Move-out date': 'Tarehe ya kuhama',
  Name: 'Jina',
  'National ID': 'Nambari ya kitambulisho',
  'New password': 'Nenosiri jipya',
  Note: 'Maelezo',
  'Opening balance': 'Salio la kuanzia',
  Passkey: 'Passkey',
  Password: 'Nenosiri',
  Phone: 'Nambari ya simu',
  'Phone number': 'Nambari ya simu',
  Reason: 'Sababu',
  Reference: 'Nambari ya muamala',
  'Reminder days': 'Siku za vikumbusho',
  Rent: 'Kodi ya nyumba',
  'Search (q)': 'Utafutaji (q)',
  'Secondary phone number': 'Nambari ya pili ya simu',
  Recipient: 'Mpokeaji',
  'Sender ID': 'Sender ID',
  Shortcode: 'Shortcode',
  'SMTP URL': 'SMTP URL',
  Title: 'Kichwa',
  To: 'Hadi',
  Username: 'Jina la mtumiaji',
  Year: 'Mwaka',
};
