import type { Translation } from '../i18n';
import type { PRIVACY_MSG } from '../messages-privacy';

/** PRIVACY_MSG in Kiswahili. */
export const PRIVACY_MSG_SW: Translation<typeof PRIVACY_MSG> = {
  accountDeleted: 'Akaunti yako imefutwa. Umetolewa kwenye SafeStay.',
  wrongPassword: 'Nenosiri si sahihi.',
  passwordRequired: 'Weka nenosiri lako kuthibitisha.',
  landlordHasTenants: (count: number) =>
    `Jengo lako bado lina ${count === 1 ? 'mpangaji 1' : `wapangaji ${count}`} (wanaoishi humo au wanaoomba kujiunga). Wahamishe au ujibu maombi yao kabla ya kufuta akaunti yako.`,
  onlyLandlordIdentity: 'Mwenye nyumba pekee ndiye anaweza kuona nambari ya kitambulisho ya mpangaji.',
};
