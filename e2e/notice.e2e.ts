// The app's message (spec §2/§8: bottom centre, 3 s): it clears after 3 s even under the mouse, and on a phone
// a tap on it reaches what it covers — only its close button is its own.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdPageTimers, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, VIEWPORTS } from './support/settings.ts';

describe('the app message', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('clears after 3 s while hovered and lets taps through (390 px)', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'en' });
    const t = texts('en');
    await page.goto('/');
    await waitForScreen(page, 'login');
    await page.locator('input[type="email"]').fill(DEMO_ACCOUNTS.host);
    await page.locator('input[autocomplete="current-password"]').fill('wrong-password');
    // Held still from before the message shows: its 3 s are counted below with runFor.
    await holdPageTimers(page);
    await page.locator('button[type="submit"]').click();

    const notice = page.getByTestId('notice');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.textContent()).toContain(t.errors.invalid_credentials);

    // What a tap at the middle of the message lands on: the page under it, not the message.
    const message = notice.getByTestId('notice-text');
    const box = await message.boundingBox();
    expect(box).not.toBeNull();
    const centre = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    const hit = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const element = document.elementFromPoint(px ?? 0, py ?? 0);
          return { inNotice: !!element?.closest('[data-testid="notice"]'), isButton: !!element?.closest('button') };
        },
        [x, y] as const,
      );
    expect(await hit(centre.x, centre.y)).toMatchObject({ inNotice: false });
    // The close button still takes its taps.
    const close = notice.getByRole('button', { name: t.common.close });
    const closeBox = await close.boundingBox();
    expect(await hit((closeBox?.x ?? 0) + 10, (closeBox?.y ?? 0) + 10)).toEqual({ inNotice: true, isButton: true });

    // The pointer resting on it does not keep it.
    await page.mouse.move(centre.x, centre.y);
    // Once it has grown in.
    await expect.poll(() => notice.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.screenshot({ path: screenshotName('notice', 390, 'en', 'login-invalid-credentials') });
    await page.clock.runFor(2_900);
    expect(await notice.isVisible(), 'still shown after 2.9 s').toBe(true);
    await page.clock.runFor(200);
    // Its closing transition's end is a timer too: let time flow again.
    await page.clock.resume();
    // Gone within 1.5 s more: what is left is the closing transition, not a later timer.
    await notice.waitFor({ state: 'hidden', timeout: 1_500 });
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
