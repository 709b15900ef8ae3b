/** Stands for `undefined` while JSON.stringify runs; no hook value holds this text. */
const UNDEFINED_MARK = '\u2063undefined\u2063';

/**
 * A hook's value as readable JSON: bigints as `123n`, functions left out (JSON's own rule), and
 * `undefined` fields shown as `undefined` rather than dropped, so the panel lists every field.
 */
export function toDisplayJson(value: unknown): string {
  const json = JSON.stringify(
    value,
    (_key, field: unknown) => {
      if (typeof field === 'bigint') return `${field.toString()}n`;
      if (field === undefined) return UNDEFINED_MARK;
      return field;
    },
    2,
  );
  return (json ?? String(value)).replaceAll(JSON.stringify(UNDEFINED_MARK), 'undefined');
}
