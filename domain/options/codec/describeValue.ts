/** Longer strings are cut in messages: the host knows its own value, and a message stays one line. */
const LONGEST_SHOWN = 40;

/**
 * How an option's message names what the host passed: a string by its value (quoted, so an empty
 * or padded string shows), anything else by its kind (`number`, `null`, `[]`, `array`, `object`).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > LONGEST_SHOWN ? `${value.slice(0, LONGEST_SHOWN)}…` : value);
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : 'array';
  return typeof value;
}

/** The one wording of a wrong value: `expected a string, got number`. */
export function mismatch(expected: string, value: unknown): string {
  return `expected ${expected}, got ${describeValue(value)}`;
}
