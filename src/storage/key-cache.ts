// The cache of API-key look-ups (findKeyByHash) of both stores: hash (hex) → key and account,
// bounded (least recently used goes first), optionally with a time to live. Only found keys
// are cached (a key created later is found at once); each store drops what a change affects.
import type { ApiKeyRecord } from './types.js';

/** Most API keys held by one store's cache. */
export const KEY_CACHE_SIZE = 10_000;

export interface KeyCache {
  /** A copy of the cached record (nothing a caller does can change the cache), or undefined. */
  get(keyHash: string): ApiKeyRecord | undefined;
  set(keyHash: string, record: ApiKeyRecord): void;
  /** Drops every record that matches. */
  forget(match: (record: ApiKeyRecord) => boolean): void;
  clear(): void;
}

export function createKeyCache(size = KEY_CACHE_SIZE, { ttlMs = Infinity, clock = Date.now } = {}): KeyCache {
  // In least-recently-used order (a Map keeps insertion order).
  const entries = new Map<string, { record: ApiKeyRecord; expiresAt: number }>();
  return {
    get(keyHash) {
      const hit = entries.get(keyHash);
      if (!hit) return undefined;
      entries.delete(keyHash);
      if (hit.expiresAt <= clock()) return undefined;
      entries.set(keyHash, hit); // most recently used goes last
      return { keyId: hit.record.keyId, account: { ...hit.record.account } };
    },
    set(keyHash, record) {
      if (size <= 0) return;
      entries.delete(keyHash);
      entries.set(keyHash, {
        record: { keyId: record.keyId, account: { ...record.account } },
        expiresAt: clock() + ttlMs,
      });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    forget(match) {
      for (const [hash, e] of entries) if (match(e.record)) entries.delete(hash);
    },
    clear() {
      entries.clear();
    },
  };
}
