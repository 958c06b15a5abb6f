import type { Translation } from '../i18n';
import type { MPESA_MSG } from '../messages-mpesa';

/** MPESA_MSG in Kiswahili. */
export const MPESA_MSG_SW: Translation<typeof MPESA_MSG> = {
  paid: 'Malipo yamepokelewa. Asante.',
  lowBalance: 'Salio lako la M-Pesa halitoshi.',
  repeatBlocked: 'M-Pesa imezuia malipo yale yale kurudiwa. Subiri dakika mbili kabla ya kujaribu tena.',
  promptOpen:
    'Kuna ombi lingine la M-Pesa kwenye simu yako. Limalize au ulifunge, kisha ujaribu tena baada ya dakika moja.',
  promptExpired: 'Muda wa ombi la M-Pesa umekwisha. Jaribu tena.',
  promptNotSent: 'M-Pesa haikuweza kutuma ombi. Jaribu tena, au lipa kwa Paybill.',
  cancelled: 'Umeghairi ombi la M-Pesa.',
  phoneUnreachable: 'M-Pesa haikuweza kufikia simu yako. Hakikisha imewashwa na ina mtandao, au lipa kwa Paybill.',
  wrongPin: 'PIN ya M-Pesa si sahihi. Jaribu tena.',
  landlordSetupWrong:
    'Nambari ya M-Pesa ya mwenye nyumba haijawekwa sawa (Paybill au Till). Mwambie mwenye nyumba wako.',
  pinLocked: 'PIN yako ya M-Pesa imefungwa. Piga simu Safaricom kwa 100 au 200.',
  // M-Pesa's own words are English: a Kiswahili reader is told what happened instead.
  notCompleted: (_mpesaWords: string) => 'M-Pesa haikukamilisha malipo.',
  notConfirmed: 'M-Pesa haikuthibitisha malipo haya.',
  refusedPayment: 'M-Pesa ilikataa malipo.',
  tokenRefused: 'M-Pesa ilikataa tokeni ya kuingia.',
  keysRefused: 'M-Pesa haikukubali consumer key na secret.',
  tokenRequestRefused: 'M-Pesa ilikataa ombi la tokeni.',
  urlsAlreadyRegistered:
    'M-Pesa tayari ina anwani za kupokea malipo za shortcode hii. Omba Safaricom izifute kabla ya kusajili tena.',
  noSuchC2bVersion:
    'Programu hii ya Daraja haina toleo hilo la C2B API. Badilisha kati ya v1 na v2 kwenye mipangilio ya M-Pesa.',
  busy: 'M-Pesa ina shughuli nyingi. Jaribu tena baada ya dakika moja.',
  tooManyRequests: 'M-Pesa imepokea maombi mengi mno kutoka programu hii. Jaribu tena baadaye.',
  refusedWith: (mpesaWords: string) => `M-Pesa ilikataa ombi: ${mpesaWords}.`,
  httpError: (status: number) => `M-Pesa ilijibu kwa hitilafu (HTTP ${status}).`,
  timeout: 'M-Pesa haikujibu kwa wakati.',
  unreachable: 'M-Pesa haikuweza kufikiwa.',
  badAnswer: 'M-Pesa ilijibu kitu ambacho hatukuweza kusoma.',
  amountRange: 'Kiasi lazima kiwe shilingi kamili kuanzia 1 hadi 250,000.',
  phoneShape: 'Nambari ya simu lazima iwe kama 2547XXXXXXXX au 2541XXXXXXXX.',
  accountRefShape: 'Nambari ya akaunti lazima iwe herufi au tarakimu 1 hadi 12.',
  descriptionLength: 'Maelezo lazima yawe na herufi 1 hadi 13.',
  callbackUrlShape: 'Anwani ya callback lazima ianze na http(s).',
  accountRefClose: (accountRef: string) => `nambari ya akaunti inakaribiana na ${accountRef}`,
  payerFirstName: (firstName: string) => `jina la mlipaji ni ${firstName}`,
  sameAmountAsRent: 'kiasi ni sawa na kodi ya nyumba',
};
