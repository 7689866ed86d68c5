import { chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { launchPlatform } from '../platform.mjs';
const platform = await launchPlatform();
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0, 300)); });
  await page.goto(`http://fr.marquee.localhost:${platform.info.port}/`);
  await page.waitForSelector('html[data-hydrated]');
  console.log('errors', await page.evaluate(() => window.__marqueeHydrationErrors));
  console.log('hydrating attr', await page.evaluate(() => document.documentElement.hasAttribute('data-hydrating')));
  console.log('cards', await page.locator('.catalogue-show-grid li').count());
  const link = page.locator('.catalogue-show-grid a').first();
  console.log('href', await link.getAttribute('href'));
  await page.evaluate(() => { window.__marker = 1; });
  await link.click();
  await page.waitForURL(/film/);
  await page.waitForSelector('h1');
  console.log('same document after click', await page.evaluate(() => window.__marker === 1), await page.locator('h1').textContent());
  await page.goBack();
  await page.waitForSelector('.catalogue-show-grid li');
  console.log('cards after back', await page.locator('.catalogue-show-grid li').count());
} finally { await browser.close(); await platform.stop(); }
