/**
 * How long the widget's proof-of-work takes in Chromium: the shipped solver (GET /api/widget/pow.js) on a
 * real challenge, against a baseline of the same number of bare SHA-256 digests measured in the same page,
 * at full speed and with the CPU slowed 4× (Chrome's "mid-tier mobile" throttling).
 * Run: npx tsx bench/bot-challenge.ts [solves]   (needs Debian's chromium)
 */
import { chromium } from 'playwright-core';
import { POW_MAX_NUMBER } from '../src/server/widget/bot-check';
import { percentile, startCharla } from './harness';

const n = Number(process.argv[2] ?? 20);
const charla = await startCharla();
const formId = await charla.publishForm({
  name: 'Bench',
  welcomeMessage: 'Hi',
  goodbyeMessage: 'Bye',
  botProtection: true,
  questions: [{ order: 1, text: 'Name?', type: 'text', required: true }],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${charla.base}/healthz`);
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const result = await page.evaluate(
      async ({ base, formId, n, hashes }) => {
        const { solve } = await import(`${base}/api/widget/pow.js`);
        const solves: number[] = [];
        for (let i = 0; i < n; i++) {
          const t0 = performance.now();
          await solve(base, formId);
          solves.push(performance.now() - t0);
        }
        // Baseline: the average work (maxnumber / 2 digests) as one batch of bare digests.
        const enc = new TextEncoder();
        const t0 = performance.now();
        await Promise.all(
          Array.from({ length: hashes }, (_, k) => crypto.subtle.digest('SHA-256', enc.encode(`s.${k}`))),
        );
        return { solves, baseline: performance.now() - t0 };
      },
      { base: charla.base, formId, n, hashes: POW_MAX_NUMBER / 2 },
    );
    const sorted = [...result.solves].sort((a, b) => a - b);
    const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
    console.log(
      `CPU ${rate}×: solve mean ${mean.toFixed(0)} ms, median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; ` +
        `${POW_MAX_NUMBER / 2} bare digests ${result.baseline.toFixed(0)} ms; mean solve / baseline ${(mean / result.baseline).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  await charla.close();
}
