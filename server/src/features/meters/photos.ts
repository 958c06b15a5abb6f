import { MAX_PHOTO_BYTES, METER_MSG } from '@safestay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { FormPart } from '../../lib/multipart';

// A reading's photo of the meter (docs/utilities.md "Photos"): JPEG or PNG by its own first bytes
// (whatever the phone said it was), at most 2 MiB, kept in the database with its reading.

export interface Photo {
  contentType: 'image/jpeg' | 'image/png';
  data: Buffer;
}

/** The picture's type from its first bytes: JPEG starts FF D8 FF, PNG with its eight-byte signature. */
export function pictureType(data: Buffer): Photo['contentType'] | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((b, i) => data[i] === b)) return 'image/png';
  return null;
}

/** A photo checked: a picture we keep, or a refusal naming the field `photo` (413 when too big). */
export function checkedPhoto(data: Buffer): Photo {
  if (data.length > MAX_PHOTO_BYTES) throw new AppError(413, METER_MSG.photoTooLarge, 'too_large');
  const contentType = pictureType(data);
  if (!contentType) throw badRequest(METER_MSG.photoNotImage, [{ field: 'photo', message: METER_MSG.photoNotImage }]);
  return { contentType, data };
}

/** The `photo` part of a form, checked; undefined when the form has none (or an empty one). */
export function photoOfForm(parts: FormPart[]): Photo | undefined {
  const part = parts.find((p) => p.name === 'photo');
  if (!part || part.data.length === 0) return undefined;
  return checkedPhoto(part.data);
}

/** Keeps `photo` as the reading's (a second one replaces the first). */
export async function keepPhoto(
  db: Kysely<DB> | Transaction<DB>,
  caller: Caller,
  readingId: string,
  photo: Photo,
): Promise<void> {
  const row = {
    reading_id: readingId,
    apartment_id: caller.apartmentId,
    content_type: photo.contentType,
    bytes: photo.data,
    size: photo.data.length,
    taken_by: caller.userId,
    created_at: nowIso(),
  };
  await db
    .insertInto('reading_photos')
    .values(row)
    .onConflict((oc) =>
      oc.column('reading_id').doUpdateSet({
        content_type: row.content_type,
        bytes: row.bytes,
        size: row.size,
        taken_by: row.taken_by,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** The photo of a reading of this building's meter, or undefined. */
export async function storedPhoto(db: Kysely<DB>, caller: Caller, meterId: string, readingId: string) {
  return db
    .selectFrom('reading_photos as p')
    .innerJoin('meter_readings as r', 'r.id', 'p.reading_id')
    .select(['p.content_type', 'p.bytes'])
    .where('p.reading_id', '=', readingId)
    .where('r.meter_id', '=', meterId)
    .where('p.apartment_id', '=', caller.apartmentId)
    .executeTakeFirst();
}
