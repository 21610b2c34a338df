// Helpers of the guard flow suite: a Chromium whose fake camera shows a QR video, the demo guard's access
// point, invitations created (and deleted) by the demo host through the API, and timing notes.
import type { AccessKey, Gate, User } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { call } from './api.ts';
import { launchBrowser } from './browser.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './settings.ts';

/** A browser whose camera (every camera) films `videoFile`; permission prompts are accepted. */
export function launchWithCamera(videoFile: string): Promise<Browser> {
  return launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ]);
}

export async function tokenOf(email: string): Promise<string> {
  const { meta } = await call<{ meta: { auth_token: string } }>('POST', '/login', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  return meta.auth_token;
}

export interface GuardPlace {
  token: string;
  user: User;
  accessPoint: NonNullable<User['last_access_selected']>;
  gate: (name: string) => Gate;
}

/** The demo guard, back at `accessPointName` (tests may have switched), and its gates by name. */
export async function guardAt(accessPointName = 'Caseta Principal'): Promise<GuardPlace> {
  const token = await tokenOf(DEMO_ACCOUNTS.security_guard);
  let { user } = await call<{ user: User }>('GET', '/session', token);
  const server = user.access_servers.find((s) => s.name === accessPointName);
  if (!server) throw new Error(`the guard has no ${accessPointName}`);
  if (user.last_access_selected?.id !== server.id) {
    ({ user } = await call<{ user: User }>('POST', '/users/control_access_server', token, {
      access_server: server.id,
    }));
  }
  const accessPoint = user.last_access_selected;
  if (!accessPoint) throw new Error('no access point selected');
  return {
    token,
    user,
    accessPoint,
    gate: (name) => {
      const found = accessPoint.gates.find((gate) => gate.name === name);
      if (!found) throw new Error(`no gate ${name}`);
      return found;
    },
  };
}

/** 'DD/MM/YYYY HH:mm:ss' on the wall clock of `timeZone`. */
export function wallClock(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A one-visit invitation of the demo host, valid from 5 minutes ago for 2 hours, at the access points
 * (the first one's clock reads valid_from). */
export async function createVisitKey(
  hostToken: string,
  visitorName: string,
  accessPoint: { id: number; time_zone: string },
  otherAccessPointIds: number[] = [],
): Promise<AccessKey> {
  const body = {
    access_key: {
      visitor_name: visitorName,
      visitor_phone: '5544332211',
      access_key_type_id: 1,
      reason_for_visit: 'E2E visit',
      visitor_duration: 2,
      valid_from: wallClock(new Date(Date.now() - 5 * 60_000), accessPoint.time_zone),
      access_servers: [accessPoint.id, ...otherAccessPointIds],
    },
  };
  const { access_key } = await call<{ access_key: AccessKey }>('POST', '/access_keys', hostToken, body);
  if (!access_key.unique_id) throw new Error('the host did not get the key');
  return access_key;
}

export async function currentGuests(token: string, accessPointId: number): Promise<number> {
  const { count } = await call<{ count: number }>('GET', `/access_servers/${accessPointId}/current_guests`, token);
  return count;
}

/** Milliseconds between the camera screen opening and the scan result, as the app marked them. */
export async function markedScanTime(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const open = performance.getEntriesByName('garita:camera-open', 'mark').at(-1);
    const result = performance.getEntriesByName('garita:scan-result', 'mark').at(-1);
    return open && result ? Math.round(result.startTime - open.startTime) : null;
  });
}

/** Waits until every open MUI dialog and backdrop has finished fading in (screenshots show them whole). */
export async function dialogsSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
      ),
    )
    .toBe(true);
}

/** A small JPEG as base64, for registers made through the API where a photo is required. */
export async function sampleJpeg(): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  return jpeg.toString('base64');
}
