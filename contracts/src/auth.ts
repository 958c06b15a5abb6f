import './zod-config';
import { z } from 'zod';
import { moneyKes, optionalText, ZDateString } from './common';
import { ROLES } from './constants';
import { ZRole } from './enums';
import { MSG } from './messages';

const required = (max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? MSG.requiredFields : 'Must be text.'),
    })
    .trim()
    .min(1, MSG.requiredFields)
    .max(max, `Must be at most ${max} characters.`);

export const ZEmail = required(254)
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }));

export const ZPassword = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? MSG.requiredFields : 'Must be text.'),
  })
  .min(1, MSG.requiredFields)
  .max(128, 'Password must be at most 128 characters.');

export const ZPhone = required(20).regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number.');

export const ZLoginRequest = z.object({ email: ZEmail, password: ZPassword });
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z
  .object({
    name: required(100),
    email: ZEmail,
    password: ZPassword.refine((p) => p.length >= 8, 'Password must be at least 8 characters.'),
    role: z.enum(ROLES, { error: 'Role must be Tenant or Landlord.' }).default('Tenant'),
    nationalID: required(20).regex(/^[A-Za-z0-9-]+$/, 'National ID may hold letters, digits and dashes only.'),
    primaryPhoneNumber: ZPhone,
    secondaryPhoneNumber: optionalText(20).refine(
      (v) => v === undefined || /^\+?[0-9 ()-]{7,20}$/.test(v),
      'Enter a valid phone number.',
    ),
    buildingName: optionalText(100),
    dateMovedIn: z
      .union([ZDateString, z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : undefined)),
    apartmentName: optionalText(100),
    apartmentId: optionalText(64),
    rentAmount: z.preprocess((v) => (v === null ? undefined : v), moneyKes(10_000_000).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.role === 'Landlord' && (!body.apartmentName || body.rentAmount === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: body.apartmentName ? ['rentAmount'] : ['apartmentName'],
        message: MSG.landlordApartmentRequired,
      });
    }
    if (body.role === 'Tenant' && !body.apartmentId) {
      ctx.addIssue({ code: 'custom', path: ['apartmentId'], message: MSG.tenantApartmentRequired });
    }
  });
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

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
});
export type User = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({ message: z.string(), user: ZUser, token: z.string() });
export type AuthResponse = z.infer<typeof ZAuthResponse>;

export const ZChangePasswordRequest = z
  .object({
    currentPassword: ZPassword,
    newPassword: ZPassword.refine((p) => p.length >= 8, 'Password must be at least 8 characters.'),
  })
  .refine((b) => b.currentPassword !== b.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
