import { catalogue } from './i18n';
import { formatKsh } from './money';

/**
 * Why a request was refused, for the server to say and the web app to match (docs/style.md
 * "Errors"). A refusal's `code` names its cause, so no caller reads "any 409" as one cause: the
 * M-Pesa matcher asks for `mpesa_code_used`, not for a status. The generic codes remain for
 * refusals nobody branches on.
 */
export const ERROR_CODE = {
  badRequest: 'bad_request',
  notFound: 'not_found',
  conflict: 'conflict',
  /** X-Apartment-Id is not a building id. */
  badApartmentHeader: 'bad_apartment_header',
  /** The caller may not act on that building (or it does not exist: the same answer). */
  notYourApartment: 'not_your_apartment',
  /** A confirmed payment of the building already holds this M-Pesa code. */
  mpesaCodeUsed: 'mpesa_code_used',
  /** A tenant's pending claim holds this M-Pesa code: it is decided first. */
  mpesaCodeClaimed: 'mpesa_code_claimed',
  /** The bill has nothing left to pay. */
  billPaid: 'bill_paid',
  /** More than the bill's remaining amount. */
  overRemaining: 'over_remaining',
  /** Someone else changed the row between reading and writing it: reload and try again. */
  changedMeanwhile: 'changed_meanwhile',
  /** The same client id (message id, Idempotency-Key) was already used for something else. */
  idReused: 'id_reused',
  /** A setup step comes first (M-Pesa settings, a public address). */
  notSetUp: 'not_set_up',
  /** The unmatched M-Pesa payment was already given to a tenancy. */
  alreadyAssigned: 'already_assigned',
  /** The unit, or its account number, went to another tenant a moment ago. */
  unitTaken: 'unit_taken',
  /** A landlord cannot delete their account while their building has tenants or join requests. */
  buildingHasTenants: 'building_has_tenants',
  /** A statement file that cannot be read: the message names its first bad line; nothing was recorded. */
  badStatement: 'bad_statement',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The server's refusals that no one feature's catalogue holds, word for word. */
export const ERR_MSG = catalogue('ERR_MSG', {
  // Not found
  apartmentNotFound: 'Apartment not found.',
  billNotFound: 'Bill not found.',
  complaintNotFound: 'Complaint not found.',
  conversationNotFound: 'Conversation not found.',
  inviteNotFound: 'Invite not found, or already used or withdrawn.',
  messageNotFound: 'Message not found.',
  paymentNotFound: 'Payment not found.',
  paymentRequestNotFound: 'Payment request not found.',
  ruleNotFound: 'Rule not found.',
  tenancyNotFound: 'Tenancy not found.',
  tenantNotFound: 'Tenant not found.',
  unitNotFound: 'Unit not found.',
  noTenancyToPay: 'You have no tenancy to pay for.',
  // Bills and payments
  billAlreadyPaid: 'This bill is already paid.',
  moreThanRemaining: (remainingKes: number) =>
    `The payment is more than the remaining amount (${formatKsh(remainingKes)}).`,
  receiptOncePaid: 'A receipt is available once the bill is fully paid.',
  billChangedWhileDrawn: 'This bill changed while its document was being made. Please try again.',
  // M-Pesa
  saveMpesaFirst: 'Save your M-Pesa settings first.',
  saveDarajaKeysFirst: 'Save the consumer key, consumer secret and passkey of your Daraja app first.',
  idempotencyKeyNeeded: 'Send an Idempotency-Key header (8 to 100 letters, digits, - or _) with each new payment.',
  mpesaNotSetUp: 'Your landlord has not set up M-Pesa payments yet. Pay by Paybill or in cash.',
  mpesaUnreachable: 'M-Pesa payments cannot reach this server yet. Tell your landlord.',
  paymentKeyReused: 'This payment key was already used for another amount.',
  alreadyAssigned: 'This payment was already assigned.',
  mpesaCodeClaimed: (name: string, code: string) =>
    `${name}'s pending claim holds the M-Pesa code ${code}. Reject that claim first, or give this money to ${name}.`,
  // Accounts
  invalidCredentials: 'Invalid email or password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInFirst: 'Please sign in.',
  mpesaOffOnServer: 'M-Pesa is not set up on this server.',
  inviteUnitTaken: 'The unit of this invite was just taken. Ask your landlord for a new invite.',
  wrongCurrentPassword: 'Your current password is not correct.',
  wrongResetCode: 'That code is not right or has expired. Ask for a new one if you need to.',
  emailTaken: 'An account with this email already exists.',
  apartmentNameTaken: 'An apartment with this name already exists. Choose another name.',
  notAPartner: 'You can only message your landlord or the tenants of your apartment.',
  tooManySignIns: (when: string) => `Too many failed sign-in attempts. Try again in ${when}.`,
  tooManyCodeGuesses: (when: string) => `Too many wrong codes from here. Try again in ${when}.`,
  passwordChangedElsewhere: 'Your password was changed elsewhere. Please sign in again.',
  tooManyBuildings: 'Too many buildings were registered from your network today. Please try again tomorrow.',
  // Tenancies, chat, complaints, messages
  unitJustTaken: 'That unit or account number was just given to another tenant. Reload and choose again.',
  ownConversationsOnly: 'You can only read your own conversations.',
  messageIdReused: 'This message id was already used for a different message.',
  complaintChangedMeanwhile: 'This complaint was changed by someone else just now. Reload and try again.',
  onlyFailedResend: (status: string) => `Only a failed or held message can be sent again; this one is ${status}.`,
  // Requests
  plainShillings: (label: string) => `${label} must be plain shillings, like 15000 or 15000.50.`,
  onlyRole: (role: string) => `Only ${role.toLowerCase()}s can do that.`,
  notToldAbout: (kind: string, role: string) => `"${kind}" is not something a ${role.toLowerCase()} is told about.`,
  // Connections
  requestTooSlow: 'The request took too long to arrive. Please try again.',
  inviteUnitNotFree: (code: string) =>
    `Unit ${code} of this invite is no longer free. Ask your landlord for a new invite.`,
  unitCodeTaken: (code: string) => `A unit with the code ${code} already exists.`,
  moveOutInFuture: 'Move-out date cannot be in the future: record it on the day the tenant leaves.',
  complaintMovesOnlyTo: (status: string, next: string) => `A complaint that is ${status} can only move to ${next}.`,
  complaintResolved: 'This complaint is already resolved; its status cannot change.',
  stkWaiting: (seconds: number) =>
    `An M-Pesa prompt is already waiting on your phone. Answer it, or try again in ${seconds} seconds.`,
  noPublicUrl:
    'This server does not know the address M-Pesa can reach it at: set PUBLIC_BASE_URL (docs/configuration.md).',
  chatInvalid: 'Invalid message.',
  chatNotSent: 'Could not send the message.',
  // A live connection (socket) refused: the client reads it as connect_error's message
  socketNoToken: 'Authentication required',
  socketBadToken: 'Invalid or expired token',
  socketNotMember: 'Not a member of this building',
  socketNotLiving: 'Chat is open to tenants living in the building.',
  nulCharacters: 'Text must not contain NUL characters.',
  tryAgain: 'Please try again.',
  signInAgain: 'Please sign in again.',
  tooManyRequests: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,
  // Requests the server cannot read
  notFound: 'Not found.',
  forbidden: 'Forbidden.',
  badRequest: 'Bad request.',
  invalidValue: 'Invalid value.',
  invalidAddress: 'Invalid address.',
  invalidQuery: 'Invalid query.',
  bodyTooLarge: 'The request is too large (limit 1 MiB).',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  sendJson: 'Send the request body as application/json.',
  somethingWrong: 'Something went wrong on our side. Please try again.',
  databaseBusy: 'The database is busy: another program is writing to it. Please try again in a moment.',
  // Paging
  invalidCursor: 'Invalid cursor.',
  cursorNeedsLimit: 'A cursor needs a limit.',
} as const);
