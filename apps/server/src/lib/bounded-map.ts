// A Map kept to a number of entries: setting a key makes it the newest, and beyond `max` the oldest goes first.
// What an in-memory cache of this process needs (services/scan-cache.ts, the intelligence's day bounds).

/** Sets `key` to `value` as the newest entry of `map`, dropping the oldest when `map` already holds `max`. */
export function setBounded<K, V>(map: Map<K, V>, max: number, key: K, value: V): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
