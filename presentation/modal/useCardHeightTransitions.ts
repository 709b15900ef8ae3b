import { useEffect, useLayoutEffect, useRef } from 'react';
import { type CardHeightTransitions, startCardHeightTransitions } from './cardHeightTransitions';

/**
 * The card's height follows each new view smoothly (`startCardHeightTransitions`); `routeKey`
 * changes when the history moves. The view the modal opens on is not a move.
 */
export function useCardHeightTransitions(
  card: HTMLElement | null,
  content: HTMLElement | null,
  routeKey: string,
): void {
  const transitions = useRef<CardHeightTransitions | undefined>(undefined);
  const shownKey = useRef(routeKey);

  useEffect(() => {
    if (!card || !content || typeof ResizeObserver === 'undefined') return;
    const started = startCardHeightTransitions(card, content);
    transitions.current = started;
    return () => {
      started.stop();
      transitions.current = undefined;
    };
  }, [card, content]);

  // During the commit of the new view, so before the size observer reports the new content.
  useLayoutEffect(() => {
    if (shownKey.current === routeKey) return;
    shownKey.current = routeKey;
    transitions.current?.navigated();
  }, [routeKey]);
}
