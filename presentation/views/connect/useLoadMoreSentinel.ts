import { useEffect, useRef } from 'react';

/**
 * Infinite scrolling: calls `loadMore` whenever the returned element (placed after the last
 * item) scrolls into sight while `active`. Where the browser has no IntersectionObserver, the
 * "Load more" button beside it does the same job.
 */
export function useLoadMoreSentinel(active: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoadMore.current();
      },
      // Start loading a little before the end is reached, so scrolling rarely waits.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}
