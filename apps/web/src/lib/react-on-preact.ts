// What the web app's `react` imports resolve to (vite.config.ts): Preact's React API (`preact/compat`), which is
// about a sixth of React DOM's size (docs/web.md, "React's API on Preact"), plus what our libraries need of React
// that compat lacks or does otherwise. Nothing else in the app imports Preact.
import { options } from 'preact';

// @ts-expect-error compat's types are one `export =` namespace; its module, which Vite bundles, has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignore = () => undefined;

/**
 * React Router's `RouterProvider` calls it; the state it makes optimistic is used only with the provider's
 * `useTransitions`, which Garita leaves off. React Router 7 stood in for it the same way on React 18: the state
 * as given, and a setter that does nothing.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, ignore];
}

/** Preact's names (mangled in its build) for a virtual node's rendered children and its DOM node. */
type RenderedVNode = { type: unknown; __k?: (RenderedVNode | null)[] | null; __e?: Node | null };

/**
 * An element whose only child is text, and whose text node was replaced behind Preact's back, gets Preact's own
 * text node back after each render. MUI X's date fields do that replacing: after each typed key they reset a
 * section's text with `innerHTML` and let React write the new value. React writes an element's only text with
 * `textContent`; Preact keeps the text node it made and updates that one, which was no longer in the page: the
 * field then showed the value before the last key, and the next key edited that (e2e `enterDay`).
 */
const diffed = options.diffed;
options.diffed = (vnode) => {
  const rendered = vnode as unknown as RenderedVNode;
  const text = rendered.__k?.length === 1 ? rendered.__k[0] : null;
  const dom = rendered.__e;
  if (typeof rendered.type === 'string' && text?.type === null && text.__e && dom && text.__e.parentNode !== dom)
    (dom as Element).replaceChildren(text.__e);
  diffed?.(vnode);
};

/** Events after which React runs effects at once (its discrete events); after others it waits for a task. */
const DISCRETE = new Set([
  'beforeinput',
  'blur',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointerdown',
  'pointerup',
  'submit',
  'touchend',
  'touchstart',
]);
const nextTask = new MessageChannel();
let afterTask: (() => void)[] = [];
nextTask.port1.onmessage = () => {
  const flushes = afterTask;
  afterTask = [];
  for (const flush of flushes) flush();
};

/**
 * When effects (`useEffect`) run, as React runs them: right after a render caused by a key, a click or another
 * discrete event (its handler's microtasks run while `window.event` is that event, which is how React tells too);
 * otherwise in the next task, apart from the render's. Preact's default waits for the next frame (up to 35 ms).
 * MUI X's date field counts on the first: 0 ms after a key that completes a date it reads what its effect
 * recorded, and cleared the field when that was still the old value. Running every effect at once instead made
 * the signed-in screens' start-up one longer task (Lighthouse's total blocking time 200–450 ms higher).
 */
options.requestAnimationFrame = (flush) => {
  if (DISCRETE.has(window.event?.type ?? '')) queueMicrotask(flush);
  else {
    afterTask.push(flush);
    nextTask.port2.postMessage(null);
  }
};
