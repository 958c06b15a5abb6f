import type { Translation } from '../i18n';
import type { ERR_MSG } from '../messages-errors';
import { formatKsh } from '../money';

/** Who a role's refusal speaks of, in the plural ("Only landlords can do that"). */
const ROLE_PLURAL: Record<string, string> = { landlord: 'wenye nyumba', tenant: 'wapangaji' };
const rolePlural = (role: string) => ROLE_PLURAL[role.toLowerCase()] ?? role.toLowerCase();
/** A complaint's status as the glossary says it (agreeing with "lalamiko"). */
const COMPLAINT_STATUS: Record<string, string> = {
  Pending: 'linasubiri',
  'In Progress': 'linashughulikiwa',
  Resolved: 'limetatuliwa',
};
const complaintStatus = (status: string) => COMPLAINT_STATUS[status] ?? status;
const ROLE_ONE: Record<string, string> = { landlord: 'mwenye nyumba', tenant: 'mpangaji' };

/** ERR_MSG in Kiswahili (docs/glossary-sw.md). */
export const ERR_MSG_SW: Translation<typeof ERR_MSG> = {
  apartmentNotFound: 'Jengo halikupatikana.',
  billNotFound: 'Bili haikupatikana.',
  complaintNotFound: 'Lalamiko halikupatikana.',
  conversationNotFound: 'Mazungumzo hayakupatikana.',
  inviteNotFound: 'Mwaliko haukupatikana, au umeshatumika au kuondolewa.',
  messageNotFound: 'Ujumbe haukupatikana.',
  paymentNotFound: 'Malipo hayakupatikana.',
  paymentRequestNotFound: 'Ombi la malipo halikupatikana.',
  ruleNotFound: 'Kanuni haikupatikana.',
  tenancyNotFound: 'Upangaji haukupatikana.',
  tenantNotFound: 'Mpangaji hakupatikana.',
  unitNotFound: 'Nyumba haikupatikana.',
  noTenancyToPay: 'Huna upangaji wa kulipia.',
  billAlreadyPaid: 'Bili hii imeshalipwa.',
  moreThanRemaining: (remainingKes: number) => `Malipo ni zaidi ya kiasi kilichobaki (${formatKsh(remainingKes)}).`,
  receiptOncePaid: 'Risiti inapatikana bili ikishalipwa yote.',
  billChangedWhileDrawn: 'Bili hii ilibadilika wakati hati yake ikitayarishwa. Tafadhali jaribu tena.',
  saveMpesaFirst: 'Hifadhi mipangilio yako ya M-Pesa kwanza.',
  saveDarajaKeysFirst: 'Hifadhi kwanza consumer key, consumer secret na passkey ya programu yako ya Daraja.',
  idempotencyKeyNeeded:
    'Tuma kichwa cha Idempotency-Key (herufi, tarakimu, - au _, kati ya 8 na 100) kwa kila malipo mapya.',
  mpesaNotSetUp: 'Mwenye nyumba wako bado hajaweka malipo ya M-Pesa. Lipa kwa Paybill au kwa pesa taslimu.',
  mpesaUnreachable: 'Malipo ya M-Pesa bado hayawezi kufika kwenye seva hii. Mwambie mwenye nyumba wako.',
  paymentKeyReused: 'Ufunguo huu wa malipo ulishatumika kwa kiasi kingine.',
  alreadyAssigned: 'Malipo haya yalishapewa mpangaji.',
  mpesaCodeClaimed: (name: string, code: string) =>
    `Dai la ${name} linalosubiri lina nambari ya M-Pesa ${code}. Kataa dai hilo kwanza, au mpe ${name} pesa hizi.`,
  invalidCredentials: 'Barua pepe au nenosiri si sahihi.',
  sessionExpired: 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena.',
  signInFirst: 'Tafadhali ingia.',
  mpesaOffOnServer: 'M-Pesa haijawekwa kwenye seva hii.',
  inviteUnitTaken: 'Nyumba ya mwaliko huu imechukuliwa sasa hivi. Omba mwaliko mpya kwa mwenye nyumba wako.',
  wrongCurrentPassword: 'Nenosiri lako la sasa si sahihi.',
  wrongResetCode: 'Nambari hiyo si sahihi au muda wake umekwisha. Omba nyingine ukihitaji.',
  emailTaken: 'Tayari kuna akaunti yenye barua pepe hii.',
  apartmentNameTaken: 'Tayari kuna jengo lenye jina hili. Chagua jina lingine.',
  notAPartner: 'Unaweza kutuma ujumbe kwa mwenye nyumba wako au wapangaji wa jengo lako tu.',
  tooManyBuildings: 'Majengo mengi yamesajiliwa kutoka kwenye mtandao wako leo. Tafadhali jaribu tena kesho.',
  requestTooSlow: 'Ombi lilichukua muda mrefu kufika. Tafadhali jaribu tena.',
  tooManySignIns: (when: string) => `Majaribio mengi ya kuingia yameshindikana. Jaribu tena baada ya ${when}.`,
  tooManyCodeGuesses: (when: string) => `Nambari nyingi zisizo sahihi kutoka hapa. Jaribu tena baada ya ${when}.`,
  passwordChangedElsewhere: 'Nenosiri lako lilibadilishwa mahali pengine. Tafadhali ingia tena.',
  unitJustTaken: 'Nyumba hiyo au nambari hiyo ya akaunti imepewa mpangaji mwingine sasa hivi. Pakia upya uchague tena.',
  ownConversationsOnly: 'Unaweza kusoma mazungumzo yako tu.',
  messageIdReused: 'Kitambulisho hiki cha ujumbe kilishatumika kwa ujumbe mwingine.',
  complaintChangedMeanwhile: 'Lalamiko hili limebadilishwa na mtu mwingine sasa hivi. Pakia upya ujaribu tena.',
  onlyFailedResend: (status: string) =>
    `Ujumbe ulioshindikana au uliozuiliwa pekee ndio unaweza kutumwa tena; huu ni ${status}.`,
  plainShillings: (label: string) => `${label}: andika shilingi tu, kama 15000 au 15000.50.`,
  onlyRole: (role: string) => `Ni ${rolePlural(role)} pekee wanaoweza kufanya hivyo.`,
  notToldAbout: (kind: string, role: string) =>
    `"${kind}" si jambo ambalo ${ROLE_ONE[role.toLowerCase()] ?? role.toLowerCase()} huarifiwa.`,
  inviteUnitNotFree: (code: string) =>
    `Nyumba ${code} ya mwaliko huu haiko wazi tena. Omba mwaliko mpya kwa mwenye nyumba wako.`,
  unitCodeTaken: (code: string) => `Tayari kuna nyumba yenye nambari ${code}.`,
  moveOutInFuture: 'Tarehe ya kuhama haiwezi kuwa ya baadaye: iandike siku ambayo mpangaji anaondoka.',
  complaintMovesOnlyTo: (status: string, next: string) =>
    `Lalamiko ambalo ${complaintStatus(status)} linaweza kuwa ${complaintStatus(next)} tu.`,
  complaintResolved: 'Lalamiko hili limeshatatuliwa; hali yake haiwezi kubadilika.',
  stkWaiting: (seconds: number) =>
    `Ombi la M-Pesa tayari linasubiri kwenye simu yako. Lijibu, au jaribu tena baada ya sekunde ${seconds}.`,
  noPublicUrl: 'Seva hii haijui anwani ambayo M-Pesa inaweza kuifikia: weka PUBLIC_BASE_URL (docs/configuration.md).',
  chatInvalid: 'Ujumbe si sahihi.',
  chatNotSent: 'Ujumbe haukutumwa.',
  socketNoToken: 'Unahitaji kuingia kwanza',
  socketBadToken: 'Tokeni si sahihi au muda wake umekwisha',
  socketNotMember: 'Wewe si mwanachama wa jengo hili',
  socketNotLiving: 'Gumzo ni la wapangaji wanaoishi katika jengo hili.',
  nulCharacters: 'Maandishi yasiwe na herufi za NUL.',
  tryAgain: 'Tafadhali jaribu tena.',
  signInAgain: 'Tafadhali ingia tena.',
  tooManyRequests: (seconds: number) => `Maombi ni mengi mno. Tafadhali subiri sekunde ${seconds} kisha ujaribu tena.`,
  notFound: 'Haikupatikana.',
  forbidden: 'Hairuhusiwi.',
  badRequest: 'Ombi si sahihi.',
  invalidValue: 'Thamani si sahihi.',
  invalidAddress: 'Anwani si sahihi.',
  invalidQuery: 'Maswali ya anwani si sahihi.',
  bodyTooLarge: 'Ombi ni kubwa mno (kikomo ni MiB 1).',
  bodyNotJson: 'Maudhui ya ombi si JSON sahihi.',
  bodyNotObject: 'Maudhui ya ombi lazima yawe kitu cha JSON.',
  sendJson: 'Tuma maudhui ya ombi kama application/json.',
  somethingWrong: 'Kuna hitilafu upande wetu. Tafadhali jaribu tena.',
  databaseBusy: 'Hifadhidata ina shughuli: programu nyingine inaiandikia. Tafadhali jaribu tena baada ya muda mfupi.',
  invalidCursor: 'Kiashiria si sahihi.',
  cursorNeedsLimit: 'Kiashiria kinahitaji kikomo.',
};
