// One code is checked at a time on the camera screen (by the server, or on the device offline). A code that comes
// meanwhile from the camera is let go: the camera sees it again in a moment. One the guard typed or scanned with a
// handheld scanner is kept and checked next, unless the check under way ends on a scan result, which the screen
// then shows instead: the guard meant it, and it must never vanish without a word.
import type { CodeSource } from './code-gate.ts';

export interface CheckTurn {
  /** Whether `code` may be checked now; if not and the guard gave it, it waits (the latest one). */
  begin: (code: string, source: CodeSource) => boolean;
  /** The check ended; returns the guard's code that waited for it, if the screen is free to check it. */
  end: (showsResult: boolean) => string | null;
}

export function createCheckTurn(): CheckTurn {
  let checking = false;
  let waiting: string | null = null;
  return {
    begin(code, source) {
      if (!checking) {
        checking = true;
        return true;
      }
      if (source !== 'camera') waiting = code;
      return false;
    },
    end(showsResult) {
      checking = false;
      const next = waiting;
      waiting = null;
      return showsResult ? null : next;
    },
  };
}
