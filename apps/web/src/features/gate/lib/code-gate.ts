// Which codes the console's camera passes on: a code that was just registered is held back while it stays
// in the picture (the visitor still holds the phone up; a second check would refuse and log a second entry),
// and lets through again once the camera has looked and seen no code. A handheld scanner or a typed code
// is always passed on: the guard meant it.

/** Where a code came from: the camera, a handheld scanner typing it, or the guard typing it. */
export type CodeSource = 'camera' | 'scanner' | 'typed';

export interface CodeGate {
  admits: (code: string, source: CodeSource) => boolean;
  /** The code's register is done. */
  settle: (code: string) => void;
  /** The camera saw no code. */
  clear: () => void;
}

export function createCodeGate(): CodeGate {
  let settled: string | null = null;
  return {
    admits: (code, source) => source !== 'camera' || code !== settled,
    settle: (code) => {
      settled = code;
    },
    clear: () => {
      settled = null;
    },
  };
}
