// The window's storage for renderer code under unit test: they run in Node, which has no localStorage.

/** An in-memory localStorage holding `entries`, for `vi.stubGlobal('localStorage', …)`. */
export function storageHolding(entries: Record<string, string>): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const kept = new Map(Object.entries(entries));
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}
