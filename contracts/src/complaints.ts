import './zod-config';
import { z } from 'zod';
import { fieldText, said, ZId, ZPageQuery } from './common';
import { MAX_COMPLAINT_TEXT } from './constants';
import { ZComplaintStatus } from './enums';
import { REQUEST_MSG } from './messages-requests';

export const ZComplaintNote = z.object({ _id: z.string(), note: z.string(), date: z.string() });
export type ComplaintNote = z.infer<typeof ZComplaintNote>;

/** A complaint as docs/product.md §3 names it; notes oldest first, the list newest first. */
export const ZComplaint = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: ZComplaintStatus,
  tenant: z.object({ _id: z.string(), name: z.string() }),
  landlordNotes: z.array(ZComplaintNote),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Complaint = z.infer<typeof ZComplaint>;

export const ZComplaintList = z.array(ZComplaint);

/**
 * GET /complaints?tenant=<id>: one tenant's history (landlord); a tenant always gets their own.
 * With `limit` (and `cursor`), one page newest first, paged like the bills (ZPageQuery).
 */
export const ZComplaintListQuery = ZPageQuery.extend({ tenant: ZId.optional() });

/** Only title and description: a tenant cannot set status, tenant or apartment (extra keys are dropped). */
export const ZCreateComplaintRequest = z.object({
  title: fieldText('Title', MAX_COMPLAINT_TEXT),
  description: fieldText('Description', MAX_COMPLAINT_TEXT),
});
export type CreateComplaintRequest = z.input<typeof ZCreateComplaintRequest>;

export const ZUpdateComplaintStatusRequest = z.object({
  status: z.enum(
    ['Pending', 'In Progress', 'Resolved'],
    said(() => REQUEST_MSG.complaintStatus),
  ),
});
export type UpdateComplaintStatusRequest = z.infer<typeof ZUpdateComplaintStatusRequest>;

export const ZAddComplaintNoteRequest = z.object({ note: fieldText('Note', MAX_COMPLAINT_TEXT) });
export type AddComplaintNoteRequest = z.input<typeof ZAddComplaintNoteRequest>;

export const ZComplaintResponse = z.object({ message: z.string(), complaint: ZComplaint });
export type ComplaintResponse = z.infer<typeof ZComplaintResponse>;
