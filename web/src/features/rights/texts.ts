import { catalogue } from '@safestay/contracts';

/**
 * The tenant-rights page, in English. Kept as a plain object as well as a catalogue: a Kiswahili
 * reader can show this English beside their own with one tap ("Soma kwa Kiingereza"), without
 * changing their language. Legal names (Acts, tribunals) stay in their official English in every
 * language, with a plain explanation beside them.
 */
export const RIGHTS_EN = {
  title: 'Know Your Rights as a Tenant',
  subtitle:
    'A plain-language summary of the protections most tenants have. It is general information, not legal advice.',
  /** The control that shows this page in the other language, and the one that comes back. */
  readOther: 'Read in Kiswahili',
  readOwn: 'Back to English',
  yourRights: 'Your rights',
  habitableTitle: 'Habitable Housing',
  habitableSummary: 'Your home must be safe, sanitary and fit to live in.',
  habitablePoints: [
    'Working water, sanitation, electricity and security.',
    'Repairs to structural problems, leaks and hazards in reasonable time.',
    'Report problems in writing — use Complaints so there is a record.',
  ],
  privacyTitle: 'Privacy',
  privacySummary: 'Your landlord should give reasonable notice — usually 24-48 hours — before entering your home.',
  privacyPoints: [
    'Entry should be at reasonable times and for a real reason (repairs, inspection, viewing).',
    'Emergencies such as a fire or a burst pipe are the exception.',
  ],
  fairTitle: 'Fair Treatment',
  fairSummary: 'You may not be treated differently because of who you are.',
  fairPoints: [
    'No discrimination by tribe or ethnicity, religion, sex, disability or family status.',
    'No retaliation, such as eviction threats, for asking for repairs or using your rights.',
  ],
  noticeTitle: 'Proper Notice',
  noticeSummary: 'Changes to your tenancy need written notice in advance.',
  noticePoints: [
    'Rent increases typically need at least 30 days written notice.',
    'Ending a tenancy or an eviction needs the notice your lease and the law require — never lock-outs or cut utilities.',
  ],
  depositTitle: 'Security Deposit Return',
  depositSummary: 'Your deposit should come back when you move out, usually within 30 days.',
  depositPoints: [
    'Deductions only for unpaid rent or damage beyond normal wear and tear.',
    'You are entitled to an itemised list of any deductions.',
  ],
  locationTitle: 'Rights vary by location',
  locationLaw:
    'Tenant law differs between countries and counties, and your lease may give you more. In Kenya, the Rent Restriction Act (Cap. 296) covers only homes let for KES 2,500 a month or less, with disputes heard by the Rent Restriction Tribunal; other homes follow your lease and the general law, and county rules may also apply.',
  locationAdvice: 'For advice on your situation, consult a qualified legal professional or one of the resources below.',
  helpTitle: 'Where to get help',
  exampleNumber: '(example number)',
  helpRightsName: 'Tenant Rights Organisation',
  helpRightsText: 'Free advice on leases, deposits, repairs and disputes with a landlord.',
  helpHousingName: 'Local Housing Authority',
  helpHousingText: 'Report unsafe or unhealthy housing and ask about rent control and tribunals.',
  helpLegalName: 'Legal Aid Services',
  helpLegalText: 'Free or low-cost legal help if you face eviction or need to go to court or a tribunal.',
  tipsTitle: 'Keep good records',
  tipLease: 'Keep a signed copy of your lease agreement and any changes to it.',
  tipReceipts: 'Keep every rent receipt — SafeStay lets you download receipts for paid bills.',
  tipPhotos: 'Photograph or video the home, with dates, when you move in and when you move out.',
  tipWriting: 'Put repair requests and agreements in writing and keep copies of all messages.',
};

export type RightsTexts = typeof RIGHTS_EN;

/** The same texts in the language of now. */
export const RIGHTS_TEXT = catalogue('RIGHTS_TEXT', RIGHTS_EN);
