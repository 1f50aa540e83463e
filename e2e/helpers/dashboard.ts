// Helpers of the dashboard's browser suites (e2e/dashboard*.e2e.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOT_DIR } from './browser';

/**
 * Screenshots of the current page, full length, at 1280×800 and 375×740 as
 * test-results/screenshots/dashboard-<name>-<width>.png; at 375 px the page must not scroll sideways.
 */
export async function shoot(page: Page, name: string) {
  // Toasts of earlier steps closed, the page and any board scrolled back to the start.
  await page.evaluate(() => {
    for (const b of document.querySelectorAll<HTMLElement>('.mantine-Notification-closeButton')) b.click();
    for (const k of document.querySelectorAll('.charla-kanban')) k.scrollLeft = 0;
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(250);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(150);
}

/** A picture of where a failed step stood: dashboard-FAILED-<test>.png. */
export async function shootFailure(page: Page, testName: string) {
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/dashboard-FAILED-${testName.slice(0, 40).replace(/\W+/g, '-')}.png`,
  });
}

/** The API as the signed-in browser sees it (same cookie, same origin). */
export function browserApi(page: Page) {
  return <T>(
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> =>
    page.evaluate(
      async ({ path, init }) => {
        const res = await fetch(path, {
          method: init.method ?? 'GET',
          headers: init.body ? { 'content-type': 'application/json' } : undefined,
          body: init.body ? JSON.stringify(init.body) : undefined,
        });
        return { status: res.status, body: await res.json().catch(() => null) };
      },
      { path, init },
    );
}

/** A link of the main navigation. */
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Chooses an option of a Mantine Select by its label. */
export async function pick(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A key press the way a person types (dnd-kit listens for the next key a moment after pick-up). */
/**
 * Keyboard drags wait on what the page announces, never on a fixed pause: dnd-kit handles a key a frame or
 * more later (it measures the rows first), and on a loaded machine a key sent after a pause arrived before
 * the drag had started, so the moves were lost. `pickUp` focuses a handle, presses Space and waits until
 * the drag's live region says it started (picked up, or already over a place).
 */
export async function pickUp(page: Page, handle: Locator) {
  await handle.focus();
  await pressHeard(page, 'Space', /Picked up|is now at position|Over column/);
}

/** A key of a keyboard drag, then waits until the drag's live region says `said`. */
export async function pressHeard(page: Page, key: string, said: RegExp) {
  const region = page.locator('[id^="DndLiveRegion"]');
  const heard = () => region.evaluateAll((els) => els.map((e) => e.textContent).join('\n'));
  // What the region said before the key (a mouse drag's last "Over column …") is no answer to this key.
  const before = await heard();
  await page.keyboard.press(key);
  await expect
    .poll(
      async () => {
        const now = await heard();
        return now === before ? '' : now;
      },
      { timeout: 10_000 },
    )
    .toMatch(said);
}

/** Drags like a hand: press, nudge past the activation distance, travel, hover a moment, release. */
export async function dragTo(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.waitForTimeout(50);
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.waitForTimeout(50);
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(60, to.height / 2), { steps: 16 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}
