// Zod-free imports only: this catalogue is in /login's first chunk (a schema module brings zod).
import { catalogue, MIN_PASSWORD } from '@safestay/contracts';
import type { AuthField } from './auth-form';
import { SIGN_IN_TITLE } from './sign-in-title';

/** What the signed-out screens say: sign-in, create account, forgot and reset password. */
export const AUTH_TEXT = catalogue('AUTH_TEXT', {
  signInTitle: SIGN_IN_TITLE,
  welcomeBack: 'Welcome back',
  signInIntro: 'Sign in to SafeStay to continue.',
  createTitle: 'Create your account',
  createIntro: 'Join SafeStay as a tenant or a landlord.',
  modeTabs: 'Sign in or create account',
  signIn: 'Sign in',
  createAccount: 'Create account',
  forgotLink: 'Forgot password?',
  passwordHint: `At least ${MIN_PASSWORD} characters.`,
  haveAccount: 'Already have an account? ',
  newHere: 'New to SafeStay? ',
  createAnAccount: 'Create an account',
  confirmOddDate: (question: string) => `${question} Press Create account again to confirm.`,
  moveInDate: 'move-in date',
  tagline: 'Your building, calmly managed.',
  pitch:
    'Rent bills in KSH, cash payments with receipts, complaints, house rules and a direct line between landlord and tenants.',
  featureBills: 'Monthly bills and PDF receipts',
  featureComplaints: 'Complaints tracked to resolution',
  featureChat: 'Real-time chat with your landlord or tenants',
  madeFor: 'Made for landlords and tenants in Kenya.',
  inviteCode: 'Invite code',
  inviteCodeHint: "From your landlord's link.",
  staffInviteCodeHint: "From the building owner's link.",
  // Forgot and reset password (/forgot).
  resetTitle: 'Reset password',
  forgotHeading: 'Forgot your password?',
  forgotIntro: 'We send a 6-digit code to the email address or phone number of your account.',
  codeHeading: 'Enter your code',
  codeIntro: 'Then choose a new password.',
  changedHeading: 'Password changed',
  changedToast: 'Password changed. Sign in with your new password.',
  backToSignIn: 'Back to sign in',
  askCodeForm: 'Ask for a code',
  who: 'Email or phone',
  whoHint: "Your account's email address, or its phone number such as 0712 345 678.",
  sendCode: 'Send code',
  newPasswordForm: 'Set a new password',
  code: 'Code',
  codeHint: (digits: number) => `The ${digits} digits we sent you.`,
  newPassword: 'New password',
  newPasswordHint: `At least ${MIN_PASSWORD} characters. Every device signed in to your account is signed out.`,
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  sendNewCode: 'Send a new code',
  otherWho: 'Use another email or phone',
  // Change password (the signed-in menu).
  currentPassword: 'Current password',
  changeHint: `At least ${MIN_PASSWORD} characters. Other devices will be signed out.`,
  othersSignedOut: 'Other devices have been signed out.',
  /** What a blank field says beside it; the alert keeps the wording of docs/product.md §5. */
  blank: (label: string) => `${label} is required.`,
});

/** Each field's label, in screen order: the first field in error is the one to fix first. */
export const AUTH_LABELS = catalogue('AUTH_LABELS', {
  role: 'I am a',
  name: 'Full name',
  email: 'Email',
  password: 'Password',
  nationalID: 'National ID',
  primaryPhoneNumber: 'Phone number',
  secondaryPhoneNumber: 'Secondary phone',
  apartmentName: 'Apartment name',
  rentAmount: 'Rent amount (KSH)',
  apartmentId: 'Apartment',
  dateMovedIn: 'Date moved in',
  buildingName: 'Building name',
} satisfies Record<AuthField, string>);

/** The sign-up screen's building search (docs/reliability.md §61): every word it shows. */
export const PICKER_TEXT = catalogue('PICKER_TEXT', {
  placeholder: 'Type your building’s name or area',
  hint: (min: number) => `Type at least ${min} letters of your building’s name or area, then choose it.`,
  list: 'Matching buildings',
  searching: 'Searching…',
  found: (count: number) => (count === 1 ? '1 building found.' : `${count} buildings found.`),
  noMatch: (query: string) =>
    `No building matches “${query}”. Check the name, or ask your landlord for an invite link.`,
  failed: 'Could not search buildings. Check your connection and type again.',
  chosen: (name: string) => `${name} chosen.`,
  landlord: (name: string) => `landlord ${name}`,
  perMonth: (rent: string) => `${rent}/month`,
});
