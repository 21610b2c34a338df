// A fake camera for Chromium: a y4m video (YUV4MPEG2 header + raw 4:2:0 frames) showing one QR code,
// drawn from the modules of `qrcode`, for --use-file-for-fake-video-capture. Chromium loops the file.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
const FRAMES = 4;
const WHITE = 235;
const BLACK = 16;
const QUIET_ZONE_MODULES = 4;

/** One frame's luma plane: white, with the QR code centred (quiet zone included). */
export function qrLumaPlane(text: string, width = VIDEO_WIDTH, height = VIDEO_HEIGHT): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE_MODULES;
  const scale = Math.floor((Math.min(width, height) * 0.8) / span);
  if (scale < 2) throw new Error(`QR of ${modules.size} modules does not fit ${width}x${height}`);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = new Uint8Array(width * height).fill(WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.data[row * modules.size + col]) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  return luma;
}

/** Writes a y4m showing `text` as a QR code and returns its path. */
export function writeQrVideo(text: string, name = `garita-qr-${process.pid}-${Date.now()}`): string {
  const luma = qrLumaPlane(text);
  const chroma = new Uint8Array((VIDEO_WIDTH / 2) * (VIDEO_HEIGHT / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F15:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma]);
  const file = path.join(tmpdir(), `${name}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}
