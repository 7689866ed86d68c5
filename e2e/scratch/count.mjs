import { chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { launchPlatform } from '../platform.mjs';
const platform = await launchPlatform();
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
  for (const [cc, p] of [['fr', '/'], ['fr', '/film/sous-le-baobab'], ['nl', '/nl']]) {
    await page.goto(`http://${cc}.marquee.localhost:${platform.info.port}${p}`);
    await page.waitForSelector('html[data-hydrated]');
    console.log(cc, p, await page.evaluate(() => {
      const n = (sel) => { const e = document.querySelector(sel); return e ? e.querySelectorAll('*').length : -1; };
      return { all: document.querySelectorAll('*').length, header: n('header'), main: n('main'), footer: n('footer'), svg: document.querySelectorAll('svg *').length, head: n('head') };
    }));
  }
} finally { await browser.close(); await platform.stop(); }
