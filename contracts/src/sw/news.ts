import { formatDay } from '../dates';
import type { ComplaintStatus } from '../enums';
import type { Translation } from '../i18n';
import { PAYMENT_METHOD_LABELS } from '../ledger-terms';
import { clip, type NEWS } from '../messages-notify';
import { formatKsh } from '../money';

const ksh = formatKsh;
/** Intl writes "Ksh" with a no-break space, which is not GSM-7: an SMS takes a plain one. */
const sms = (text: string) => text.replace(/\u00a0/g, ' ');
const balanceLine = (kes: number) =>
  kes > 0 ? `Salio ${ksh(kes)}.` : kes < 0 ? `Salio la ziada ${ksh(-kes)}.` : `Salio ${ksh(0)}.`;
const signOff = '\n\nSafeStay';

/** A complaint's status as it agrees with "lalamiko" (class 5: li-). */
const COMPLAINT_NOW: Record<ComplaintStatus, string> = {
  Pending: 'linasubiri',
  'In Progress': 'linashughulikiwa',
  Resolved: 'limetatuliwa',
};

function whenDue(offset: number, dueDate: string): string {
  if (offset < -1) return `inadaiwa baada ya siku ${-offset}, ${formatDay(dueDate)}`;
  if (offset === -1) return `inadaiwa kesho, ${formatDay(dueDate)}`;
  if (offset === 0) return `inadaiwa leo, ${formatDay(dueDate)}`;
  return `imechelewa tangu ${formatDay(dueDate)} (siku ${offset})`;
}

/** NEWS in Kiswahili: every SMS one GSM-7 part at its longest (messages-notify.test.ts). */
export const NEWS_SW: Translation<typeof NEWS> = {
  receipt: (p) => {
    const line = `Tumepokea ${ksh(p.amount)} kwa ${PAYMENT_METHOD_LABELS[p.method]}. Risiti ${p.receipt}. ${balanceLine(p.balance)}`;
    return {
      title: `Malipo yamepokelewa: ${ksh(p.amount)}`,
      body: line,
      sms: sms(`SafeStay ${clip(p.building, 30)}: ${line} Asante.`),
      subject: `Risiti ${p.receipt}: ${ksh(p.amount)} zimepokelewa`,
      email: `${line}\nUnaweza kupakua risiti kwenye Malipo Yangu.${signOff}`,
    };
  },
  new_bill: (p) => {
    const line =
      p.count > 1
        ? `Bili ${p.count} mpya, ya kwanza ${clip(p.description, 40)} ${ksh(p.amount)}, ilipwe kufikia ${formatDay(p.dueDate)}.`
        : `Bili mpya: ${clip(p.description, 40)}, ${ksh(p.amount)}, ilipwe kufikia ${formatDay(p.dueDate)}.`;
    return {
      title: p.count > 1 ? `Bili ${p.count} mpya` : `Bili mpya: ${ksh(p.amount)}`,
      body: line,
      sms: sms(`SafeStay ${clip(p.building, 30)}: ${line}`),
      subject: line,
      email: `${line}\nAngalia Bili Zangu kwenye SafeStay kwa maelezo.${signOff}`,
    };
  },
  reminder: (p) => {
    const how = p.paybill ? ` Lipa kwa Paybill ${p.paybill}, akaunti ${p.unit}.` : '';
    const line = `Kodi ya ${clip(p.unit, 12)}, ${ksh(p.amount)}, ${whenDue(p.offset, p.dueDate)}.`;
    return {
      title: p.offset > 0 ? 'Kodi imechelewa' : 'Kikumbusho cha kodi',
      body: line,
      sms: sms(`SafeStay: ${line}${how} Puuza kama umelipa.`),
      subject: p.offset > 0 ? `Kodi imechelewa: ${ksh(p.amount)}` : `Kikumbusho cha kodi: ${ksh(p.amount)}`,
      email: `${line}${how}\nKama umelipa, asante: tafadhali puuza ujumbe huu.${signOff}`,
    };
  },
  tenancy_decision: (p) => {
    const line = p.approved
      ? `Karibu! ${clip(p.building, 40)} imekukubali${p.unit ? `, nyumba ${p.unit}` : ''}. Sasa unaweza kuingia na kuona bili zako.`
      : `${clip(p.building, 40)} haikukubali ombi lako la kujiunga${p.reason ? `: ${clip(p.reason, 60)}` : '.'}`;
    return {
      title: p.approved ? 'Umekubaliwa' : 'Ombi la kujiunga limekataliwa',
      body: line,
      sms: sms(`SafeStay: ${line}`),
      subject: p.approved ? `Karibu ${p.building}` : `Ombi lako la kujiunga na ${p.building}`,
      email: `${line}${signOff}`,
    };
  },
  complaint_status: (p) => {
    const now = COMPLAINT_NOW[p.status];
    const line = `Lalamiko lako "${clip(p.title, 50)}" sasa ${now}.`;
    return {
      title: `Lalamiko ${now}`,
      body: line,
      sms: sms(`SafeStay ${clip(p.building, 30)}: ${line}`),
      subject: `Lalamiko ${now}: ${p.title}`,
      email: `${line}\nAngalia Malalamiko kwenye SafeStay kwa maelezo ya mwenye nyumba.${signOff}`,
    };
  },
  claim: (p) => {
    const line = `${clip(p.tenant, 40)} anasema amelipa ${ksh(p.amount)} kwa ${PAYMENT_METHOD_LABELS[p.method]}${p.reference ? ` (${p.reference})` : ''}. Thibitisha au kataa.`;
    return {
      title: `Thibitisha: ${ksh(p.amount)}`,
      body: line,
      sms: sms(`SafeStay: ${line}`),
      subject: `Thibitisha: ${ksh(p.amount)} kutoka kwa ${p.tenant}`,
      email: `${line}\nFungua Malipo kwenye SafeStay uamue.${signOff}`,
    };
  },
  payment_received: (p) => {
    const line = p.matched
      ? `M-Pesa ${p.reference}: ${ksh(p.amount)} kutoka kwa ${clip(p.payer, 40)}, imerekodiwa.`
      : `M-Pesa ${p.reference}: ${ksh(p.amount)} kutoka kwa ${clip(p.payer, 40)} haikulingana na mpangaji. Mpe mwenyewe.`;
    return {
      title: p.matched ? `M-Pesa: ${ksh(p.amount)}` : `M-Pesa isiyolingana: ${ksh(p.amount)}`,
      body: line,
      sms: sms(`SafeStay: ${line}`),
      subject: line,
      email: `${line}${p.matched ? '' : '\nFungua Malipo, Yasiyolingana, useme ni ya nani.'}${signOff}`,
    };
  },
  join_request: (p) => {
    const line = `${clip(p.tenant, 40)} (${p.phone}) anaomba kujiunga na jengo lako. Idhinisha au kataa kwenye SafeStay.`;
    return {
      title: 'Ombi la kujiunga',
      body: line,
      sms: sms(`SafeStay: ${line}`),
      subject: `${p.tenant} anaomba kujiunga`,
      email: `${line}\nFungua Wapangaji, Maombi, uamue.${signOff}`,
    };
  },
  complaint_new: (p) => {
    const line = `Lalamiko jipya kutoka kwa ${clip(p.tenant, 40)}: "${clip(p.title, 50)}".`;
    return {
      title: 'Lalamiko jipya',
      body: line,
      sms: sms(`SafeStay: ${line}`),
      subject: `Lalamiko jipya: ${p.title}`,
      email: `${line}\nFungua Malalamiko kwenye SafeStay ujibu.${signOff}`,
    };
  },
  chat_digest: (p) => {
    const names = p.from.slice(0, 2).map((n) => clip(n, 30));
    const more = p.from.length > 2 ? ` na wengine ${p.from.length - 2}` : '';
    const unread = p.count === 1 ? 'ujumbe 1 ambao hujasoma' : `jumbe ${p.count} ambazo hujasoma`;
    const line = `Una ${unread} kutoka kwa ${names.join(', ')}${more}.`;
    return {
      title: 'Jumbe ambazo hujasoma',
      body: line,
      sms: sms(`SafeStay: ${line} Fungua SafeStay ujibu.`),
      subject: line,
      email: `${line}\nFungua Mazungumzo kwenye SafeStay usome na ujibu.${signOff}`,
    };
  },
  password_reset: (p) => {
    const line = `Nambari yako ya SafeStay ni ${p.code}. Inafanya kazi kwa dakika ${p.minutes}. Kama hukuiomba, puuza ujumbe huu.`;
    return {
      title: 'Nambari ya kubadilisha nenosiri',
      body: line,
      sms: sms(line),
      subject: `Nambari yako ya SafeStay: ${p.code}`,
      email: `${line}${signOff}`,
    };
  },
};
