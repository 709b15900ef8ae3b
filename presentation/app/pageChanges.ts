const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever the page's instances change: one joins or leaves, a KeyportProvider
 * offers to render a modal or withdraws (for `useSyncExternalStore`). Returns how to stop.
 */
export function watchPage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyPage(): void {
  for (const listener of [...listeners]) listener();
}
