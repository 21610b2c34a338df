// Turns an uploaded base64 photo into the JPEG Garita stores: sniffed as a raster image, decoded with a pixel
// cap (no decompression bombs), turned upright by its EXIF orientation, shrunk to PHOTO_MAX_SIDE_PX, flattened
// onto white and re-encoded, which drops every piece of metadata (EXIF, GPS, maker notes, XMP, ICC).
import { PHOTO_MAX_BASE64_CHARS, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX } from '@garita/contract';
import type sharpModule from 'sharp';

/** 50 megapixels: a 48 MP phone photo fits; a small file that would unpack to gigabytes does not. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 80;
const ENCODE_TIMEOUT_SECONDS = 15;

export class PhotoRejected extends Error {
  readonly reason: 'not_an_image' | 'too_large';
  constructor(reason: PhotoRejected['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Raster formats a camera or gallery produces. SVG, PDF and the rest never reach the decoder. */
function sniff(bytes: Buffer): string | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|avif|avis)$/.test(ascii(8, 12))) return 'heif';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  return null;
}

/**
 * Base64 (optionally a data: URL) -> bytes of a raster image: refuses what is not base64, too large or not an
 * image by its first bytes, all before anything is decoded. Cheap enough to run on every photo of a request first.
 */
export function decodePhoto(input: string): Buffer {
  let text = input.trim();
  const prefix = DATA_URL.exec(text);
  if (prefix) {
    const mime = (prefix[1] ?? '').toLowerCase();
    if (mime && !mime.startsWith('image/') && mime !== 'application/octet-stream') {
      throw new PhotoRejected('not_an_image', `declared as ${mime}`);
    }
    text = text.slice(prefix[0].length);
  }
  if (text.length > PHOTO_MAX_BASE64_CHARS + 4096) throw new PhotoRejected('too_large', 'larger than 8 MB');
  text = text.replace(/\s+/g, '');
  if (text.length === 0 || text.length % 4 === 1 || !BASE64.test(text)) {
    throw new PhotoRejected('not_an_image', 'not base64');
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRejected('too_large', 'larger than 8 MB');
  if (!sniff(bytes)) throw new PhotoRejected('not_an_image', 'not a JPEG, PNG, WebP, HEIF, GIF or TIFF image');
  return bytes;
}

/** sharp (libvips) is loaded on the first photo, not at start-up: it is about 20 MB of memory (docs/benchmarks.md). */
let sharpLoaded: Promise<typeof sharpModule> | undefined;
const loadSharp = () => {
  sharpLoaded ??= import('sharp').then((m) => m.default);
  return sharpLoaded;
};

/** Re-encodes decoded bytes; throws PhotoRejected when they do not decode as an image within the pixel cap. */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new PhotoRejected('too_large', 'more than 50 megapixels');
    throw new PhotoRejected('not_an_image', 'the image cannot be decoded');
  }
}
