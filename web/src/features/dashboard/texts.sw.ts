import type { Translation } from '@safestay/contracts';
import type { DASH_TEXT } from './texts';

export const TRANSLATIONS: { DASH_TEXT: Translation<typeof DASH_TEXT> } = {
  DASH_TEXT: {
    welcome: (name) => `Karibu tena, ${name}!`,
    signedInAs: 'Umeingia kama',
    yourBalance: 'Salio lako',
    overdueBills: (n) => (n === 1 ? 'Bili 1 imechelewa' : `Bili ${n} zimechelewa`),
    yourMoney: 'Pesa zako',
    summary: 'Muhtasari',
    totalBillsIssued: 'Jumla ya bili zilizotolewa',
    myBills: 'Bili Zangu',
    complaints: 'Malalamiko',
    myComplaints: 'Malalamiko Yangu',
    pending: (n) => `${n} zinasubiri`,
    totalTenants: 'Jumla ya wapangaji',
    activeTenants: 'Wapangaji walio hai',
    currentPeriod: 'Kipindi cha sasa',
    quickActions: 'Vitendo vya haraka',
    createBill: 'Tengeneza bili',
    viewTenants: 'Tazama wapangaji',
    checkComplaints: 'Angalia malalamiko',
    payBills: 'Lipa bili',
    submitComplaint: 'Wasilisha lalamiko',
    contactLandlord: 'Wasiliana na mwenye nyumba',
    recentActivity: 'Shughuli za hivi karibuni',
    noActivity: 'Bado hakuna shughuli. Bili na malalamiko yataonekana hapa.',
    billsLine: (n, pending) => `Bili ${n}, ${pending} zinasubiri malipo`,
    complaintsLine: (n, pending) => `Malalamiko ${n}, ${pending} yanasubiri`,
  },
};
