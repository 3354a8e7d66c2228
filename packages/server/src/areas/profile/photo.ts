import { randomBytes } from 'node:crypto';
import { DISPLAY_PHOTO_MAX_BYTES, DISPLAY_PHOTO_TEXTS, imageTypeOf } from '@ewa/api';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/core.ts';
import { DomainError } from '../../http/errors.ts';
import { profileDisplayPhotos } from './schema.ts';

/** Uploads one account may make in a minute: each is decoded, and a person choosing a photo needs few. */
export const PHOTO_UPLOADS_PER_MINUTE = 20;

/** Fewer bytes than this cannot hold a picture of a face (a 1×1 PNG is 67). */
const MIN_BYTES = 64;

function refused(text: string): DomainError {
  return new DomainError(text, { status: 400, field: 'file', errCode: 'BAD_FILE' });
}

/** What the bytes are, judged by their content (never the file name or the declared type); refuses the rest. */
export function photoTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' {
  if (bytes.length === 0) throw refused(DISPLAY_PHOTO_TEXTS.missing);
  if (bytes.length > DISPLAY_PHOTO_MAX_BYTES) throw refused(DISPLAY_PHOTO_TEXTS.tooLarge);
  const type = imageTypeOf(bytes);
  if (!type) throw refused(DISPLAY_PHOTO_TEXTS.notAnImage);
  if (bytes.length < MIN_BYTES) throw refused(DISPLAY_PHOTO_TEXTS.tooSmall);
  return type;
}

/** The stored photo's longest side: the header shows 2rem, the profile 8rem, at up to 4× density. */
export const STORED_PHOTO_SIDE = 512;

/**
 * The photo as it is kept: decoded (a file that only starts like an image is refused), turned upright,
 * no larger than STORED_PHOTO_SIDE, encoded again in its own type, without its metadata (a phone's
 * photo carries where and when it was taken).
 */
export async function preparedPhoto(
  bytes: Buffer,
): Promise<{ contentType: 'image/jpeg' | 'image/png'; bytes: Buffer }> {
  const contentType = photoTypeOf(bytes);
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(STORED_PHOTO_SIDE, STORED_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { contentType, bytes: encoded };
  } catch {
    throw refused(DISPLAY_PHOTO_TEXTS.unreadable);
  }
}

/** A new random file name: 32 random bytes, so the photo's address cannot be guessed. */
function newFileName(type: 'image/jpeg' | 'image/png'): string {
  return `dp-${randomBytes(32).toString('base64url')}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * Stores the account's display photo (replacing the earlier one) and points the header at it, in one
 * transaction. Answers the new `dpPath`.
 */
export async function saveDisplayPhotoOf(db: Db, njAcNo: string, uploaded: Buffer): Promise<string> {
  const { contentType, bytes } = await preparedPhoto(uploaded);
  const fileName = newFileName(contentType);
  await db.transaction(async (tx) => {
    await tx
      .insert(profileDisplayPhotos)
      .values({ njAcNo, fileName, contentType, bytes })
      .onConflictDoUpdate({
        target: profileDisplayPhotos.njAcNo,
        set: { fileName, contentType, bytes, uploadedAt: new Date() },
      });
    await tx.update(accounts).set({ displayPhotoFile: fileName }).where(eq(accounts.njAcNo, njAcNo));
  });
  return fileName;
}
