import { type SignClientInstance } from './SignClientTypes';

/** Where page lifecycle events are heard: the page's window (none outside a page). */
export type PageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * A page restored from the back-forward cache (Back, after a wallet's link took the visitor away in
 * this tab) comes back as it was left, its pending approval included, but its relay connection was
 * closed or went stale while it was cached: the SDK notices a closed socket only when the socket
 * says so, and a silently dead one at its next ping timeout. So on `pageshow` with `persisted` the
 * connection is restarted at once; it subscribes again to the pairings and sessions kept, the answer
 * the wallet gave meanwhile arrives, and the approval settles as if the visitor had never left.
 * Returns what stops the watch.
 */
export function reconnectOnPageRestore(
  client: SignClientInstance,
  page: PageEvents | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (page === undefined) return () => undefined;
  const onPageShow = (event: Event): void => {
    if (!(event as PageTransitionEvent).persisted) return;
    // A restart that fails leaves the SDK's own reconnection to it; the page must not break.
    client.core.relayer.restartTransport().catch(() => undefined);
  };
  page.addEventListener('pageshow', onPageShow);
  return () => page.removeEventListener('pageshow', onPageShow);
}
