// Photos taken at the gate (ID, plates, other, accreditation): how they are sent and how they come back.
// Sent as base64 JPEG, with or without a `data:image/...;base64,` prefix; answered as short-lived signed URLs.
import { z } from 'zod';
import { IdRef } from './common.ts';
import { PHOTO_TYPES } from './enum-values.ts';
import type { PhotoType } from './enums.ts';

/** One photo as sent by the camera dialog. Length is checked by the server (invalid_photo names the type). */
export const PhotoUpload = z.string();

const OptionalPhoto = z.preprocess((v) => (v === '' || v === null ? undefined : v), PhotoUpload.optional());

/**
 * The `photos` object of registers and add_photos. Missing, empty or null entries mean "not taken" (spec §5:
 * photos are sent only if provided). The manual register of spec §7 names the ID photo `id`: it is read as
 * `photo_id`.
 */
export const PhotosInput = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const { id, ...rest } = v as Record<string, unknown>;
    return id !== undefined && rest.photo_id === undefined ? { ...rest, photo_id: id } : rest;
  },
  z.strictObject({
    photo_id: OptionalPhoto,
    front_plates: OptionalPhoto,
    back_plates: OptionalPhoto,
    other: OptionalPhoto,
    accreditation: OptionalPhoto,
  } satisfies Record<PhotoType, unknown>),
);
export type PhotosInput = Partial<Record<PhotoType, string>>;

/** A stored photo as listed on a transaction or key: a URL an <img> can load without a token. */
export const SignedPhoto = z.object({
  url: z.string(),
  access_server_photo_type: z.enum(PHOTO_TYPES),
});
export type SignedPhoto = z.infer<typeof SignedPhoto>;

export const AddPhotosRequest = z.object({ access_key_id: IdRef, photos: PhotosInput });
export type AddPhotosRequest = z.infer<typeof AddPhotosRequest>;
export const AddPhotosResponse = z.object({ access_key_id: z.number(), photos: z.array(SignedPhoto) });
export type AddPhotosResponse = z.infer<typeof AddPhotosResponse>;

/** Query of GET /photos/{id}: anything missing or wrong answers 404, so it is read loosely here. */
export const PhotoUrlQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
