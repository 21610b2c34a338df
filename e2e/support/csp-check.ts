// Every browser test fails if a page it opened reported a Content-Security-Policy violation (the server's strict
// policy, docs/security.md): a blocked script, style, image or frame is a broken screen for a real user too.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
