import { type RefObject, useLayoutEffect } from 'react';
import { type FrameArea } from '../../../application/instance/embeddedLoginTypes';

/**
 * Keeps the embedded wallet's frame over `area` while it is shown (REFERENCE §4: the frame is
 * drawn over the modal's card while a request waits for approval): measured as it appears, and
 * again whenever it or the card changes size (the card's height moves between views), the window
 * is resized, anything scrolls, or an animation or transition ends: a phone's sheet slides in
 * from below the screen, a move no size observer sees, and the frame must follow it to where it
 * rests. Hidden again (`undefined`) when the area goes.
 */
export function useFramePlacement(
  area: RefObject<HTMLElement | null>,
  placeFrame: (area: FrameArea | undefined) => void,
): void {
  useLayoutEffect(() => {
    const element = area.current;
    if (element === null) return;
    const place = (): void => {
      const { top, left, width, height } = element.getBoundingClientRect();
      placeFrame({ top, left, width, height });
    };
    place();
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined;
    resizes?.observe(element);
    const card = element.closest('[role="dialog"]');
    if (card !== null) resizes?.observe(card);
    window.addEventListener('resize', place);
    // Capture: a scroll of the card's body moves the area as much as the page's does.
    window.addEventListener('scroll', place, true);
    window.addEventListener('animationend', place, true);
    window.addEventListener('transitionend', place, true);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('animationend', place, true);
      window.removeEventListener('transitionend', place, true);
      placeFrame(undefined);
    };
  }, [area, placeFrame]);
}
