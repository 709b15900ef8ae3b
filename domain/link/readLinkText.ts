import { DANGEROUS_SCHEMES } from './dangerousSchemes';

/** A scheme as URLs spell it: a letter, then letters, digits, `+`, `-` or `.`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** C0 controls and space: the WHATWG URL parser drops them from both ends of a link. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const EDGE_CONTROLS_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** Tab, line feed and carriage return: the URL parser removes them anywhere in a link. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** Controls that remain after that: no honest link has them, and browsers differ on them. */
// eslint-disable-next-line no-control-regex -- as above
const INNER_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** How many layers of percent-encoding are peeled off to look for a disguised scheme. */
const DECODING_ROUNDS = 3;

/**
 * The link as the browser will read it: trimmed of controls and spaces at both ends, with tabs
 * and newlines removed (`java\tscript:` is `javascript:` to a browser). Undefined when a control
 * remains inside, which no honest link has.
 */
export function normaliseLikeTheBrowser(raw: string): string | undefined {
  const text = raw.replace(EDGE_CONTROLS_OR_SPACE, '').replace(TAB_OR_NEWLINE, '');
  return INNER_CONTROL.test(text) ? undefined : text;
}

/** The lower-cased scheme a text starts with, if any. */
export function schemeOf(text: string): string | undefined {
  return SCHEME.exec(text)?.[1]?.toLowerCase();
}

function decodeOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Every control character and space, which a reader might drop anywhere before it reads a scheme. */
// eslint-disable-next-line no-control-regex -- as above
const ANY_CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * Whether the text, or any percent-decoding of it (up to three layers deep), starts with a
 * dangerous scheme. A browser never decodes a scheme, but other readers of the same text (an
 * app that unwraps a universal link, a library that decodes before opening) may, so a disguised
 * `javascript%3A` or `java%09script:` is refused as well. The decoded forms are read with every
 * control and space removed, the most forgiving reading there is.
 */
export function hasDangerousScheme(text: string): boolean {
  let current: string | undefined = text;
  for (let round = 0; round <= DECODING_ROUNDS && current !== undefined; round += 1) {
    const scheme = schemeOf(current.replace(ANY_CONTROL_OR_SPACE, ''));
    if (scheme !== undefined && DANGEROUS_SCHEMES.has(scheme)) return true;
    const decoded = decodeOnce(current);
    if (decoded === current) return false;
    current = decoded;
  }
  return false;
}
