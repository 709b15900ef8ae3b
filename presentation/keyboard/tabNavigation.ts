/**
 * Where the arrow keys take focus in a horizontal tab list (WAI-ARIA tabs pattern): left and
 * right step to the neighbouring tab, wrapping round at the ends; Home and End go to the first
 * and last tab. `undefined` for any other key.
 */
export function nextTabIndex(current: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
