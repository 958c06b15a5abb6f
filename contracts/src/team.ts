import './zod-config';
import { z } from 'zod';
import { optionalPhone, ZEmail } from './auth';
import { optionalText, refuseHiddenCharacters } from './common';
import { MAX_NAME } from './constants';

/**
 * The building's team (docs/team.md): the owner invites caretakers by a single-use code or link,
 * sees who is on the team and removes someone at once.
 */
export const ZCreateStaffInviteRequest = z.object({
  /** Who the invite is for, to tell open invites apart; the person still signs up themselves. */
  name: optionalText('Name', MAX_NAME).superRefine(refuseHiddenCharacters('Name')),
  phone: optionalPhone('Phone number'),
  email: ZEmail.optional().or(z.literal('').transform(() => undefined)),
});
export type CreateStaffInviteRequest = z.input<typeof ZCreateStaffInviteRequest>;

export const ZStaffInvite = z.object({
  _id: z.string(),
  /** Shown once, as K7Q-4MZ, in the answer that creates it; lists carry its first three characters. */
  code: z.string().nullable(),
  hint: z.string(),
  link: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StaffInvite = z.infer<typeof ZStaffInvite>;
export const ZStaffInviteList = z.array(ZStaffInvite);
export const ZStaffInviteResponse = z.object({ message: z.string(), invite: ZStaffInvite });

/** What /staff/join/:code shows before signing up or accepting. */
export const ZStaffInvitePreview = z.object({
  apartmentName: z.string(),
  area: z.string().nullable(),
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitePreview = z.infer<typeof ZStaffInvitePreview>;

export const ZStaffMember = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'caretaker']),
  /** When they joined the building's team. */
  since: z.string(),
});
export type StaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffList = z.array(ZStaffMember);
export const ZStaffCodeParams = z.object({ code: z.string().trim().min(1).max(20) });
/** POST /staff/invites/:code/accept: what it says, and the building joined, for the client to switch to. */
export const ZStaffAcceptResponse = z.object({ message: z.string(), apartmentId: z.string() });
export type StaffAcceptResponse = z.infer<typeof ZStaffAcceptResponse>;
export const ZStaffUserParams = z.object({ userId: z.string().uuid() });
