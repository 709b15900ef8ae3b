import { BOTTOM_SHEET_MAX_WIDTH_PX } from '../theme/modalCss';

/** How long the card takes to go from one view's height to the next one's. */
export const CARD_RESIZE_MS = 180;

/**
 * After the history moves (or the next view's code arrived), for how long the card's height
 * still follows the new view smoothly: the view may show its content in steps as it loads.
 * Height changes after that (a message under a field, a quote) are the view's own, and immediate.
 */
export const NAVIGATION_SETTLE_MS = 600;

/** A transition that never reports its end (the card hidden meanwhile) still ends by then. */
const END_GRACE_MS = 50;

export interface CardHeightTransitions {
  /** The history moved: the next height changes take the card there smoothly. */
  navigated(): void;
  stop(): void;
}

/**
 * Moves the modal's card from one view's height to the next one's over {@link CARD_RESIZE_MS},
 * instead of jumping (the card's top edge moving 130 → 172 → 310 px between views). The card
 * sizes itself to its content; when the content's size changes after a navigation, the card is
 * given its previous height and then, in the same frame before anything is painted, the new
 * one with a transition; once there it sizes itself again. A change in the middle of a move
 * continues from where the card is, and while the next view's code loads the card keeps its
 * height. Nothing moves on the first view (the card appears at its height, not from zero) or
 * when the card fills a phone's screen (its height is the screen's); when the visitor asks for
 * less motion the card goes to the new height at once.
 */
export function startCardHeightTransitions(card: HTMLElement, content: HTMLElement): CardHeightTransitions {
  const view = card.ownerDocument.defaultView;
  const matches = (query: string): boolean =>
    typeof view?.matchMedia === 'function' && view.matchMedia(query).matches;
  const fixedHeight = (): boolean =>
    card.classList.contains('kp-full-screen') && matches(`(max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px)`);

  /** The card's scrolling body, around the content. */
  const scroller = content.parentElement;
  let shownHeight = card.offsetHeight;
  let moving = false;
  /** The card keeps its height while the next view's code loads. */
  let holding = false;
  let settleUntil = 0;
  let endTimer: ReturnType<typeof setTimeout> | undefined;

  const finish = (): void => {
    if (endTimer !== undefined) clearTimeout(endTimer);
    endTimer = undefined;
    moving = false;
    holding = false;
    scroller?.style.removeProperty('overflow-y');
    card.style.removeProperty('transition');
    card.style.removeProperty('height');
    shownHeight = card.offsetHeight;
  };

  const moveTo = (from: number): void => {
    card.style.transition = 'none';
    card.style.removeProperty('height');
    const to = card.offsetHeight;
    if (Math.abs(to - from) < 1) {
      finish();
      return;
    }
    // No scrollbar flashing up in the body for the moment its content is taller than the card.
    scroller?.style.setProperty('overflow-y', 'hidden');
    card.style.height = `${from}px`;
    // Lays the card out at its old height, so the transition starts from there.
    void card.offsetHeight;
    card.style.transition = `height ${CARD_RESIZE_MS}ms ease-out`;
    card.style.height = `${to}px`;
    moving = true;
    if (endTimer !== undefined) clearTimeout(endTimer);
    endTimer = setTimeout(finish, CARD_RESIZE_MS + END_GRACE_MS);
  };

  /**
   * While the next view's code loads, the card keeps the height it has rather than shrinking to
   * the spinner and growing again a moment later.
   */
  const hold = (height: number): void => {
    if (endTimer !== undefined) clearTimeout(endTimer);
    endTimer = undefined;
    card.style.transition = 'none';
    card.style.height = `${height}px`;
    moving = true;
    holding = true;
  };

  const resized = (entries: readonly ResizeObserverEntry[]): void => {
    const contentChanged = entries.some((entry) => entry.target === content);
    const following = contentChanged && (moving || performance.now() < settleUntil) && !fixedHeight();
    if (!following) {
      if (!moving) shownHeight = card.offsetHeight;
      return;
    }
    const from = moving ? card.offsetHeight : shownHeight;
    if (content.querySelector(':scope > .kp-loading') !== null) {
      hold(from);
      return;
    }
    // The view came: what it loads next still belongs to arriving there.
    if (holding) settleUntil = performance.now() + NAVIGATION_SETTLE_MS;
    holding = false;
    // Less motion: the card goes straight to the new height.
    if (matches('(prefers-reduced-motion: reduce)')) finish();
    else moveTo(from);
  };

  const onTransitionEnd = (event: TransitionEvent): void => {
    if (event.target === card && event.propertyName === 'height') finish();
  };

  const observer = new ResizeObserver(resized);
  observer.observe(card);
  observer.observe(content);
  card.addEventListener('transitionend', onTransitionEnd);
  return {
    navigated: () => {
      settleUntil = performance.now() + NAVIGATION_SETTLE_MS;
    },
    stop: () => {
      observer.disconnect();
      card.removeEventListener('transitionend', onTransitionEnd);
      if (endTimer !== undefined) clearTimeout(endTimer);
    },
  };
}
