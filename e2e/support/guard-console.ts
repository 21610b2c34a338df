// Helpers of the console and provider suites: a guard of their own (so switching access points and counting
// visitors does not race the suites that use guard@demo.test), working at Acceso Norte, whose count no other
// suite moves; provider invitations of the demo host; the photos an entry asks for, whatever the admin suite
// has just required there.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AccessKey, type AccessServer, PHOTO_TYPES, type User } from '@garita/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call } from './api.ts';
import { texts } from './app.ts';
import { dialogsSettled, tokenOf, wallClock } from './guard-flow.ts';
import { qrLumaPlane, VIDEO_HEIGHT, VIDEO_WIDTH } from './qr-video.ts';
import { DEMO_ACCOUNTS, type Lang } from './settings.ts';

export const CONSOLE_GUARD_PASSWORD = 'e2e-console-1234';

export interface ConsoleGuard {
  email: string;
  token: string;
  user: User;
  norte: AccessServer;
  caseta: AccessServer;
}

async function accessPoints(adminToken: string): Promise<{ norte: AccessServer; caseta: AccessServer }> {
  const { access_servers } = await call<{ access_servers: AccessServer[] }>('GET', '/access_servers', adminToken);
  const norte = access_servers.find((server) => server.name === 'Acceso Norte');
  const caseta = access_servers.find((server) => server.name === 'Caseta Principal');
  if (!norte || !caseta) throw new Error('demo access points missing');
  return { norte, caseta };
}

/** A new guard of both demo access points, created by the demo admin, working at Acceso Norte. */
export async function createConsoleGuard(tag: string): Promise<ConsoleGuard> {
  const adminToken = await tokenOf(DEMO_ACCOUNTS.network_admin);
  const { norte, caseta } = await accessPoints(adminToken);
  const email = `console.guard.${tag}@e2e.test`;
  await call('POST', '/users', adminToken, {
    user: {
      name: `Guardia Consola ${tag}`,
      email,
      role: 'security_guard',
      access_servers: [norte.id, caseta.id],
      password: CONSOLE_GUARD_PASSWORD,
    },
  });
  const { meta } = await call<{ meta: { auth_token: string } }>('POST', '/login', undefined, {
    email,
    password: CONSOLE_GUARD_PASSWORD,
  });
  const { user } = await call<{ user: User }>('POST', '/users/control_access_server', meta.auth_token, {
    access_server: norte.id,
  });
  return { email, token: meta.auth_token, user, norte, caseta };
}

/** A provider invitation of the demo host at `accessPoint`, valid from 5 minutes ago. */
export async function createProviderKey(
  visitorName: string,
  accessPoint: { id: number; time_zone: string },
): Promise<AccessKey> {
  const body = {
    access_key: {
      visitor_name: visitorName,
      access_key_type_id: 5,
      provider: 'dhl',
      valid_from: wallClock(new Date(Date.now() - 5 * 60_000), accessPoint.time_zone),
      access_servers: [accessPoint.id],
    },
  };
  const { access_key } = await call<{ access_key: AccessKey }>(
    'POST',
    '/access_keys',
    await tokenOf(DEMO_ACCOUNTS.host),
    body,
  );
  return access_key;
}

const FPS = 15;

function writeVideo(name: string, lumas: Uint8Array[]): string {
  const chroma = new Uint8Array((VIDEO_WIDTH / 2) * (VIDEO_HEIGHT / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frames = lumas.map((luma) => Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma]));
  const file = path.join(tmpdir(), `${name}-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...frames]));
  return file;
}

const blank = () => new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT).fill(200);

/** A camera that films a white wall: no QR code for the console to read, still a picture for photos. */
export function writeBlankVideo(): string {
  return writeVideo('garita-blank', [blank(), blank()]);
}

/** A visitor who shows the QR code for a second, lowers the phone for half a second, and shows it again. */
export function writeBlinkingQrVideo(text: string): string {
  const qr = qrLumaPlane(text);
  return writeVideo('garita-qr-blinking', [
    ...Array.from({ length: FPS }, () => qr),
    ...Array.from({ length: Math.ceil(FPS / 2) }, blank),
  ]);
}

/** Takes every photo whose tile is still empty in `scope` (only required photos get a tile until taken). */
export async function takeRequiredPhotos(page: Page, scope: Locator, lang: Lang): Promise<string[]> {
  const t = texts(lang).scanner;
  const taken: string[] = [];
  for (const type of PHOTO_TYPES) {
    const tile = scope.getByTestId(`photo-tile-${type}`);
    if ((await tile.count()) === 0 || (await scope.getByTestId(`photo-thumbnail-${type}`).count()) > 0) continue;
    await tile.click();
    const capture = page.getByRole('button', { name: t.capture.capture });
    await expect.poll(() => capture.isEnabled(), { timeout: 10_000 }).toBe(true);
    await capture.click();
    await page.getByRole('button', { name: t.capture.save }).click();
    await scope.getByTestId(`photo-thumbnail-${type}`).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    taken.push(type);
  }
  return taken;
}

/** The count of visitors inside as the layout shows it: in the desktop header, or on the phone's screen. */
export async function expectGuestsInside(
  page: Page,
  lang: Lang,
  count: number,
  layout: 'desktop' | 'mobile' = 'desktop',
): Promise<void> {
  const t = texts(lang).scanner;
  const text = count === 1 ? t.guestsInside_one : t.guestsInside;
  await expect
    .poll(() => page.getByTestId(layout === 'desktop' ? 'header-guests-inside' : 'guests-inside').textContent(), {
      timeout: 10_000,
    })
    .toBe(text.replace('{{count}}', String(count)));
}

/** Waits for a message that closes by itself: it appears, settles for the screenshot, then goes. */
export async function passingMessage(page: Page, testId: string, screenshot: () => Promise<unknown>): Promise<void> {
  const dialog = page.getByTestId(testId);
  await dialog.waitFor();
  await dialogsSettled(page);
  await screenshot();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}
