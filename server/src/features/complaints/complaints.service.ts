import {
  type Complaint,
  type ComplaintStatus,
  ERR_MSG,
  ERROR_CODE,
  NEXT_COMPLAINT_STATUS,
  type ZAddComplaintNoteRequest,
  type ZCreateComplaintRequest,
} from '@safestay/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { countWhere } from '../../db/count-where';
import type { Db } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type Page, type PageRequest, pageLimit, pageOf } from '../../lib/paging';
import { buildingOf } from '../apartments/apartments.service';
import { notify, notifyStaff } from '../notifications/notify';

/** Narrows a list: one complaint, or one tenant's (a landlord's view of a tenant's history). */
export interface ComplaintFilter {
  id?: string;
  tenantId?: string;
}

/**
 * The rows a caller may see: the whole apartment for its landlord (or one of its tenants), only
 * their own for a tenant, whatever `tenantId` they send.
 */
function visibleComplaints(db: Db, caller: Caller, filter: ComplaintFilter) {
  let query = db.selectFrom('complaints as c').where('c.apartment_id', '=', caller.apartmentId);
  if (caller.role === 'Tenant') query = query.where('c.tenant_id', '=', caller.userId);
  else if (filter.tenantId) query = query.where('c.tenant_id', '=', filter.tenantId);
  if (filter.id) query = query.where('c.id', '=', filter.id);
  return query;
}

/**
 * Newest first (created_at, then id); notes come from one extra query for the whole list, never
 * one per complaint. With `page`, one keyset page of `limit` complaints after the cursor; the
 * first page also counts the whole list and how many of it are still open.
 */
export async function listComplaints(
  db: Db,
  caller: Caller,
  filter: ComplaintFilter = {},
  page?: PageRequest,
): Promise<Page<Complaint> & { open?: number }> {
  const after = page?.after;
  const rows = await visibleComplaints(db, caller, filter)
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('c.created_at', '<', after?.key ?? ''),
          eb.and([eb('c.created_at', '=', after?.key ?? ''), eb('c.id', '<', after?.id ?? '')]),
        ]),
      ),
    )
    .innerJoin('users as t', 't.id', 'c.tenant_id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.status',
      'c.tenant_id',
      't.name as tenant_name',
      'c.created_at',
      'c.resolved_at',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .$call((q) => (page ? q.limit(pageLimit(page.limit)) : q))
    .execute();
  const { items: pageRows, next } = page
    ? pageOf(rows, page.limit, (r) => ({ key: r.created_at, id: r.id }))
    : { items: rows, next: null };
  const [notesByComplaint, counts] = await Promise.all([
    pageRows.length === 0
      ? new Map<string, Complaint['landlordNotes']>()
      : notesOf(db, caller, filter, page ? pageRows.map((r) => r.id) : undefined),
    page && !after ? countComplaints(db, caller, filter) : undefined,
  ]);
  return {
    items: pageRows.map((r) => ({
      _id: r.id,
      title: r.title,
      description: r.description,
      status: r.status,
      tenant: { _id: r.tenant_id, name: r.tenant_name },
      landlordNotes: notesByComplaint.get(r.id) ?? [],
      createdAt: r.created_at,
      resolvedAt: r.resolved_at,
    })),
    total: counts?.total,
    open: counts?.open,
    next,
  };
}

/** Notes of one page's complaints (`ids`, at most MAX_PAGE_LIMIT), or of the whole list, oldest first. */
async function notesOf(db: Db, caller: Caller, filter: ComplaintFilter, ids: string[] | undefined) {
  const byComplaint = new Map<string, Complaint['landlordNotes']>();
  const notes = await db
    .selectFrom('complaint_notes as n')
    .select(['n.id', 'n.complaint_id', 'n.note', 'n.created_at'])
    .where('n.complaint_id', 'in', ids ?? (() => visibleComplaints(db, caller, filter).select('c.id')))
    .orderBy('n.created_at', 'asc')
    .orderBy('n.id', 'asc')
    .execute();
  for (const n of notes) {
    const list = byComplaint.get(n.complaint_id) ?? [];
    list.push({ _id: n.id, note: n.note, date: n.created_at });
    byComplaint.set(n.complaint_id, list);
  }
  return byComplaint;
}

/** How many complaints a list holds across its pages, and how many of them are not resolved. */
async function countComplaints(db: Db, caller: Caller, filter: ComplaintFilter) {
  const row = await visibleComplaints(db, caller, filter)
    .select((eb) => [eb.fn.countAll<number>().as('total'), countWhere(sql`c.status <> 'Resolved'`).as('open')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), open: Number(row.open) };
}

/** One complaint the caller may see, or 404 (ids of other apartments or tenants look absent). */
export async function getComplaint(db: Db, caller: Caller, id: string): Promise<Complaint> {
  const [complaint] = (await listComplaints(db, caller, { id })).items;
  if (!complaint) throw notFound(ERR_MSG.complaintNotFound);
  return complaint;
}

export async function createComplaint(
  db: Db,
  caller: Caller,
  input: z.output<typeof ZCreateComplaintRequest>,
): Promise<Complaint> {
  const now = nowIso();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('complaints')
      .values({
        id,
        apartment_id: caller.apartmentId,
        tenant_id: caller.userId,
        title: input.title,
        description: input.description,
        status: 'Pending',
        created_at: now,
        updated_at: now,
        resolved_at: null,
      })
      .execute();
    await notifyStaff(trx, caller.apartmentId, {
      kind: 'complaint_new',
      link: '/complaints',
      params: { tenant: caller.name, title: input.title },
    });
  });
  return getComplaint(db, caller, id);
}

/**
 * docs/product.md §4: Pending -> In Progress -> Resolved, nothing else. The update is conditional on
 * the status we read, so two landlords' clicks at once cannot both move it.
 */
export async function changeComplaintStatus(
  db: Db,
  caller: Caller,
  id: string,
  status: ComplaintStatus,
): Promise<Complaint> {
  const current = await getComplaint(db, caller, id);
  const allowed = NEXT_COMPLAINT_STATUS[current.status];
  if (allowed !== status) {
    throw conflict(allowed ? ERR_MSG.complaintMovesOnlyTo(current.status, allowed) : ERR_MSG.complaintResolved);
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('complaints')
      .set({ status, updated_at: now, ...(status === 'Resolved' ? { resolved_at: now } : {}) })
      .where('id', '=', id)
      .where('apartment_id', '=', caller.apartmentId)
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw conflict(ERR_MSG.complaintChangedMeanwhile, ERROR_CODE.changedMeanwhile);
    }
    const { name } = await buildingOf(trx, caller.apartmentId);
    await notify(trx, [
      {
        userId: current.tenant._id,
        kind: 'complaint_status',
        link: '/complaints',
        params: { building: name, title: current.title, status },
      },
    ]);
  });
  return getComplaint(db, caller, id);
}

export async function addComplaintNote(
  db: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof ZAddComplaintNoteRequest>,
): Promise<Complaint> {
  await getComplaint(db, caller, id);
  await db
    .insertInto('complaint_notes')
    .values({ id: newId(), complaint_id: id, author_id: caller.userId, note: input.note.trim(), created_at: nowIso() })
    .execute();
  return getComplaint(db, caller, id);
}
