import { formatDay } from '../dates';
import type { Translation } from '../i18n';
import { type ACTIVITY_MSG, chargeLabel, methodLabel, type Paid, payer } from '../messages-activity';
import { billDescription } from '../messages-stored';
import { formatKsh } from '../money';

const paid = (p: Paid) => `${formatKsh(p.amount)} kwa ${methodLabel(p.method)}${p.reference ? ` ${p.reference}` : ''}`;

/** ACTIVITY_MSG in Kiswahili: what happened, the thing first ("Malipo ya … yamerekodiwa"). */
export const ACTIVITY_MSG_SW: Translation<typeof ACTIVITY_MSG> = {
  billGenerated: (p) =>
    `${billDescription(p.kind, p.description)} ya ${p.tenant}: ${formatKsh(p.amount)}, ilipwe kufikia ${formatDay(p.dueDate)}.`,
  charged: (p) =>
    `${p.tenant} ametozwa ${formatKsh(p.amount)} kwa ${chargeLabel(p.kind).toLowerCase()}: ${p.description}.`,
  billVoided: (p) =>
    `Bili "${billDescription(p.kind, p.description)}" (${formatKsh(p.amount)}) ya ${p.tenant} imefutwa: "${p.reason}".`,
  billEdited: (p) =>
    `Bili "${billDescription(p.kind, p.description)}" ya ${p.tenant} imebadilishwa: ${formatKsh(p.from)} → ${formatKsh(p.to)}${p.paid > 0 ? ` (${formatKsh(p.paid)} zilikuwa zimelipwa)` : ''}.`,
  leftWithAccount: (p) => `${p.tenant} amefuta akaunti yake na kuhama tarehe ${formatDay(p.moveOutDate)}.`,
  withdrawnWithAccount: (p) => `${p.tenant} amefuta akaunti yake; ombi lake la kujiunga limeondolewa.`,
  approved: (p) =>
    `${p.tenant} amekubaliwa${p.unit ? ` katika ${p.unit}` : ''} kwa ${formatKsh(p.rent)} kwa mwezi kuanzia ${formatDay(p.moveInDate)}${p.openingBalance ? `, salio la kuanzia ${formatKsh(p.openingBalance)}` : ''}.`,
  joinRejected: (p) => `Ombi la kujiunga la ${p.tenant} limekataliwa: "${p.reason}".`,
  movedOut: (p) => `${p.tenant} amehama tarehe ${formatDay(p.moveOutDate)}${p.accountRef ? ` (${p.accountRef})` : ''}.`,
  tenancyChanged: (p) =>
    `Upangaji wa ${p.tenant} umebadilishwa: ${p.fromUnit} kwa ${formatKsh(p.fromRent)} → ${p.toUnit} kwa ${formatKsh(p.toRent)}.`,
  paymentRecorded: (p) => `Malipo ya ${paid(p)} kutoka kwa ${payer(p)} yamerekodiwa, risiti ${p.receipt}.`,
  paymentClaimed: (p) => `${payer(p)} amedai kulipa ${paid(p)}.`,
  paymentConfirmed: (p) => `Malipo ya ${paid(p)} kutoka kwa ${payer(p)} yamethibitishwa, risiti ${p.receipt}.`,
  claimRejected: (p) => `Dai la ${paid(p)} kutoka kwa ${payer(p)} limekataliwa: "${p.reason}".`,
  paymentReversed: (p) => `Malipo ya ${paid(p)} kutoka kwa ${payer(p)} (${p.receipt}) yamebatilishwa: "${p.reason}".`,
  nationalIdViewed: (p) => `Nambari ya kitambulisho ya ${p.tenant} imeangaliwa.`,
  staffInvited: (p) => `Mwaliko wa mhudumu umetumwa (nambari ${p.hint}-…).`,
  staffInviteWithdrawn: (p) => `Mwaliko wa mhudumu ${p.hint}-… umeondolewa.`,
  caretakerJoined: (p) => `${p.tenant} amejiunga na wahudumu kama mhudumu.`,
  caretakerRemoved: (p) => `${p.tenant} ameondolewa kwenye wahudumu.`,
};
