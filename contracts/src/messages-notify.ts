import { formatDay } from './dates';
import type { ComplaintStatus } from './enums';
import { catalogue } from './i18n';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './ledger-terms';
import { formatKsh } from './money';
import type { NotifyKind } from './notify-kinds';

/**
 * Every text SafeStay sends to a person outside a screen, in one catalogue ready for translation
 * (docs/notifications.md "Texts"): the bell's title and line, the SMS (at most 160 GSM-7
 * characters, one part, for the worst-case values a test feeds it) and the email.
 */
export interface Rendered {
  title: string;
  body: string;
  sms: string;
  subject: string;
  email: string;
}

/** What each kind of news needs; money in KES, dates YYYY-MM-DD. */
export interface NewsParams {
  receipt: { building: string; amount: number; receipt: string; method: PaymentMethod; balance: number };
  new_bill: { building: string; description: string; amount: number; dueDate: string; count: number };
  reminder: { building: string; unit: string; amount: number; dueDate: string; offset: number; paybill: string | null };
  tenancy_decision: { building: string; approved: boolean; unit: string | null; reason: string | null };
  complaint_status: { building: string; title: string; status: ComplaintStatus };
  claim: { tenant: string; amount: number; method: PaymentMethod; reference: string | null };
  payment_received: { payer: string; amount: number; reference: string; matched: boolean };
  join_request: { tenant: string; phone: string };
  complaint_new: { tenant: string; title: string };
  chat_digest: { count: number; from: string[] };
  password_reset: { code: string; minutes: number };
}
export type NewsKind = NotifyKind | 'password_reset';

const ksh = formatKsh;
/** A person's text cut to `max` characters, so an SMS stays one part whatever they typed. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 3)}...`);
const balanceLine = (kes: number) =>
  kes > 0 ? `Balance ${ksh(kes)}.` : kes < 0 ? `Credit ${ksh(-kes)}.` : 'Balance KSH 0.';
const signOff = '\n\nSafeStay';

function whenDue(offset: number, dueDate: string): string {
  if (offset < 0) return `is due in ${-offset} day${offset === -1 ? '' : 's'}, on ${formatDay(dueDate)}`;
  if (offset === 0) return `is due today, ${formatDay(dueDate)}`;
  return `was due on ${formatDay(dueDate)} (${offset} day${offset === 1 ? '' : 's'} ago)`;
}

export type Renderers = { [K in NewsKind]: (p: NewsParams[K]) => Rendered };

/**
 * The texts of each kind of news, in English; `contracts/src/sw/news.ts` is their Kiswahili. Each
 * is written in the language of the person it goes to (the server renders it inside their
 * `inLocale`), money and dates through `Intl` in that language.
 */
export const NEWS: Renderers = catalogue('NEWS', {
  receipt: (p) => {
    const line = `We received ${ksh(p.amount)} by ${PAYMENT_METHOD_LABELS[p.method]}. Receipt ${p.receipt}. ${balanceLine(p.balance)}`;
    return {
      title: `Payment received: ${ksh(p.amount)}`,
      body: line,
      sms: `SafeStay ${clip(p.building, 30)}: ${line} Thank you.`,
      subject: `Receipt ${p.receipt}: ${ksh(p.amount)} received`,
      email: `${line}\nYou can download the receipt from My Payments.${signOff}`,
    };
  },
  new_bill: (p) => {
    const line =
      p.count > 1
        ? `${p.count} new bills, the first ${clip(p.description, 40)} ${ksh(p.amount)}, due ${formatDay(p.dueDate)}.`
        : `New bill: ${clip(p.description, 40)}, ${ksh(p.amount)}, due ${formatDay(p.dueDate)}.`;
    return {
      title: p.count > 1 ? `${p.count} new bills` : `New bill: ${ksh(p.amount)}`,
      body: line,
      sms: `SafeStay ${clip(p.building, 30)}: ${line}`,
      subject: line,
      email: `${line}\nSee My Bills in SafeStay for the details.${signOff}`,
    };
  },
  reminder: (p) => {
    const how = p.paybill ? ` Pay via M-Pesa Paybill ${p.paybill}, Account ${p.unit}.` : '';
    const line = `Rent for ${clip(p.unit, 12)}, ${ksh(p.amount)}, ${whenDue(p.offset, p.dueDate)}.`;
    return {
      title: p.offset > 0 ? 'Rent overdue' : 'Rent reminder',
      body: line,
      sms: `SafeStay: ${line}${how} Ignore if paid.`,
      subject: p.offset > 0 ? `Rent overdue: ${ksh(p.amount)}` : `Rent reminder: ${ksh(p.amount)}`,
      email: `${line}${how}\nIf you have paid, thank you: please ignore this message.${signOff}`,
    };
  },
  tenancy_decision: (p) => {
    const line = p.approved
      ? `Welcome! ${clip(p.building, 40)} let you in${p.unit ? `, house ${p.unit}` : ''}. You can now sign in and see your bills.`
      : `${clip(p.building, 40)} did not accept your request to join${p.reason ? `: ${clip(p.reason, 60)}` : '.'}`;
    return {
      title: p.approved ? 'You are in' : 'Request to join declined',
      body: line,
      sms: `SafeStay: ${line}`,
      subject: p.approved ? `Welcome to ${p.building}` : `Your request to join ${p.building}`,
      email: `${line}${signOff}`,
    };
  },
  complaint_status: (p) => {
    const line = `Your complaint "${clip(p.title, 50)}" is now ${p.status}.`;
    return {
      title: `Complaint ${p.status}`,
      body: line,
      sms: `SafeStay ${clip(p.building, 30)}: ${line}`,
      subject: `Complaint ${p.status}: ${p.title}`,
      email: `${line}\nSee Complaints in SafeStay for the landlord's notes.${signOff}`,
    };
  },
  claim: (p) => {
    const line = `${clip(p.tenant, 40)} says they paid ${ksh(p.amount)} by ${PAYMENT_METHOD_LABELS[p.method]}${p.reference ? ` (${p.reference})` : ''}. Confirm or reject it.`;
    return {
      title: `To confirm: ${ksh(p.amount)}`,
      body: line,
      sms: `SafeStay: ${line}`,
      subject: `To confirm: ${ksh(p.amount)} from ${p.tenant}`,
      email: `${line}\nOpen Payments in SafeStay to decide.${signOff}`,
    };
  },
  payment_received: (p) => {
    const line = p.matched
      ? `M-Pesa ${p.reference}: ${ksh(p.amount)} from ${clip(p.payer, 40)}, recorded.`
      : `M-Pesa ${p.reference}: ${ksh(p.amount)} from ${clip(p.payer, 40)} did not match a tenant. Assign it.`;
    return {
      title: p.matched ? `M-Pesa: ${ksh(p.amount)}` : `Unmatched M-Pesa: ${ksh(p.amount)}`,
      body: line,
      sms: `SafeStay: ${line}`,
      subject: line,
      email: `${line}${p.matched ? '' : '\nOpen Payments, Unmatched, to say whose it is.'}${signOff}`,
    };
  },
  join_request: (p) => {
    const line = `${clip(p.tenant, 40)} (${p.phone}) asks to join your building. Approve or decline in SafeStay.`;
    return {
      title: 'Request to join',
      body: line,
      sms: `SafeStay: ${line}`,
      subject: `${p.tenant} asks to join`,
      email: `${line}\nOpen Tenants, Requests, to decide.${signOff}`,
    };
  },
  complaint_new: (p) => {
    const line = `New complaint from ${clip(p.tenant, 40)}: "${clip(p.title, 50)}".`;
    return {
      title: 'New complaint',
      body: line,
      sms: `SafeStay: ${line}`,
      subject: `New complaint: ${p.title}`,
      email: `${line}\nOpen Complaints in SafeStay to answer.${signOff}`,
    };
  },
  chat_digest: (p) => {
    const names = p.from.slice(0, 2).map((n) => clip(n, 30));
    const more = p.from.length > 2 ? ` and ${p.from.length - 2} more` : '';
    const line = `You have ${p.count} unread chat message${p.count === 1 ? '' : 's'} from ${names.join(', ')}${more}.`;
    return {
      title: 'Unread messages',
      body: line,
      sms: `SafeStay: ${line} Open SafeStay to reply.`,
      subject: line,
      email: `${line}\nOpen Chat in SafeStay to read and reply.${signOff}`,
    };
  },
  password_reset: (p) => {
    const line = `Your SafeStay code is ${p.code}. It works for ${p.minutes} minutes. If you did not ask for it, ignore this.`;
    return {
      title: 'Password reset code',
      body: line,
      sms: line,
      subject: `Your SafeStay code: ${p.code}`,
      email: `${line}${signOff}`,
    };
  },
} satisfies Renderers);

/** One renderer for any kind, for callers that hold the kind as a value. */
export function renderNews<K extends NewsKind>(kind: K, params: NewsParams[K]): Rendered {
  return (NEWS[kind] as (p: NewsParams[K]) => Rendered)(params);
}

/** GSM 03.38's basic characters: an SMS of only these fits 160 per part (one other character: 70). */
export const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7.includes(ch)) return false;
  return true;
}
