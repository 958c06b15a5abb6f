import { catalogue } from '@safestay/contracts';

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
