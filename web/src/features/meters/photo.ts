import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@safestay/contracts';
import { request } from '../../lib/api-client';
import { METERS_TEXT } from './texts';

/** The longest side a meter's photo keeps: the dial stays readable, the file small. */
const LONGEST_SIDE = 1600;

/**
 * A picture the server takes (docs/utilities.md "Photos": JPEG or PNG, at most 2 MiB). A phone's
 * camera makes 3–5 MB pictures, so a larger one (or another type) is drawn again, smaller, as a
 * JPEG; a picture the browser cannot read is refused with words for the row.
 */
export async function fitPhoto(file: Blob): Promise<Blob> {
  const taken = (PHOTO_TYPES as readonly string[]).includes(file.type);
  if (taken && file.size <= MAX_PHOTO_BYTES) return file;
  if (!file.type.startsWith('image/')) throw new Error(METERS_TEXT.photoNotImage);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(METERS_TEXT.photoNotImage);
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const smaller = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  if (!smaller || smaller.size > MAX_PHOTO_BYTES) throw new Error(METERS_TEXT.photoTooBig);
  return smaller;
}

/** Sends a reading's photo as the form field `photo`. */
export async function sendPhoto(meterId: string, readingId: string, photo: Blob): Promise<void> {
  const form = new FormData();
  form.append('photo', photo, photo.type === 'image/png' ? 'meter.png' : 'meter.jpg');
  await request('PUT', `/meters/${encodeURIComponent(meterId)}/readings/${encodeURIComponent(readingId)}/photo`, form);
}

/** A reading's photo as an address the page can show (the caller revokes it). */
export async function photoUrl(meterId: string, readingId: string): Promise<string> {
  const response = await request(
    'GET',
    `/meters/${encodeURIComponent(meterId)}/readings/${encodeURIComponent(readingId)}/photo`,
  );
  return URL.createObjectURL(await response.blob());
}
