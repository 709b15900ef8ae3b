import {
  completeCode,
  digitsOf,
  EMPTY_CELLS,
  OTP_LENGTH,
  typedDigits,
  writeDigits,
} from '../../../../../presentation/views/embedded/otpCells';

describe('the email code cells (SPEC §5: the code is a string of the digits mailed)', () => {
  it('six empty cells to start', () => {
    expect(EMPTY_CELLS).toEqual(['', '', '', '', '', '']);
    expect(OTP_LENGTH).toBe(6);
  });

  it('keeps only digits of what was typed or pasted', () => {
    expect(digitsOf(' 12-34 5a6 ')).toBe('123456');
    expect(digitsOf('abc')).toBe('');
  });

  it('typing into a filled cell keeps the new digit; an autofilled code keeps every digit', () => {
    expect(typedDigits('3', '35')).toBe('5');
    expect(typedDigits('3', '53')).toBe('5');
    expect(typedDigits('3', '33')).toBe('3');
    expect(typedDigits('', '7')).toBe('7');
    expect(typedDigits('', '123456')).toBe('123456');
    expect(typedDigits('1', '1x')).toBe('1');
  });

  it('writes digits from a cell on, as far as the cells go, and says which cell comes next', () => {
    expect(writeDigits(EMPTY_CELLS, 0, '12')).toEqual({ cells: ['1', '2', '', '', '', ''], next: 2 });
    expect(writeDigits(EMPTY_CELLS, 4, '789')).toEqual({ cells: ['', '', '', '', '7', '8'], next: 5 });
    expect(writeDigits(EMPTY_CELLS, 0, '1234567')).toEqual({
      cells: ['1', '2', '3', '4', '5', '6'],
      next: 5,
    });
  });

  it('the code is complete only when every cell holds a digit', () => {
    expect(completeCode(['1', '2', '3', '4', '5', ''])).toBeUndefined();
    expect(completeCode(['1', '2', '3', '4', '5', '6'])).toBe('123456');
  });
});
