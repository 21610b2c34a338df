// Handheld USB/Bluetooth QR scanners act as keyboards: they "type" the code very fast and press Enter.
// While no text field has the focus, this collects such bursts anywhere on the page and hands over the
// code; keys typed at human speed are ignored (a field with the focus gets them as usual).
import { useEffect, useRef } from 'react';

/** Longest pause between two keys of one scan; people type slower than this. */
export const WEDGE_KEY_GAP_MS = 60;
export const WEDGE_MIN_LENGTH = 4;

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Feeds key presses to a burst collector; returns the code when a fast burst ends with Enter. */
export function createWedgeCollector(gapMs = WEDGE_KEY_GAP_MS, minLength = WEDGE_MIN_LENGTH) {
  let buffer = '';
  let last = 0;
  return (key: string, at: number): string | null => {
    if (at - last > gapMs) buffer = '';
    last = at;
    if (key === 'Enter') {
      const code = buffer;
      buffer = '';
      return code.length >= minLength ? code : null;
    }
    if (key.length === 1) buffer += key;
    return null;
  };
}

export function useKeyWedge(onCode: (code: string) => void, enabled = true): void {
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    if (!enabled) return;
    const collect = createWedgeCollector();
    const handle = (event: KeyboardEvent) => {
      if (isEditable(event.target)) return;
      const code = collect(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        onCodeRef.current(code);
      }
    };
    window.addEventListener('keydown', handle);
    return () => window.removeEventListener('keydown', handle);
  }, [enabled]);
}
