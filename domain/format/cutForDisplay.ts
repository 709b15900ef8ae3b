import { DISPLAY_TEXT_MAX_LENGTH } from '../constants/limits';

/** What kind of outside text is shown, which sets how long it may be (`DISPLAY_TEXT_MAX_LENGTH`). */
export type DisplayTextKind = keyof typeof DISPLAY_TEXT_MAX_LENGTH;

const ELLIPSIS = '…';

/**
 * An outside name or symbol as it is shown: whole when it fits the kind's length, else cut and
 * ended with an ellipsis, the whole text (the ellipsis included) never longer than the limit. The
 * length counts characters as people see them in the usual case (code points), so an emoji is
 * never cut in half; a text of ten million characters costs no more than one of a hundred.
 */
export function cutForDisplay(text: string, kind: DisplayTextKind): string {
  const limit = DISPLAY_TEXT_MAX_LENGTH[kind];
  // A code point takes at most two UTF-16 units: a text this short always fits.
  if (text.length <= limit) return text;
  const kept: string[] = [];
  for (const character of text) {
    if (kept.length === limit) break;
    kept.push(character);
  }
  if (kept.length < limit || kept.join('').length === text.length) return text;
  return `${kept.slice(0, limit - 1).join('')}${ELLIPSIS}`;
}
