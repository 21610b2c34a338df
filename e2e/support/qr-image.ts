// Reads the QR code a page shows, the way a guard's camera would: a screenshot of the element, its raw
// pixels (sharp) and jsQR.
import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

export async function decodeQr(locator: Locator): Promise<string> {
  const png = await locator.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
  if (!code) throw new Error(`no QR code read in a ${info.width}x${info.height} screenshot`);
  return code.data;
}
