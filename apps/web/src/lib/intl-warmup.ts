// The first Intl call of a page costs Chromium 20–100 ms on this machine, whatever it formats (ICU loading its data),
// and on a signed-in start that first call came in the task that draws the first list's dates, once the data had
// arrived. A short-lived worker (intl-warmup.worker.ts) makes that first call while the phone waits for the network;
// ICU's caches are the process's, so the page's first date then costs under a millisecond (docs/benchmarks.md,
// "Issue 16: ICU's start off the main thread"). Nothing waits for it: where workers are missing or fail, the page
// pays as before.
let started = false;

export function warmUpIntl(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // The page's first Intl call loads ICU itself.
  }
}
