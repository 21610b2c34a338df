// When a browser test fails, its error says what its pages did and showed in their last moments (API calls with
// their status and time, failed requests, console errors and warnings, the browser's offline and online events,
// each page's text when it closed): a failure on another machine, seen only in the run's output, can then be
// explained without running it again.
import { beforeEach } from 'vitest';
import { takeTrail } from './browser.ts';

beforeEach(({ onTestFailed }) => {
  takeTrail();
  onTestFailed(({ task }) => {
    const lines = takeTrail();
    const error = task.result?.errors?.[0];
    if (!error || lines.length === 0) return;
    error.message = `${error.message}\n\nWhat the pages did and showed last:\n${lines.map((line) => `  ${line}`).join('\n')}`;
  });
});
