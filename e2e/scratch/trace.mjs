import { chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { launchPlatform } from '../platform.mjs';
const site = process.argv[2] ?? 'fr';
const path = process.argv[3] ?? '/';
const out = process.argv[4] ?? '/tmp/tr/trace.json';
const platform = await launchPlatform();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-gpu'] });
try {
  const url = `http://${site}.marquee.localhost:${platform.info.port}${path}`;
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (i === 1) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing','toplevel','disabled-by-default-v8.cpu_profiler'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60000 });
    await page.waitForTimeout(2000);
    if (i === 1) { const buf = await browser.stopTracing(); writeFileSync(out, buf); }
    await context.close();
  }
} finally { await browser.close(); await platform.stop(); }
