import { catalogue } from './i18n';
import { formatKsh } from './money';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What one schema's field is told when its value is refused, where FIELD_MSG's general texts do
 * not fit (a choice among wire values, a rule of M-Pesa, a code's shape). Read by zod's `error`
 * functions when a value is judged, so a 400 and a form speak their reader's language.
 */
export const REQUEST_MSG = catalogue('REQUEST_MSG', {
  // Choices among stored values: the values themselves stay as the wire spells them.
  joinPolicy: 'Join policy must be approval, invite_only or open.',
  tenancyStatus: 'Status must be pending, active, ended or rejected.',
  paymentMethod: 'Method must be one of cash, mpesa, bank or other.',
  paymentStatus: 'Status must be pending, confirmed, rejected or reversed.',
  chargeKind: 'Kind must be one of water, electricity, service, garbage, security, deposit, penalty or other.',
  auditEntity: 'Entity must be bill, payment, tenancy or team.',
  chatInclude: 'include must be caretakers.',
  complaintStatus: 'Status must be Pending, In Progress or Resolved.',
  outboxStatus: (values: string) => `Status must be one of ${values}.`,
  ruleCategory: (values: string) => `Category must be one of: ${values}.`,
  role: 'Role must be Tenant or Landlord.',
  language: 'Language must be en or sw.',
  groupMonth: 'Group must be month.',
  monthName: 'Month must be an English month name, e.g. January.',
  chooseMonth: 'Choose a month.',
  mpesaEnvironment: 'Environment must be sandbox or production.',
  paybillOrTill: 'Choose Paybill or Till.',
  unknownKind: 'Unknown kind of notification.',
  trueOrFalse: (field: string) => `"${field}" must be true or false.`,
  // Shapes of codes and numbers
  unitCode: 'Code must be 1 to 12 letters and digits, like A1 or B12.',
  inviteCodeInvalid: 'Invite code is not valid.',
  mpesaReference: 'Reference must be the M-Pesa code: 10 letters and digits, like NLJ7RT61SV.',
  shortcode: 'The shortcode is the 5 to 7 digit Paybill or Till number.',
  mpesaWholeShillings: 'M-Pesa takes whole shillings.',
  mpesaAtLeast: (kes: number) => `Amount must be at least ${formatKsh(kes)}.`,
  mpesaAtMost: (kes: number) => `M-Pesa takes at most ${formatKsh(kes)} at once.`,
  safaricomNumber: 'Enter a Safaricom number such as 0712 345 678.',
  kenyanPhoneFor: (label: string) => `Enter a Kenyan mobile number such as 0712 345 678 for ${label.toLowerCase()}.`,
  validEmail: 'Enter a valid email address.',
  nationalIdCharacters: 'National ID may hold letters, digits and dashes only.',
  // Passwords and reset codes
  samePassword: 'The new password must differ from the current one.',
  passwordsDiffer: 'The new passwords do not match.',
  enterEmail: 'Enter your email address.',
  enterPhone: 'Enter your phone number.',
  enterEmailOrYourPhone: 'Enter your email address or your phone number.',
  enterEmailOrPhone: 'Enter your email address or phone number.',
  enterEmailOrKenyanPhone: 'Enter your email address, or a Kenyan mobile number such as 0712 345 678.',
  enterCode: 'Enter the code we sent you.',
  codeDigits: (digits: number) => `The code is the ${digits} digits we sent you.`,
  // Lists and changes
  csvEmpty: 'The CSV is empty.',
  csvTooLarge: (max: number) => `The CSV is too large: at most ${count(max)} characters.`,
  unitOrRent: 'Give a unit or a rent to change.',
  policyOrArea: 'Give a join policy or an area to change.',
  nameOneNotification: 'Name at least one notification.',
  atMostAtOnce: (max: number) => `At most ${max} at once.`,
  allTrue: '"all" must be true.',
  idsOrAll: 'Send { ids: [...] } or { all: true }.',
  tooManyKinds: 'Too many kinds.',
  reminderDayNumber: 'Each reminder day must be a number.',
  reminderDayWhole: 'Each reminder day must be a whole number.',
  reminderDaysList: 'Reminder days must be a list of numbers.',
  reminderDaysAtMost: (max: number) => `At most ${max} reminder days.`,
  reminderDayOnce: 'Each reminder day only once.',
  rulesList: 'rules must be a list of rules.',
  addOneRule: 'Add at least one rule.',
  rulesAtOnce: (max: number) => `At most ${max} rules at once.`,
  searchTooShort: (min: number) => `Search (q) needs at least ${min} characters.`,
  searchTooLong: (max: number) => `Search (q) can be at most ${max} characters.`,
  // A client's own message id (chat): read by the programs that send it more than by people.
  idNotText: 'Must be text.',
  idEmpty: 'Must not be empty.',
  idTooLong: (max: number) => `Must be at most ${max} characters.`,
} as const);

/**
 * What the server says when an action went through, where no feature catalogue holds it. Read
 * inside the handler, so each answer is in the caller's language.
 */
export const DONE_MSG = catalogue('DONE_MSG', {
  passwordChanged: 'Your password is changed. Sign in with the new one.',
  mpesaSettings: 'M-Pesa settings',
  mpesaSettingsSaved: 'M-Pesa settings saved.',
  mpesaKeysAccepted: 'M-Pesa accepted your keys.',
  mpesaUrlsRegistered: 'M-Pesa will now send payments here.',
  paymentAssigned: 'Payment assigned.',
  markedRead: 'Marked as read.',
  queuedAgain: 'Queued to send again.',
} as const);
