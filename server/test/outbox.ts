import { insertMany } from '../src/db/insert-many';
import { newId } from '../src/lib/ids';
import type { TestDatabase } from './helpers';

/** Queued rows straight into the outbox, as notify() writes them: SMS unless told otherwise. */
export async function queueSms(
  db: Pick<TestDatabase, 'db'>,
  count: number,
  to = '+254712345678',
  channel: 'sms' | 'email' = 'sms',
) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    apartment_id: null,
    user_id: null,
    channel,
    kind: 'test',
    to_address: to,
    subject: null,
    body: `Message ${i}`,
    dedupe_key: null,
    status: 'queued' as const,
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    provider: null,
    provider_message_id: null,
    last_error: null,
    created_at: now,
    sent_at: null,
  }));
  await insertMany(db.db, 'outbox', rows);
  return rows.map((r) => r.id);
}
