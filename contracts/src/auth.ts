import './zod-config';
import { z } from 'zod';
import { calendarDate, fieldText, kesText, moneyKes, optionalText, refuseHiddenCharacters, said, ZId } from './common';
import { MAX_EMAIL, MAX_NAME, MAX_NATIONAL_ID, MAX_PASSWORD, MAX_PHONE, ROLES } from './constants';
import { type Role, ZLocale, ZRole } from './enums';
import { MSG } from './messages';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { TEAM_MSG } from './messages-team';
import { kenyanPhone } from './phones';
import { ZKraPin } from './rental-income';
import { MIN_PASSWORD } from './sign-in-rules';
import { ZOwnTenancy, ZTenancyStatus } from './tenancies';

/** Registration's blanks all say the one text of docs/product.md §5. */
const required = (label: string, max: number) => fieldText(label, max, () => MSG.requiredFields);

/** A password: required, at most MAX_PASSWORD characters; `min` for a new one. */
function password(label: string, min = 1) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? MSG.requiredFields : FIELD_MSG.notText(fieldLabel(label)),
    })
    .min(
      1,
      said(() => MSG.requiredFields),
    )
    .min(
      min,
      said(() => FIELD_MSG.tooShort(fieldLabel(label), min)),
    )
    .max(
      MAX_PASSWORD,
      said(() => FIELD_MSG.tooLong(fieldLabel(label), MAX_PASSWORD)),
    );
}

/** What a number kenyanPhone does not understand gets, naming the field. */
const phoneProblem = (label: string) => REQUEST_MSG.kenyanPhoneFor(fieldLabel(label));

/** A Kenyan mobile number as people write it, stored and answered as +2547… or +2541… (kenyanPhone). */
function toKenyanPhone(label: string) {
  return (text: string, ctx: z.RefinementCtx) => {
    const phone = kenyanPhone(text);
    if (phone === null) ctx.addIssue({ code: 'custom', message: phoneProblem(label) });
    return phone ?? z.NEVER;
  };
}

const phone = (label: string) => required(label, MAX_PHONE).transform(toKenyanPhone(label));

export const optionalPhone = (label: string) =>
  optionalText(label, MAX_PHONE).transform((text, ctx) =>
    text === undefined ? undefined : toKenyanPhone(label)(text, ctx),
  );

export const ZEmail = required('Email', MAX_EMAIL)
  .toLowerCase()
  .pipe(z.email(said(() => REQUEST_MSG.validEmail)));

export const ZPassword = password('Password');

export const ZLoginRequest = z.object({ email: ZEmail, password: ZPassword });
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * Clients written for docs/product.md §7 send the rent as the form typed it: `""` from a tenant's
 * form means none, and a plain decimal string ("15000", "15000.50") is that number. Anything else
 * that is not a number (such as "1e3" or "15,000") is left for moneyKes to refuse.
 */
function specRentAmount(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(value)) return Number(value);
  return value;
}

const registerFields = {
  name: required('Name', MAX_NAME).superRefine(refuseHiddenCharacters('Name')),
  email: ZEmail,
  password: password('Password', MIN_PASSWORD),
  role: z
    .enum(
      ROLES,
      said(() => REQUEST_MSG.role),
    )
    .default('Tenant'),
  // Stored as one spelling (spaces out, upper case), so "a 1234" and "A1234" are one person.
  nationalID: required('National ID', MAX_NATIONAL_ID)
    .transform((id) => id.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z.string().regex(
        /^[A-Z0-9-]+$/,
        said(() => REQUEST_MSG.nationalIdCharacters),
      ),
    ),
  primaryPhoneNumber: phone('Phone number'),
  secondaryPhoneNumber: optionalPhone('Secondary phone number'),
  buildingName: optionalText('Building name', MAX_NAME),
  dateMovedIn: z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate('Move-in date').optional()),
  apartmentName: optionalText('Apartment name', MAX_NAME).superRefine(refuseHiddenCharacters('Apartment name')),
  apartmentId: optionalText('Apartment', 64),
  /** Instead of apartmentId: the landlord's invite (docs/product.md §2 "Who may join"). */
  inviteCode: optionalText('Invite code', 20),
  /** A caretaker's sign-up: the owner's staff invite (docs/team.md). */
  staffInviteCode: optionalText('Invite code', 20),
  rentAmount: z.preprocess(specRentAmount, moneyKes('Rent', 10_000_000).optional()),
  /** The language they will read SafeStay in; unset, the browser's (Accept-Language). */
  locale: ZLocale.optional(),
};

/** docs/product.md §5: a landlord names the apartment and its rent, a tenant picks one. */
function registerRoleRules(
  body: {
    role: Role;
    apartmentName?: string;
    rentAmount?: number;
    apartmentId?: string;
    inviteCode?: string;
    staffInviteCode?: string;
  },
  ctx: z.RefinementCtx,
) {
  if (body.role === 'Caretaker' && !body.staffInviteCode) {
    ctx.addIssue({ code: 'custom', path: ['staffInviteCode'], message: TEAM_MSG.caretakerNeedsInvite });
  }
  if (body.role === 'Landlord' && (!body.apartmentName || body.rentAmount === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: body.apartmentName ? ['rentAmount'] : ['apartmentName'],
      message: MSG.landlordApartmentRequired,
    });
  }
  if (body.role === 'Tenant' && !body.apartmentId && !body.inviteCode) {
    ctx.addIssue({ code: 'custom', path: ['apartmentId'], message: MSG.tenantApartmentRequired });
  }
}

export const ZRegisterRequest = z.object(registerFields).superRefine(registerRoleRules);
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

/** The create-account form: the request's rules, with the rent as typed (blank for a tenant). */
export const ZRegisterForm = z
  .object({
    ...registerFields,
    rentAmount: z.preprocess((v) => (v === '' ? undefined : v), kesText('Rent', 10_000_000).optional()),
  })
  .superRefine(registerRoleRules);

export const ZUser = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  apartmentId: z.string().nullable(),
  apartmentName: z.string().nullable(),
  nationalID: z.string(),
  primaryPhoneNumber: z.string(),
  secondaryPhoneNumber: z.string().optional(),
  dateMovedIn: z.string().nullable(),
  buildingName: z.string().nullable(),
  rentAmount: z.number().optional(),
  /** A tenant's current tenancy: pending until the landlord says yes (null for a landlord). */
  tenancyStatus: ZTenancyStatus.nullable().optional(),
  /** The language they read SafeStay in (always sent; optional for clients written before it). */
  locale: ZLocale.optional(),
  /** Their own KRA PIN, whole (docs/reports.md); null when not set. */
  kraPin: z.string().nullable().optional(),
});
export type User = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({ message: z.string(), user: ZUser, token: z.string() });
export type AuthResponse = z.infer<typeof ZAuthResponse>;

/** GET /auth/me: who is signed in and, for a tenant, their tenancy (pending, active, ended, rejected). */
export const ZMeResponse = z.object({ user: ZUser, tenancy: ZOwnTenancy.nullable() });
export type MeResponse = z.infer<typeof ZMeResponse>;

/** PUT /auth/me: what a person changes about themselves: their language. */
/** What a person chooses about themselves: their language, and the building that opens first (docs/portfolio.md). */
export const ZUpdateMeRequest = z
  .object({ locale: ZLocale.optional(), apartmentId: ZId.optional(), kraPin: ZKraPin.optional() })
  .refine((b) => b.locale !== undefined || b.apartmentId !== undefined || b.kraPin !== undefined, {
    error: () => FIELD_MSG.required(fieldLabel('Language')),
    path: ['locale'],
  });
export type UpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;
export const ZUserResponse = z.object({ message: z.string(), user: ZUser });

export const ZChangePasswordRequest = z
  .object({
    currentPassword: password('Current password'),
    newPassword: password('New password', MIN_PASSWORD),
  })
  .refine((b) => b.currentPassword !== b.newPassword, {
    path: ['newPassword'],
    error: () => REQUEST_MSG.samePassword,
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The change-password form: the request, and the new password typed twice. */
export const ZChangePasswordForm = ZChangePasswordRequest.and(z.object({ confirm: z.string() })).refine(
  (b) => b.confirm === b.newPassword,
  { path: ['confirm'], error: () => REQUEST_MSG.passwordsDiffer },
);
