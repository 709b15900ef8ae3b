/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { OtpInput } from '../../../../../presentation/views/embedded/OtpInput';
import { accessibilityViolations } from '../../support/embeddedLogin';

function renderInput(overrides: Partial<Parameters<typeof OtpInput>[0]> = {}) {
  const onComplete = jest.fn<void, [string]>();
  const view = render(
    <>
      <OtpInput
        label="Verification code"
        disabled={false}
        invalid={false}
        focusOnShow={false}
        describedBy="status"
        onComplete={onComplete}
        {...overrides}
      />
      <p id="status">Status</p>
    </>,
  );
  const cells = within(view.container).getAllByRole('textbox') as HTMLInputElement[];
  return { ...view, cells, onComplete, values: () => cells.map((cell) => cell.value) };
}

describe('the one-time code input (SPEC §4 email login, §5 the code)', () => {
  it('six cells in a named group, each labelled, numeric and marked for the mailed code', () => {
    const { cells } = renderInput();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(cells).toHaveLength(6);
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    for (const cell of cells) {
      expect(cell.getAttribute('inputmode')).toBe('numeric');
      expect(cell.getAttribute('autocomplete')).toBe('one-time-code');
      expect(cell.getAttribute('aria-describedby')).toBe('status');
    }
  });

  it('a typed digit fills its cell and moves to the next; the sixth hands the code over once', () => {
    const { cells, values, onComplete } = renderInput();
    cells[0]?.focus();
    '12345'
      .split('')
      .forEach((digit, index) =>
        fireEvent.change(cells[index] as HTMLInputElement, { target: { value: digit } }),
      );
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(document.activeElement).toBe(cells[5]);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(cells[5] as HTMLInputElement, { target: { value: '6' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('anything but a digit is refused and focus stays', () => {
    const { cells, values } = renderInput();
    cells[0]?.focus();
    fireEvent.change(cells[0] as HTMLInputElement, { target: { value: 'a' } });
    expect(values()[0]).toBe('');
    fireEvent.change(cells[0] as HTMLInputElement, { target: { value: '4' } });
    cells[0]?.focus();
    fireEvent.change(cells[0] as HTMLInputElement, { target: { value: '4-' } });
    expect(values()[0]).toBe('4');
    expect(document.activeElement).toBe(cells[0]);
  });

  it('a pasted code fills every cell, whatever it is mixed with, and is handed over', () => {
    const { cells, values, onComplete } = renderInput();
    fireEvent.paste(cells[3] as HTMLInputElement, { clipboardData: { getData: () => ' 987-654 ' } });
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('a paste with no digit changes nothing', () => {
    const { cells, values, onComplete } = renderInput();
    fireEvent.paste(cells[0] as HTMLInputElement, { clipboardData: { getData: () => 'hello' } });
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('an autofilled code typed into one cell is spread over the cells', () => {
    const { cells, values, onComplete } = renderInput();
    fireEvent.change(cells[0] as HTMLInputElement, { target: { value: '246810' } });
    expect(values()).toEqual(['2', '4', '6', '8', '1', '0']);
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('Backspace in an empty cell goes back and clears the digit before; in a filled cell it clears that one', () => {
    const { cells, values } = renderInput();
    fireEvent.change(cells[0] as HTMLInputElement, { target: { value: '1' } });
    fireEvent.change(cells[1] as HTMLInputElement, { target: { value: '2' } });
    expect(document.activeElement).toBe(cells[2]);
    fireEvent.keyDown(cells[2] as HTMLInputElement, { key: 'Backspace' });
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(document.activeElement).toBe(cells[1]);
    // In a filled cell the browser deletes the digit itself: the input reports an empty value.
    fireEvent.change(cells[0] as HTMLInputElement, { target: { value: '' } });
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('the arrow keys move between cells', () => {
    const { cells } = renderInput();
    cells[2]?.focus();
    fireEvent.keyDown(cells[2] as HTMLInputElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cells[1]);
    fireEvent.keyDown(cells[1] as HTMLInputElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells[2]);
  });

  it('disabled while the code is checked; marked invalid after a refusal, with focus on the first cell', () => {
    const { cells } = renderInput({ disabled: true });
    expect(cells.every((cell) => cell.disabled)).toBe(true);
    const again = renderInput({ invalid: true, focusOnShow: true });
    expect(again.cells.every((cell) => cell.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(document.activeElement).toBe(again.cells[0]);
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks', async () => {
    const { container } = renderInput();
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
