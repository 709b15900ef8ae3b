import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { t } from './embeddedMessages';
import { completeCode, EMPTY_CELLS, OTP_LENGTH, type OtpCells, typedDigits, writeDigits } from './otpCells';

export interface OtpInputProps {
  /** The group's name, read before its cells. */
  readonly label: string;
  readonly disabled: boolean;
  /** The last code was refused: the cells say so (they start empty: give the input a new `key`). */
  readonly invalid: boolean;
  /** Focus the first cell as the input appears (after a refused code, for the next try). */
  readonly focusOnShow: boolean;
  readonly describedBy: string;
  /** Called once every cell holds a digit, with the code. */
  readonly onComplete: (code: string) => void;
}

/**
 * A one-time code in six cells, one digit each, labelled one by one: typing a digit moves to the
 * next cell, Backspace in an empty cell goes back and clears the one before, the arrow keys move,
 * anything but digits is refused, and a pasted or autofilled code (`autocomplete="one-time-code"`)
 * fills every cell. The code is handed over as soon as the last cell is filled.
 */
export function OtpInput({ label, disabled, invalid, focusOnShow, describedBy, onComplete }: OtpInputProps) {
  const [cells, setCells] = useState<OtpCells>(EMPTY_CELLS);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusCell = (index: number): void => inputs.current[index]?.focus();

  useEffect(() => {
    if (focusOnShow) inputs.current[0]?.focus();
  }, [focusOnShow]);

  const update = (next: OtpCells, focus: number): void => {
    setCells(next);
    focusCell(focus);
    const code = completeCode(next);
    if (code !== undefined) onComplete(code);
  };

  const onChange = (index: number, typed: string): void => {
    const previous = cells[index] ?? '';
    const digits = typedDigits(previous, typed);
    // Only refused characters typed beside the cell's digit: nothing changes.
    if (digits === previous) return;
    if (digits === '') {
      // A deletion, or only refused characters: the cell holds no digit (or keeps its own).
      if (typed === '') setCells(cells.map((cell, at) => (at === index ? '' : cell)));
      return;
    }
    const written = writeDigits(cells, index, digits);
    update(written.cells, written.next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    const written = writeDigits(EMPTY_CELLS, 0, typedDigits('', event.clipboardData.getData('text')));
    if (written.cells[0] !== '') update(written.cells, written.next);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      setCells(cells.map((cell, at) => (at === index - 1 ? '' : cell)));
      focusCell(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusCell(index + 1);
    }
  };

  return (
    <div className="kp-otp" role="group" aria-label={label} data-testid="otp-input">
      {cells.map((cell, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="kp-otp-cell"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          aria-label={t('otp.digit', { position: index + 1, count: OTP_LENGTH })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          value={cell}
          onChange={(event) => onChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          data-testid={`otp-cell-${index}`}
        />
      ))}
    </div>
  );
}
