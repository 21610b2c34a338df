// Loads ICU's data for the page (lib/intl-warmup.ts says why): one date and one number format, then the worker ends.
// ICU's caches belong to the browser's process, not to a thread, so the page's own first Intl call finds them.
new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
}).formatToParts(0);
new Intl.NumberFormat().format(0);
self.close();
