/**
 * A small in-process cache: entries live `ttlMs`, the oldest go first past `maxEntries`, and
 * `clear()` empties it when the data behind it changes.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    /** The cached value, or the one `load` gives (shared by concurrent callers; failures are not kept). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
