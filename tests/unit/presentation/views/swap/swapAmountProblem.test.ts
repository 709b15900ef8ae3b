import { swapAmountProblem } from '../../../../../presentation/views/swap/swapAmountProblem';

const DDAI = { symbol: 'DDAI', decimals: 18 };
const DPTS = { symbol: 'DPTS', decimals: 0 };

describe('what the swap button says about the amount typed', () => {
  it('"Enter an amount" only when nothing is typed', () => {
    expect(swapAmountProblem('', DDAI)).toBe('Enter an amount');
    expect(swapAmountProblem('  ', undefined)).toBe('Enter an amount');
  });

  it('"Enter a valid amount" for zero, a negative number or text', () => {
    for (const text of ['0', '0.0', '-1', 'abc', '1.2.3'])
      expect(swapAmountProblem(text, DDAI)).toBe('Enter a valid amount');
  });

  it('names the decimals a token takes when more are typed', () => {
    expect(swapAmountProblem('1.0000000000000000001', DDAI)).toBe('DDAI takes at most 18 decimals');
    expect(swapAmountProblem('0.5', DPTS)).toBe('DPTS takes whole amounts only');
  });

  it('nothing for an amount the token can hold, or when no token is picked yet', () => {
    expect(swapAmountProblem('1.5', DDAI)).toBeUndefined();
    expect(swapAmountProblem('3', DPTS)).toBeUndefined();
    expect(swapAmountProblem('1.5', undefined)).toBeUndefined();
  });
});
