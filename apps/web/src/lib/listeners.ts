/**
 * The listeners of a store that components read with useSyncExternalStore (the auth store, the preferences):
 * `subscribe` has the shape that hook expects, and `emit` calls a copy of the set, so a listener that
 * unsubscribes or subscribes while being called does not upset the round.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => {
      for (const listener of [...listeners]) listener();
    },
    clear: () => listeners.clear(),
  };
}
