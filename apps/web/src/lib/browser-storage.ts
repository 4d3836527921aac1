/** What the app uses of a Web Storage area. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage area kept in memory for this page only. */
export function memoryStorage(initial: Record<string, string> = {}): StorageArea {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * The browser's localStorage or sessionStorage — or, when the browser refuses access (the site framed by
 * another origin, cookies and site data blocked, some private modes), a stand-in in memory. Merely reading
 * `window.localStorage` throws then; without the stand-in the app would render a blank page instead of a
 * signed-out one.
 */
export function browserStorage(
  area: 'localStorage' | 'sessionStorage',
  source: () => Storage = () => window[area],
): StorageArea {
  try {
    const storage = source();
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}
