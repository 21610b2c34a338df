// The machine is shared: before a measured load phase, wait until the 1-minute load average is under a limit
// (`--quiet 1`), so figures are not someone else's build. The wait and the load are logged and recorded.
import os from 'node:os';

const oneMinute = () => os.loadavg()[0] ?? 0;

export async function waitForQuiet(limit: number | undefined, log: (msg: string) => void): Promise<number> {
  const started = performance.now();
  if (limit === undefined) return 0;
  let last = 0;
  while (oneMinute() >= limit) {
    if (performance.now() - last > 60_000) {
      log(`waiting for a load under ${limit} (now ${oneMinute().toFixed(2)})`);
      last = performance.now();
    }
    await new Promise((r) => setTimeout(r, 5_000));
  }
  const waited = Math.round((performance.now() - started) / 1000);
  log(`load ${oneMinute().toFixed(2)} after waiting ${waited} s`);
  return waited;
}
