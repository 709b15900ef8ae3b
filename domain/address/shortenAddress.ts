/** The characters put in place of the hidden middle of an address. */
export const ADDRESS_ELLIPSIS = '...';

/** REFERENCE §5: the account button shows 4 leading and 6 trailing characters by default. */
export const DEFAULT_ADDRESS_CHARS_START = 4;
export const DEFAULT_ADDRESS_CHARS_END = 6;

/**
 * Shortens an address for the account button: `0x1234567890abcdef1234567890abcdef12abcdef` becomes
 * `0x1234...abcdef`. An `0x` prefix is kept and not counted in `charsStart`, since it tells the
 * visitor nothing; an address too short to gain anything is returned whole. Counts are rounded
 * down to whole numbers and never go below zero.
 */
export function shortenAddress(
  address: string,
  charsStart: number = DEFAULT_ADDRESS_CHARS_START,
  charsEnd: number = DEFAULT_ADDRESS_CHARS_END,
): string {
  const start = wholeCount(charsStart);
  const end = wholeCount(charsEnd);
  const prefix = address.startsWith('0x') ? '0x' : '';
  const body = address.slice(prefix.length);
  if (body.length <= start + end + ADDRESS_ELLIPSIS.length) return address;
  return `${prefix}${body.slice(0, start)}${ADDRESS_ELLIPSIS}${body.slice(body.length - end)}`;
}

function wholeCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
}
