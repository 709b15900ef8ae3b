import * as E from 'fp-ts/Either';
import { DISPLAY_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits';
import { DisplayName, DisplaySymbol } from '../../../../domain/decoding/displayText';

describe('Hostile input §3: names and symbols from outside are cut for display when decoded', () => {
  it('keeps a short text as sent', () => {
    expect(DisplayName.decode('Ether')).toEqual(E.right('Ether'));
    expect(DisplaySymbol.decode('ETH')).toEqual(E.right('ETH'));
  });

  it('cuts a ten-megabyte name (it became the account title) to the limit, ellipsis included', () => {
    const decoded = DisplayName.decode('n'.repeat(10_000_000));
    expect(decoded).toEqual(E.right(`${'n'.repeat(DISPLAY_TEXT_MAX_LENGTH.name - 1)}…`));
    expect(DisplaySymbol.decode('S'.repeat(100))).toEqual(
      E.right(`${'S'.repeat(DISPLAY_TEXT_MAX_LENGTH.symbol - 1)}…`),
    );
  });

  it('refuses what is not a text', () => {
    expect(E.isLeft(DisplayName.decode(7))).toBe(true);
    expect(E.isLeft(DisplaySymbol.decode(null))).toBe(true);
    expect(DisplayName.is('any text')).toBe(true);
  });
});
