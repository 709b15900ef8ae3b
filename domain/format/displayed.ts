import { cutForDisplay } from './cutForDisplay';

/**
 * `format(text)`, or the text itself (cut for display) when `format` cannot read it as a number:
 * a row must still render whatever amount text reached it (a cached one, say).
 */
export function displayed(text: string, format: (numeric: string) => string): string {
  try {
    return format(text);
  } catch {
    return cutForDisplay(text, 'name');
  }
}
