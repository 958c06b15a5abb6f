import { catalogue, type JoinPolicy, type MPESA_ENVIRONMENTS, type SHORTCODE_TYPES } from '@safestay/contracts';

/** What Settings says: the building, its invites and "Your data" (M-Pesa's words are MPESA_TEXT). */
export const SETTINGS_TEXT = catalogue('SETTINGS_TEXT', {
  title: 'Settings',
  tenantSubtitle: 'Your account and your data.',
  landlordSubtitle: 'Who may join your building, invites for new tenants, M-Pesa, and your data.',
  notLoaded: 'Settings could not be loaded',
  checkConnection: 'Check your connection and try again.',
  // Who may join.
  whoMayJoin: 'Who may join',
  approvalText: 'Anyone can ask to join from the sign-up page; you approve or turn down each request.',
  inviteOnlyText:
    'Only people you invite with a code or link can join; the building is not listed on the sign-up page.',
  openText: 'Anyone who picks your building on the sign-up page joins at once.',
  area: 'Area',
  areaPlaceholder: 'e.g. Kilimani, Nairobi',
  areaHint: 'Shown to people choosing a building, so they find the right one.',
  save: 'Save',
  // Invites.
  invites: 'Invites',
  invitesAbout: 'An invite lets one person join, even when the building is invite only. Each code works once.',
  inviteTenant: 'Invite a tenant',
  openInvites: 'Open invites',
  unit: 'Unit',
  onlyVacant: 'Only vacant units are listed.',
  noUnitYet: 'No unit yet',
  expiresInDays: 'Expires in days',
  daysHint: 'From 1 to 30 days.',
  createInvite: 'Create invite',
  noOpenInvites: 'No open invites.',
  unitCode: (code: string) => `Unit ${code}`,
  anyUnit: 'Any unit',
  expires: (day: string) => `Expires ${day}`,
  withdraw: 'Withdraw',
  withdrawInvite: (hint: string) => `Withdraw invite ${hint}`,
  withdrawTitle: 'Withdraw invite',
  withdrawConfirm: (hint: string, unit: string | null) =>
    `Withdraw invite ${hint}${unit ? ` for unit ${unit}` : ''}? Its code stops working at once.`,
  newInvite: 'New invite',
  shownOnce: (unit: string | null) =>
    `Invite code${unit ? ` for unit ${unit}` : ''}. It is shown only now: share it before you leave this page.`,
  whatsAppText: (apartment: string, link: string, code: string) =>
    `Join ${apartment} on SafeStay: ${link} (code ${code})`,
  // Your data.
  yourData: 'Your data',
  yourDataAbout: "Kenya's Data Protection Act gives you the right to see what we hold about you and to have it erased.",
  downloadMyData: 'Download my data',
  downloadAbout:
    'One file with your account, tenancies, bills, payments, receipts, statements, complaints, chat and the messages we sent you.',
  deleteMyAccount: 'Delete my account',
  deleteAbout:
    'We erase your name and contact details. Money records stay, under a code instead of your name, because the law requires them to be kept.',
  signedOutEverywhere: 'You will be signed out everywhere and cannot sign in again.',
  whatWeErase: 'What we erase',
  eraseAbout:
    'Your name, email, phone numbers and national ID. From then on you are shown as "Former tenant" or "Former landlord" with a short code.',
  whatWeKeep: 'What we keep, and why',
  keepLandlord:
    'Your building with its bills, payments, receipts and activity log, under that name: your former tenants and the tax office (KRA) rely on those records.',
  keepTenant:
    'Your bills, payments, receipts, statements, complaints, chat and the activity log, under that name: rent records must be kept for the tax office (KRA).',
  tenancyEndsToday: 'If you live in the building now, your tenancy ends today.',
  downloadFirst: 'Download your data first if you want a copy.',
  yourPassword: 'Your password',
  kraPin: 'KRA PIN',
  kraPinAbout: 'Yours, as KRA gave it: it stands on your Monthly Rental Income report.',
  savePin: 'Save PIN',
});

/** Each way of joining a building, with what it means. */
export const JOIN_POLICY_LABELS: Record<JoinPolicy, string> = catalogue('JOIN_POLICY_LABELS', {
  approval: 'With my approval',
  invite_only: 'By invite only',
  open: 'Open',
});

/** What Settings → M-Pesa says (docs/mpesa.md "Screens"); the server's answers come as they are. */
export const MPESA_TEXT = catalogue('MPESA_TEXT', {
  about: "Your Paybill or Till and its Daraja keys, so tenants' M-Pesa payments reach their bills by themselves.",
  notLoaded: 'M-Pesa settings could not be loaded. Check your connection and try again.',
  connection: 'Connection',
  callbackUrls: 'Callback URLs',
  callbackUrlsIs: 'Callback URLs: ',
  registeredOn: (moment: string) => `registered on ${moment}`,
  notRegistered: 'not registered',
  lastPaymentIs: 'Last payment received: ',
  noneYet: 'none yet',
  confirmationUrl: 'Confirmation URL',
  validationUrl: 'Validation URL',
  noPublicAddress: 'This server does not know its public address yet, so there are no callback URLs to register.',
  saveFirst: 'Save your M-Pesa number and keys first.',
  testConnection: 'Test connection',
  registerUrls: 'Register callback URLs',
  copy: 'Copy',
  copyWhat: (label: string) => `Copy ${label}`,
  // The form.
  form: 'M-Pesa settings',
  environment: 'Environment',
  paybillOrTill: 'Paybill or Till',
  shortcode: 'Shortcode',
  shortcodeHint: 'The Paybill or Till number tenants pay to.',
  c2bVersion: 'C2B version',
  c2bHint: "As on your Daraja app's C2B product; v2 unless it says v1.",
  darajaKeys: 'Daraja keys',
  keysAbout: 'From your app on developer.safaricom.co.ke. They are kept encrypted and never shown again.',
  consumerKey: 'Consumer key',
  consumerSecret: 'Consumer secret',
  passkey: 'Passkey',
  savedKeep: 'Saved — leave blank to keep',
  save: 'Save M-Pesa settings',
});

/** Where the Daraja keys work. */
export const MPESA_ENVIRONMENT_LABELS: Record<(typeof MPESA_ENVIRONMENTS)[number], string> = catalogue(
  'MPESA_ENVIRONMENT_LABELS',
  { sandbox: 'Sandbox (testing)', production: 'Production (real money)' },
);

/** How tenants pay the landlord. */
export const SHORTCODE_TYPE_LABELS: Record<(typeof SHORTCODE_TYPES)[number], string> = catalogue(
  'SHORTCODE_TYPE_LABELS',
  { paybill: 'Paybill', till: 'Till (Buy Goods)' },
);

/** Settings → SMS and email: the building's own Africa's Talking account and mail server (docs/notifications.md). */
export const PROVIDERS_TEXT = catalogue('PROVIDERS_TEXT', {
  title: 'SMS and email',
  about:
    "Send your building's receipts, reminders and codes through your own Africa's Talking account and mail server. Without them, SafeStay's own are used, if the server has them.",
  notLoaded: 'Message settings could not be loaded. Check your connection and try again.',
  smsTitle: "SMS (Africa's Talking)",
  smsAbout: "From your Africa's Talking dashboard: the app's username and an API key (Settings → API Key).",
  emailTitle: 'Email (SMTP)',
  emailAbout: "Your mail provider's SMTP address, with its user and password, and the From address tenants see.",
  username: 'Username',
  apiKey: 'API key',
  senderId: 'Sender ID',
  senderIdHint: "Only one Africa's Talking approved for you; leave empty for their default.",
  smtpUrl: 'SMTP URL',
  smtpUrlHint: 'smtp://user:password@mail.example.com:587, or smtps://… for port 465.',
  from: 'From',
  fromHint: 'e.g. Nyumba Yetu <rent@example.com>',
  setAs: 'Set: ',
  notSet: 'Not set: ',
  usingServer: "SafeStay's own account is used.",
  noneAtAll: 'Nothing is sent; messages wait on the Messages screen.',
  secretSaved: 'The key is saved and never shown again. Type it again to change anything.',
  passwordSaved: 'The SMTP URL is saved and never shown again (only its server). Type it again to change anything.',
  smsForm: 'SMS account',
  emailForm: 'Email account',
  saveSms: 'Save SMS account',
  saveEmail: 'Save email account',
  remove: 'Remove',
  testTo: 'Send a test to',
  testPhoneHint: 'A Kenyan mobile number, e.g. 0712 345 678.',
  testEmailHint: 'An email address you can read.',
  test: 'Send test',
  inboundTitle: 'Replies by SMS (STOP)',
  inboundAbout:
    "Give this URL to Africa's Talking as your SMS callback (Callback URLs → Incoming messages), so tenants who text STOP are no longer sent reminders.",
  inboundMissing:
    'The server has no public address or SMS callback token yet (PUBLIC_BASE_URL, AT_CALLBACK_TOKEN), so there is no URL to give.',
  inboundUrl: 'Incoming messages URL',
});

/** Settings → M-Pesa → Going live: what to ask Safaricom for, and where each key comes from (docs/mpesa.md). */
export const GO_LIVE_TEXT = catalogue('GO_LIVE_TEXT', {
  title: 'Going live with Daraja',
  intro: 'Most landlords have a Paybill or Till but no Daraja app. Here is how to get one, step by step.',
  step1: 'Sign up at developer.safaricom.co.ke and create an app with the M-Pesa Express and C2B products.',
  step2: 'Test it here with Environment "Sandbox": the sandbox keys are on the app\'s page.',
  step3:
    'Click "Go Live" on the Daraja portal. A Business Administrator or Business Manager of your Paybill or Till confirms with a one-time code sent to their Safaricom line.',
  step4:
    "Safaricom then gives a production app: its Consumer key and Consumer secret are on the app's page; the Passkey (for Pay now prompts) comes by email.",
  step5: 'Enter them above with Environment "Production", then Test connection.',
  step6:
    'Register callback URLs once: Safaricom accepts them only once per shortcode; changing them later needs a request to Safaricom.',
  askTitle: 'What to ask Safaricom for',
  ask1: 'Go-live of your Daraja app for your Paybill or Till (Head Office number for a Till).',
  ask2: 'The M-Pesa Express passkey, if tenants should get Pay now prompts.',
  ask3: 'Validation switched on, only if you want payments checked before they complete (optional).',
  noBaseUrl:
    'The server has no public address (PUBLIC_BASE_URL), so there are no callback URLs to give Safaricom. Ask whoever runs the server to set it.',
  notHttps:
    'The callback URLs start with http://. Safaricom accepts only https:// URLs in production; this works only with the local simulator.',
});
