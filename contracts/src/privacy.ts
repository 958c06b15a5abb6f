import './zod-config';
import { z } from 'zod';
import { said } from './common';
import { MAX_PASSWORD } from './constants';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { PRIVACY_MSG } from './messages-privacy';

/** DELETE /me: the account's password confirms it. */
export const ZDeleteAccountRequest = z.object({
  password: z
    .string(said(() => PRIVACY_MSG.passwordRequired))
    .min(
      1,
      said(() => PRIVACY_MSG.passwordRequired),
    )
    .max(
      MAX_PASSWORD,
      said(() => FIELD_MSG.tooLong(fieldLabel('Password'), MAX_PASSWORD)),
    ),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** GET /tenancies/:id/identity: the whole ID numbers, for the landlord of that tenancy only (audited). */
export const ZIdentity = z.object({
  nationalID: z.string(),
  /** The tenant's whole KRA PIN, or null when none is set. */
  kraPin: z.string().nullable(),
});
export type Identity = z.infer<typeof ZIdentity>;

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /me/export: everything SafeStay holds about the caller. Sections a role has nothing in are
 * empty lists (a landlord has no bills; a tenant no building settings).
 */
export const ZDataExport = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  tenancies: rows,
  bills: rows,
  payments: rows,
  receipts: rows,
  statements: rows,
  complaints: rows,
  chat: rows,
  notifications: rows,
  messagesSent: rows,
  buildings: rows,
});
export type DataExport = z.infer<typeof ZDataExport>;
