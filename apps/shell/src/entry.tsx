import site from 'virtual:marquee/site';
import '@marquee/ui-kit/tokens.css';
import './styles/shell.css';

const run = () => import('./app/start').then(({ start }) => start(site));

/** A safety net: how long a visible page waits for its first paint before it hydrates anyway. */
const PAINT_WAIT_MS = 3_000;

/**
 * A page the edge rendered shows the server's HTML first, then the app (already fetched: the
 * edge preloads it) hydrates it: the app starts once the browser has painted that HTML, as it
 * would on a phone where the JavaScript arrives after the HTML. A page left to the browser
 * starts at once.
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
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(go, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', go);
  setTimeout(go, PAINT_WAIT_MS);
}

if (document.getElementById('root')?.firstElementChild) afterFirstPaint(() => void run());
else void run();
