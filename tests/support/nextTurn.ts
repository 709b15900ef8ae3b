/**
 * Runs every pending promise callback and the timer turn after them. Works where `flush` cannot:
 * jsdom test files have no `setImmediate`.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
