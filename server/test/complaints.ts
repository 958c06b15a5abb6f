import type { Complaint } from '@safestay/contracts';
import { expect } from 'vitest';
import type { Session, TestApp } from './helpers';

// Calls the complaints tests share: submit as a tenant, list as anyone, count what is stored.

export async function submit(
  t: TestApp,
  who: Session,
  title = 'Leaking tap',
  description = 'The kitchen tap drips all night.',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/complaints',
    headers: who.auth,
    payload: { title, description },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { complaint: Complaint }).complaint;
}

export async function list(t: TestApp, who: Session, url = '/api/complaints') {
  const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Complaint[];
}

export async function countRows(t: TestApp) {
  const complaints = await t.database.db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const notes = await t.database.db
    .selectFrom('complaint_notes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { complaints: Number(complaints.n), notes: Number(notes.n) };
}
