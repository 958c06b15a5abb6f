import './zod-config';
import { z } from 'zod';
import { calendarDate, kesText, moneyKes, refuseHiddenCharacters, said, ZId } from './common';
import { JOIN_POLICIES, MAX_AREA, TENANCY_STATUSES } from './constants';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { ZReasonRequest } from './payments';
import { ZKraPin } from './rental-income';
import { MAX_UNIT_KES } from './units';
import { inviteCodeKey } from './units-code';

export const ZTenancyStatus = z.enum(TENANCY_STATUSES);
export type TenancyStatus = z.infer<typeof ZTenancyStatus>;
export const ZJoinPolicy = z.enum(
  JOIN_POLICIES,
  said(() => REQUEST_MSG.joinPolicy),
);
export type JoinPolicy = z.infer<typeof ZJoinPolicy>;

/** One tenant in one unit (or none yet) over time, as the landlord sees it. */
export const ZTenancy = z.object({
  _id: z.string(),
  status: ZTenancyStatus,
  tenant: z.object({ _id: z.string(), name: z.string(), email: z.string(), primaryPhoneNumber: z.string() }),
  unit: z.object({ _id: z.string(), code: z.string() }).nullable(),
  rent: z.number(),
  deposit: z.number(),
  /** What the tenant writes as the M-Pesa account number. */
  accountRef: z.string(),
  moveInDate: z.string(),
  moveOutDate: z.string().nullable(),
  /** What the tenant still owes across their bills (KES; 0 when settled). */
  balance: z.number(),
  /** When the tenant asked to join (or joined). */
  requestedAt: z.string(),
  /** Why the landlord said no (rejected tenancies only). */
  rejectionReason: z.string().nullable(),
  /** The tenant's KRA PIN masked (`••••789Z`); the owner reveals it with /tenancies/:id/identity. */
  kraPin: z.string().nullable().optional(),
});
export type Tenancy = z.infer<typeof ZTenancy>;
export const ZTenancyList = z.array(ZTenancy);

export const ZTenancyListQuery = z.object({
  status: z
    .enum(
      TENANCY_STATUSES,
      said(() => REQUEST_MSG.tenancyStatus),
    )
    .optional(),
});

/** A tenant's own tenancy, as /auth/me answers it (no other tenant's data). */
export const ZOwnTenancy = z.object({
  _id: z.string(),
  status: ZTenancyStatus,
  unit: z.object({ _id: z.string(), code: z.string() }).nullable(),
  rent: z.number(),
  accountRef: z.string(),
  moveInDate: z.string(),
  moveOutDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  landlordName: z.string(),
  apartmentName: z.string(),
});
export type OwnTenancy = z.infer<typeof ZOwnTenancy>;

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate(label).optional());

/** Approve a join request: the unit, rent and move-in date default to what the request had. */
export const ZApproveTenancyRequest = z.object({
  unitId: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZId.optional()),
  rent: moneyKes('Rent', MAX_UNIT_KES).optional(),
  moveInDate: optionalDate('Move-in date'),
  /** What the tenant already owed on moving in (KES): billed once, due on the move-in date. */
  openingBalance: moneyKes('Opening balance', MAX_UNIT_KES, { zero: true }).optional(),
});
export type ApproveTenancyRequest = z.input<typeof ZApproveTenancyRequest>;

/** The approve form: the same rules with amounts as typed (blank means the default). */
export const ZApproveTenancyForm = ZApproveTenancyRequest.extend({
  rent: z.preprocess((v) => (v === '' ? undefined : v), kesText('Rent', MAX_UNIT_KES).optional()),
  openingBalance: z.preprocess(
    (v) => (v === '' ? undefined : v),
    kesText('Opening balance', MAX_UNIT_KES, { zero: true }).optional(),
  ),
});

/** Turning a join request down takes a reason, like every other refusal (a claim, a void, a reversal). */
export const ZRejectTenancyRequest = ZReasonRequest;
export type RejectTenancyRequest = z.input<typeof ZRejectTenancyRequest>;

export const ZEndTenancyRequest = z.object({ moveOutDate: calendarDate('Move-out date') });
export type EndTenancyRequest = z.input<typeof ZEndTenancyRequest>;

/** Move a tenant to another unit or change their rent (from the next bill). */
export const ZUpdateTenancyRequest = z
  .object({
    unitId: z.preprocess((v) => (v === '' ? null : v), ZId.nullable().optional()),
    rent: moneyKes('Rent', MAX_UNIT_KES).optional(),
    /** The tenant's KRA PIN, alone or with the rest (docs/reports.md); null or '' clears it. */
    kraPin: ZKraPin.optional(),
  })
  .refine((b) => b.unitId !== undefined || b.rent !== undefined || b.kraPin !== undefined, {
    error: () => REQUEST_MSG.unitOrRent,
    path: ['unitId'],
  });
export type UpdateTenancyRequest = z.input<typeof ZUpdateTenancyRequest>;

export const ZTenancyResponse = z.object({ message: z.string(), tenancy: ZTenancy });

/** The landlord's own apartment and how tenants join it. */
export const ZApartment = z.object({
  _id: z.string(),
  name: z.string(),
  area: z.string().nullable(),
  rentAmount: z.number(),
  joinPolicy: ZJoinPolicy,
});
export type Apartment = z.infer<typeof ZApartment>;

export const ZUpdateApartmentRequest = z
  .object({
    joinPolicy: ZJoinPolicy.optional(),
    area: z
      .string(said(() => FIELD_MSG.notText(fieldLabel('Area'))))
      .trim()
      .max(
        MAX_AREA,
        said(() => FIELD_MSG.tooLong(fieldLabel('Area'), MAX_AREA)),
      )
      // Printed beside the apartment's name, so it keeps to the same rule.
      .superRefine(refuseHiddenCharacters('Area'))
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine((b) => b.joinPolicy !== undefined || b.area !== undefined, {
    error: () => REQUEST_MSG.policyOrArea,
    path: ['joinPolicy'],
  });
export type UpdateApartmentRequest = z.input<typeof ZUpdateApartmentRequest>;
export const ZApartmentResponse = z.object({ message: z.string(), apartment: ZApartment });

/** An invite as the landlord sees it: the code itself only in the answer that creates it. */
export const ZInvite = z.object({
  _id: z.string(),
  /** Shown once, as K7Q-4MZ; lists carry only its first three characters. */
  code: z.string().nullable(),
  hint: z.string(),
  link: z.string().nullable(),
  unit: z.object({ _id: z.string(), code: z.string() }).nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof ZInvite>;
export const ZInviteList = z.array(ZInvite);

const expiryRange = said(() => FIELD_MSG.outOfRange(fieldLabel('Expires in days'), 1, 30));

export const ZCreateInviteRequest = z.object({
  unitId: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZId.optional()),
  expiresInDays: z
    .number(said(() => FIELD_MSG.notNumber(fieldLabel('Expires in days'))))
    .int(said(() => FIELD_MSG.notWhole(fieldLabel('Expires in days'))))
    .min(1, expiryRange)
    .max(30, expiryRange)
    .default(7),
});
export type CreateInviteRequest = z.input<typeof ZCreateInviteRequest>;
export const ZInviteResponse = z.object({ message: z.string(), invite: ZInvite });

/** An invite code as typed: case, spaces and dashes do not matter (K7Q-4MZ, k7q4mz). */
export const ZInviteCode = z
  .string(said(() => FIELD_MSG.notText(fieldLabel('Invite code'))))
  .trim()
  .max(
    20,
    said(() => REQUEST_MSG.inviteCodeInvalid),
  )
  .transform(inviteCodeKey)
  .pipe(
    z.string().min(
      1,
      said(() => FIELD_MSG.required(fieldLabel('Invite code'))),
    ),
  );

export const ZInviteCodeParams = z.object({ code: ZInviteCode });

/** What /join/:code shows before the tenant registers. */
export const ZInvitePreview = z.object({
  apartmentName: z.string(),
  landlordName: z.string(),
  area: z.string().nullable(),
  unit: z.object({ code: z.string(), rent: z.number() }).nullable(),
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof ZInvitePreview>;
