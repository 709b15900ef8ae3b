/**
 * `format(text)`, or the text itself when `format` cannot read it as a number: amounts arrive as
 * the API's text (decoded as strings, not checked as numbers), and a row must still render.
 */
export function displayed(text: string, format: (numeric: string) => string): string {
  try {
    return format(text);
  } catch {
    return text;
  }
}
