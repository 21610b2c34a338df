// Lets the browser paint and answer input before the next piece of work: one long task becomes two (a tap during
// the first screen's load waits for the shorter; Lighthouse's Total Blocking Time counts each task's time beyond
// 50 ms). `scheduler.yield()` where the browser has it (the rest of the work keeps its place ahead of other tasks),
// else a new task.
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
