// Counts failed logins per account and per address in a sliding window, in memory.
// One server instance keeps its own counts; several instances would share them through the database.
export class LoginLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #windowMs: number;
  constructor(windowMs: number) {
    this.#windowMs = windowMs;
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#failures.get(key) ?? []).filter((t) => now - t < this.#windowMs);
    if (recent.length) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }

  isBlocked(key: string, limit: number, now = Date.now()): boolean {
    return this.#recent(key, now).length >= limit;
  }

  fail(key: string, now = Date.now()): void {
    this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }
}
