import type { Translation } from '@safestay/contracts';
import type { RIGHTS_TEXT } from './texts';

// Plain Kenyan Kiswahili. The names of laws and tribunals stay in their official English, with
// what they are in Kiswahili beside them: that is the name a tenant will meet on a form or a notice.
export const TRANSLATIONS: { RIGHTS_TEXT: Translation<typeof RIGHTS_TEXT> } = {
  RIGHTS_TEXT: {
    title: 'Jua Haki Zako kama Mpangaji',
    subtitle:
      'Muhtasari kwa lugha rahisi wa ulinzi ambao wapangaji wengi wanao. Ni maelezo ya jumla, si ushauri wa kisheria.',
    readOther: 'Soma kwa Kiingereza',
    readOwn: 'Rudi kwa Kiswahili',
    yourRights: 'Haki zako',
    habitableTitle: 'Nyumba Inayofaa Kuishi',
    habitableSummary: 'Nyumba yako lazima iwe salama, safi na inayofaa kuishi.',
    habitablePoints: [
      'Maji, vyoo na maji taka, umeme na ulinzi vinavyofanya kazi.',
      'Matatizo ya jengo, mivujo na hatari yarekebishwe kwa muda unaofaa.',
      'Ripoti matatizo kwa maandishi — tumia Malalamiko ili kuwe na kumbukumbu.',
    ],
    privacyTitle: 'Faragha',
    privacySummary:
      'Mwenye nyumba wako anapaswa kukujulisha mapema — kwa kawaida saa 24 hadi 48 — kabla ya kuingia nyumbani kwako.',
    privacyPoints: [
      'Aingie kwa wakati unaofaa na kwa sababu ya kweli (matengenezo, ukaguzi, kuonyesha nyumba).',
      'Dharura kama moto au bomba lililopasuka ni tofauti.',
    ],
    fairTitle: 'Kutendewa kwa Haki',
    fairSummary: 'Hupaswi kutendewa tofauti kwa sababu ya jinsi ulivyo.',
    fairPoints: [
      'Hakuna ubaguzi kwa sababu ya kabila, dini, jinsia, ulemavu au hali ya familia.',
      'Hakuna kulipiza kisasi, kama vitisho vya kukufukuza, kwa sababu uliomba matengenezo au ulitumia haki zako.',
    ],
    noticeTitle: 'Notisi Inayofaa',
    noticeSummary: 'Mabadiliko ya upangaji wako yanahitaji notisi ya maandishi mapema.',
    noticePoints: [
      'Kupandisha kodi ya nyumba kwa kawaida kunahitaji notisi ya maandishi ya angalau siku 30.',
      'Kumaliza upangaji au kukufukuza kunahitaji notisi inayotakiwa na mkataba wako na sheria — kamwe si kukufungia nje wala kukukatia maji au umeme.',
    ],
    depositTitle: 'Kurudishiwa Amana',
    depositSummary: 'Amana yako inapaswa kurudishwa unapohama, kwa kawaida ndani ya siku 30.',
    depositPoints: [
      'Makato yanaruhusiwa tu kwa kodi ya nyumba ambayo haijalipwa au uharibifu unaozidi uchakavu wa kawaida.',
      'Una haki ya kupewa orodha inayoonyesha kila kato.',
    ],
    locationTitle: 'Haki hutofautiana kulingana na mahali',
    locationLaw:
      'Sheria za upangaji hutofautiana kati ya nchi na kaunti, na mkataba wako unaweza kukupa zaidi. Nchini Kenya, Rent Restriction Act (Cap. 296), yaani sheria ya kudhibiti kodi ya nyumba, inahusu tu nyumba za kuishi zenye kodi ya KES 2,500 au chini kwa mwezi, na migogoro yake husikilizwa na Rent Restriction Tribunal, yaani baraza la kusuluhisha migogoro ya kodi ya nyumba; nyumba nyingine hufuata mkataba wako na sheria za jumla, na kanuni za kaunti zinaweza pia kuhusika.',
    locationAdvice:
      'Kwa ushauri kuhusu hali yako, wasiliana na mwanasheria aliyehitimu au mojawapo ya huduma zilizo hapa chini.',
    helpTitle: 'Mahali pa kupata msaada',
    exampleNumber: '(nambari ya mfano)',
    helpRightsName: 'Shirika la Haki za Wapangaji',
    helpRightsText: 'Ushauri wa bure kuhusu mikataba, amana, matengenezo na migogoro na mwenye nyumba.',
    helpHousingName: 'Mamlaka ya Nyumba ya Eneo Lako',
    helpHousingText:
      'Ripoti nyumba isiyo salama au isiyofaa kwa afya, na uulize kuhusu udhibiti wa kodi ya nyumba na mabaraza (tribunals).',
    helpLegalName: 'Huduma za Msaada wa Kisheria',
    helpLegalText:
      'Msaada wa kisheria wa bure au wa gharama nafuu ukikabiliwa na kufukuzwa au ukihitaji kwenda mahakamani au kwenye baraza (tribunal).',
    tipsTitle: 'Weka kumbukumbu nzuri',
    tipLease: 'Weka nakala iliyotiwa sahihi ya mkataba wako wa upangaji na mabadiliko yoyote yake.',
    tipReceipts: 'Weka kila risiti ya kodi ya nyumba — SafeStay inakuwezesha kupakua risiti za bili zilizolipwa.',
    tipPhotos: 'Piga picha au video ya nyumba, zenye tarehe, unapohamia na unapohama.',
    tipWriting: 'Weka maombi ya matengenezo na makubaliano kwa maandishi, na uhifadhi nakala za jumbe zote.',
  },
};
