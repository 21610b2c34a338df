// zod-browser.ts writes zod's settings without importing zod: zod must read them (a zod upgrade that renames its
// global would let the browser probe for eval again, which the CSP reports).

import { afterEach, describe, expect, it } from 'vitest';
import { config } from 'zod';
import { setJitlessZod } from './zod-browser.ts';

describe('zod in a browser', () => {
  const before = config().jitless;
  afterEach(() => {
    config({ jitless: before });
  });

  it('compiles no parser once the browser setting is written', () => {
    config({ jitless: false });
    setJitlessZod(true);
    expect(config().jitless).toBe(true);
  });

  it('leaves the server compiling its parsers', () => {
    config({ jitless: false });
    setJitlessZod(false);
    expect(config().jitless).toBe(false);
  });
});
