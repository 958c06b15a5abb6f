import type { ComplaintStatus, RuleCategory } from '@safestay/contracts';
import { today } from '../lib/dates';

/** The people, rules, complaints and conversations of `npm run seed:demo`. */

export const DEMO_PASSWORD = 'safestay-demo';

export const LANDLORD = {
  name: 'Grace Wanjiku',
  email: 'landlord@demo.safestay',
  role: 'Landlord' as const,
  nationalID: '23456781',
  primaryPhoneNumber: '+254712000100',
  apartmentName: 'Acacia Gardens (demo)',
  rentAmount: 18_000,
  buildingName: 'Block A',
};

export const AREA = 'Kilimani, Nairobi';

/** Twelve houses on two floors; the two on the top floor cost more. */
export const UNITS_CSV = [
  'code,label,rent,deposit',
  ...['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((code) => `${code},Ground floor,18000,18000`),
  ...['B1', 'B2', 'B3', 'B4'].map((code) => `${code},First floor,18000,18000`),
  'B5,"First floor, corner",21000,21000',
  'B6,"First floor, corner",21000,21000',
].join('\n');

const names = [
  'Brian Otieno',
  'Faith Njeri',
  'Hassan Ali',
  'Achieng Atieno',
  'Kiprop Kiptoo',
  'Mwangi Njoroge',
  'Fatuma Hassan',
  'Wanjiru Kamau',
  'Ochieng Odhiambo',
  'Chebet Jepkosgei',
  'Mutua Musyoka',
  'Nafula Wekesa',
];

export const TENANTS = names.map((name, i) => ({
  name,
  email: `tenant${i + 1}@demo.safestay`,
  nationalID: String(30_000_001 + i * 7919),
  primaryPhoneNumber: `+2547220002${String(i + 1).padStart(2, '0')}`,
  buildingName: i < 6 ? 'Block A' : 'Block B',
  dateMovedIn: `202${i < 4 ? 4 : 5}-${String((i % 12) + 1).padStart(2, '0')}-01`,
}));

/** Someone who has asked to join and waits for the landlord's answer. */
export const JOIN_REQUEST = {
  name: 'Juma Baraka',
  email: 'newcomer@demo.safestay',
  nationalID: '31234567',
  primaryPhoneNumber: '+254722000299',
  dateMovedIn: today(),
};

export const RULES: Array<{ title: string; description: string; category: RuleCategory }> = [
  {
    title: 'Rent is due on the 5th',
    description: 'Pay by the 5th of each month. Tell the landlord early if you expect to be late.',
    category: 'payment',
  },
  {
    title: 'Quiet hours',
    description: 'No loud music or parties between 10 pm and 6 am, every day of the week.',
    category: 'noise',
  },
  {
    title: 'Overnight guests',
    description: 'Guests staying more than three nights must be registered with the caretaker.',
    category: 'guests',
  },
  {
    title: 'Pets',
    description: 'Cats and small dogs are welcome; keep dogs on a lead in the compound.',
    category: 'pets',
  },
  {
    title: 'Report leaks at once',
    description:
      'Report any leak or electrical fault the same day through a complaint, so it is fixed before it spreads.',
    category: 'maintenance',
  },
  {
    title: 'Rubbish collection',
    description: 'Bins go out on Tuesday and Friday mornings. Keep the stairwells clear.',
    category: 'general',
  },
];

export const COMPLAINTS: Array<{
  tenant: number;
  complaint: { title: string; description: string };
  note?: string;
  status: ComplaintStatus;
}> = [
  {
    tenant: 0,
    complaint: {
      title: 'Kitchen tap leaking',
      description: 'The kitchen tap drips all night and the sink cabinet is wet.',
    },
    note: 'Plumber booked for Thursday morning.',
    status: 'Resolved',
  },
  {
    tenant: 3,
    complaint: {
      title: 'No water since Monday',
      description: 'The tank on our side has been dry since Monday evening.',
    },
    note: 'Water company says supply returns tomorrow; tanker ordered for today.',
    status: 'In Progress',
  },
  {
    tenant: 5,
    complaint: {
      title: 'Broken stair light',
      description: 'The light on the second-floor stairs is out; it is very dark at night.',
    },
    status: 'Pending',
  },
  {
    tenant: 7,
    complaint: {
      title: 'Gate lock is stiff',
      description: 'The main gate lock sticks and takes several tries to open.',
    },
    note: 'Fundi will oil or replace the lock this week.',
    status: 'In Progress',
  },
  {
    tenant: 9,
    complaint: { title: 'Noise from flat B4', description: 'Loud music after midnight on Friday and Saturday.' },
    note: 'Spoke to the tenant of B4 and reminded them of quiet hours.',
    status: 'Resolved',
  },
  {
    tenant: 11,
    complaint: { title: 'Cracked window pane', description: 'The bedroom window pane cracked during the storm.' },
    status: 'Pending',
  },
];

export const CONVERSATIONS: Array<{ tenant: number; landlordFirst: boolean; lines: string[] }> = [
  {
    tenant: 0,
    landlordFirst: false,
    lines: [
      'Hello, the plumber came today and the tap is fixed. Asante!',
      'Glad to hear it, Brian. Tell me if it starts again.',
    ],
  },
  {
    tenant: 6,
    landlordFirst: false,
    lines: [
      'Good morning. I can pay half of this month now and the rest on the 20th, is that okay?',
      'That is fine, Fatuma. Please record the second payment when you make it.',
      'Thank you, I will.',
    ],
  },
  {
    tenant: 11,
    landlordFirst: true,
    lines: [
      'Hi Nafula, two months of rent are now open on your account. Can we agree on a plan?',
      'Sorry for the delay. I can clear one month next week and the other by month end.',
      'Okay, let us do that. Thanks for letting me know.',
    ],
  },
  {
    tenant: 3,
    landlordFirst: true,
    lines: ['A water tanker is coming at 4 pm today for Block A.', 'Thank you, we will be home.'],
  },
];
