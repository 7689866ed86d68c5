import { PRELOAD_ELEMENT_ID } from '@marquee/remote-contract';
import { holdPresses } from '@marquee/ui-kit/press-replay';
import site, { flags } from 'virtual:marquee/site';
import '@marquee/ui-kit/fonts.css';
import '@marquee/ui-kit/tokens.css';
import './styles/shell.css';

/** Lets the browser run what waits (input, paint) before the next step: each step is its own task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each in its own task, so that no step blocks a phone's main thread for
 * long: the vendor code every remote shares is evaluated a chunk at a time (React, the router,
 * i18n and the stores), then the app's own module, then the app starts. One `import()` would
 * evaluate all of it in one long task.
 */
async function run(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('react-router');
  await nextTask();
  await import('@marquee/i18n');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  start(site, flags);
}

/**
 * Links added per task. Each `modulepreload` link added costs the main thread on a phone: a page
 * with many (a cinema page) would add them all in one long task.
 */
const PRELOADS_PER_TASK = 8;

/**
 * Fetches every script the page needs at once (the list the edge wrote at the end of a
 * server-rendered page), so the app, the vendor files and the page's remotes load in parallel
 * instead of one import after another. The list is in load order (the app, the vendor files, then
 * the remotes); it is added a few links per task.
 */
async function preloadScripts(): Promise<void> {
  const list = document.getElementById(PRELOAD_ELEMENT_ID)?.textContent;
  if (!list) return;
  const hrefs = JSON.parse(list) as string[];
  for (let from = 0; from < hrefs.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await nextTask();
    for (const href of hrefs.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

/** A safety net: how long a visible page waits for its first paint and its priority images before it hydrates anyway. */
const PAINT_WAIT_MS = 3_000;

/**
 * The page's priority images (`fetchpriority="high"`: the hero backdrop, the first row's
 * pictures, its largest contentful paint) loaded or failed, then one frame painted. Scripts
 * requested before that paint compete with it: Lighthouse's simulated phone then puts the
 * page's whole script download before the picture's paint (a home's LCP went from 1.4 to 3.4 s
 * in one run of three, its "render delay" 2.1 s).
 */
function priorityImagesPainted(): Promise<void> {
  const pending = Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]:not([loading="lazy"])'),
  ).filter((image) => !image.complete);
  const settled = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.all(settled).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * A page the edge rendered shows the server's HTML first — painted with its stylesheets alone —
 * then the app hydrates it: the page's scripts are fetched and the app starts once the browser
 * has painted that HTML and its priority images, so on a phone the films show before any
 * JavaScript competes with them. A page left to the browser starts at once (its scripts are
 * hinted in the head).
 */
function afterFirstPaint(then: () => void): void {
  const canObserve =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // A page in a background tab does not paint until shown: nothing to wait for.
  if (!canObserve || document.visibilityState === 'hidden') {
    then();
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', go);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) void priorityImagesPainted().then(go);
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', go);
  setTimeout(go, PAINT_WAIT_MS);
}

// A press on the server's HTML before the page has hydrated is held and replayed once it has
// (HydrationMark): every control works from the moment it is shown (docs/decisions/0041).
holdPresses(() => document.documentElement.hasAttribute('data-hydrated'));

// The sign-in callback (a redirect back, or the hidden frame of a silent renewal, which may never
// paint) is completed at once.
const isCallback = window.location.pathname === '/callback';

if (!isCallback && document.getElementById('root')?.firstElementChild) {
  afterFirstPaint(() => {
    void preloadScripts();
    void run();
  });
} else void run();
