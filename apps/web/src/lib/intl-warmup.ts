// The first Intl call of a page costs Chromium 20–100 ms on this machine, whatever it formats (ICU loading its data),
// and on a signed-in start that first call came in the task that draws the first list's dates, once the data had
// arrived. A short-lived worker makes that first call meanwhile; ICU's caches are the process's, so the page's first
// date then costs under a millisecond (docs/benchmarks.md, "Issue 16: ICU's start off the main thread"). The worker's
// code is a blob of this page (the CSP's worker-src allows blob:), not a file: no request, so it is ready before
// the data even on a fast network. Nothing waits for it: where workers are missing or fail, the page pays as before.
import { WALL_CLOCK_FORMAT } from './wall-clock.ts';

// The wall clock's own formatter (wall-clock.ts), then a number's.
const WARM_UP = `
new Intl.DateTimeFormat(${JSON.stringify(WALL_CLOCK_FORMAT.locale)}, ${JSON.stringify({ ...WALL_CLOCK_FORMAT.options, timeZone: 'UTC' })}).formatToParts(0);
new Intl.NumberFormat().format(0);
postMessage('ready');
self.close();
`;
let started = false;

export function warmUpIntl(): void {
  if (started || typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  started = true;
  try {
    const url = URL.createObjectURL(new Blob([WARM_UP], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => URL.revokeObjectURL(url);
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', done, { once: true });
  } catch {
    // The page's first Intl call loads ICU itself.
  }
}
