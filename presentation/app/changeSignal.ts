/** Tells whoever watches that something of the page changed (for `useSyncExternalStore`). */
export interface ChangeSignal {
  /** Calls `listener` on every change; returns how to stop. */
  watch(listener: () => void): () => void;
  notify(): void;
}

export function changeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    watch: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}
