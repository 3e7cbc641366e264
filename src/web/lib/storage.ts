/** Every key Ordo keeps in localStorage starts with this; sign-out removes them all. */
export const STORAGE_PREFIX = 'ordo:';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads `ordo:{key}` as JSON, or returns the fallback when absent or unreadable. */
export function readStored<T>(key: string, fallback: T): T {
  const raw = safeStorage()?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    safeStorage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

export function removeStored(key: string): void {
  safeStorage()?.removeItem(STORAGE_PREFIX + key);
}

/** Removes every localStorage key that starts with `ordo:` (spec §4 Logout). */
export function clearStoredKeys(): void {
  const storage = safeStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
