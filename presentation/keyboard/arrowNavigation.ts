import { type KeyboardEvent } from 'react';

/** The attribute marking the items arrow keys move between inside a list or grid. */
export const NAV_ITEM_ATTRIBUTE = 'data-nav-item';

/**
 * Where the arrow keys take focus in a list (one column) or a grid of `columns` columns:
 * left/right step one item, up/down one row, Home and End go to the first and last item. Focus
 * stops at the edges rather than wrapping, so holding a key never spins round the list. Returns
 * `undefined` for a key that does not move focus.
 */
export function nextNavIndex(current: number, key: string, count: number, columns = 1): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const clamp = (index: number): number => Math.min(Math.max(index, 0), last);
  switch (key) {
    case 'ArrowRight':
      return clamp(current + 1);
    case 'ArrowLeft':
      return clamp(current - 1);
    case 'ArrowDown':
      return current + columns > last ? (columns === 1 ? last : current) : current + columns;
    case 'ArrowUp':
      return current - columns < 0 ? (columns === 1 ? 0 : current) : current - columns;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * A keydown handler for a list or grid: moves focus to the next item the arrow key points at.
 * The items are the container's elements marked with {@link NAV_ITEM_ATTRIBUTE}; the others
 * (a "Load more" button, links) keep their usual Tab order.
 */
export function arrowKeyNavigation(columns = 1) {
  return (event: KeyboardEvent<HTMLElement>): void => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}]`));
    const current = items.findIndex((item) => item === document.activeElement);
    if (current === -1) return;
    const next = nextNavIndex(current, event.key, items.length, columns);
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };
}
