/** How many digits an email code has (the wallet service mails six). */
export const OTP_LENGTH = 6;

/** The cells of a code being typed: one digit or '' each, OTP_LENGTH of them. */
export type OtpCells = readonly string[];

export const EMPTY_CELLS: OtpCells = Array.from({ length: OTP_LENGTH }, () => '');

/** The digits of `text`, in order: anything else (spaces, dashes, letters) is dropped. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * `cells` with `digits` written from cell `from` on, as far as they go; returns the new cells and
 * the cell to focus next (the one after the last written, or the last cell).
 */
export function writeDigits(
  cells: OtpCells,
  from: number,
  digits: string,
): { cells: OtpCells; next: number } {
  const written = [...cells];
  const count = Math.min(digits.length, OTP_LENGTH - from);
  for (let offset = 0; offset < count; offset += 1) written[from + offset] = digits.charAt(offset);
  return { cells: written, next: Math.min(from + count, OTP_LENGTH - 1) };
}

/**
 * What a cell's input now holds, as the digit to keep: typing into a filled cell gives its old
 * digit and the new one, of which the new one wins; more digits than that (an autofilled code)
 * are all kept, to be spread over the cells.
 */
export function typedDigits(previous: string, typed: string): string {
  const digits = digitsOf(typed);
  if (digits.length === 2 && previous !== '') return digits.replace(previous, '');
  return digits;
}

/** The whole code once every cell holds a digit; undefined before. */
export function completeCode(cells: OtpCells): string | undefined {
  return cells.every((cell) => cell !== '') ? cells.join('') : undefined;
}
