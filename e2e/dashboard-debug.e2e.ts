import { it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { startCharla } from './helpers/charla';

it('debug', async () => {
  const [charla, browser] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS' } }),
    launchBrowser(),
  ]);
  const page = await browser.newPage();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('requestfailed', (r) => console.log('REQFAIL', r.url()));
  page.on('response', (r) => console.log('RESP', r.status(), r.url()));
  await page.goto(`${charla.base}/`);
  await page.waitForTimeout(3000);
  console.log((await page.content()).slice(0, 1500));
  await page.screenshot({ path: '/tmp/dbg/shot.png' });
  await browser.close();
  await charla.close();
}, 60000);
