import type { Translation } from '../i18n';
import type { PROVIDER_MSG } from '../messages-providers';

/** PROVIDER_MSG in Kiswahili. */
export const PROVIDER_MSG_SW: Translation<typeof PROVIDER_MSG> = {
  onlyOwner: 'Mwenye jengo pekee ndiye anaweza kuweka akaunti zake za SMS na barua pepe.',
  shown: 'Akaunti zako za ujumbe.',
  saved: 'Imehifadhiwa. Ujumbe wa jengo hili sasa unapitia akaunti yako mwenyewe.',
  removedSms: 'Imeondolewa. SMS sasa zinapitia akaunti ya SafeStay, ikiwa seva ina moja.',
  removedEmail: 'Imeondolewa. Barua pepe sasa zinapitia seva ya barua ya SafeStay, ikiwa seva ina moja.',
  nothingToRemove: 'Jengo hili halina akaunti yake kwa njia hiyo.',
  nameAChannel: 'Toa sms, email au zote mbili.',
  channel: 'Njia lazima iwe "sms" au "email".',
  smtpUrl: 'SMTP URL lazima ifanane na smtp://mtumiaji:nenosiri@mail.example.com:587 (au smtps://… kwa port 465).',
  mailFrom: 'From lazima iwe anwani ya barua pepe, mfano Nyumba Yetu <rent@example.com>.',
  senderId: 'Sender ID isizidi herufi 11 (herufi, tarakimu au nafasi), kama Africa’s Talking ilivyoiidhinisha.',
  toPhone: 'Mpokeaji lazima iwe nambari ya simu ya mkononi ya Kenya, mfano 0712 345 678.',
  toEmail: 'Mpokeaji lazima iwe anwani ya barua pepe.',
  noOwnAccount: 'Hifadhi akaunti kwanza: jengo hili halina akaunti yake kwa njia hiyo.',
  noSecretKey: 'Kutuma kwa akaunti ya jengo kunahitaji APP_ENCRYPTION_KEY kwenye seva.',
  testSmsBody: 'Jaribio la SafeStay: SMS za jengo lako zinafika kwenye simu hii.',
  testEmailSubject: 'Ujumbe wa majaribio wa SafeStay',
  testEmailBody: 'Jaribio la SafeStay: barua pepe za jengo lako zinafika kwenye anwani hii.',
  smsAccepted: (cost: string | null) =>
    cost ? `Africa’s Talking imepokea SMS (gharama ${cost}).` : 'Africa’s Talking imepokea SMS.',
  emailAccepted: 'Seva ya barua imepokea barua pepe.',
  smsRefused: 'Africa’s Talking haikutuma SMS. Angalia username, API key, sender ID na salio.',
  smsKeyRefused:
    'Africa’s Talking imekataa username au API key. Zinakili tena kutoka dashibodi yako ya Africa’s Talking.',
  smsUnreachable: 'Africa’s Talking haikupatikana. Jaribu tena baada ya dakika moja.',
  smsBalance: 'Akaunti yako ya Africa’s Talking haina salio. Iongezee salio, kisha ujaribu tena.',
  smsSenderId: 'Africa’s Talking haikubali sender ID hii kwa akaunti yako. Iache wazi au tumia ile waliyoidhinisha.',
  smsBadNumber: 'Africa’s Talking inasema nambari hii haiwezi kupokea SMS.',
  emailRefused: 'Seva ya barua haikupokea barua pepe. Angalia SMTP URL, mtumiaji wake na nenosiri, na anwani ya From.',
  emailUnreachable: 'Seva ya barua haikupatikana. Angalia host na port kwenye SMTP URL.',
};
