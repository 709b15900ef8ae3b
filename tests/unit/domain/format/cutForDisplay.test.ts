import { DISPLAY_TEXT_MAX_LENGTH } from '../../../../domain/constants/limits';
import { cutForDisplay } from '../../../../domain/format/cutForDisplay';

const NAME = DISPLAY_TEXT_MAX_LENGTH.name;

describe('Hostile input §3: one rule cuts outside names and symbols for display', () => {
  it('keeps a text that fits, up to exactly the limit', () => {
    expect(cutForDisplay('Rabby Wallet', 'name')).toBe('Rabby Wallet');
    expect(cutForDisplay('a'.repeat(NAME), 'name')).toBe('a'.repeat(NAME));
  });

  it('cuts a longer one so that, ellipsis included, it is exactly the limit', () => {
    expect(cutForDisplay('a'.repeat(NAME + 1), 'name')).toBe(`${'a'.repeat(NAME - 1)}…`);
    expect(cutForDisplay('SYMBOLSYMBOLSYMBOLSYMBOL', 'symbol')).toBe('SYMBOLSYMBOLSYM…');
  });

  it('counts characters, never cutting an emoji in half', () => {
    const emoji = '🦊'.repeat(NAME);
    expect(cutForDisplay(emoji, 'name')).toBe(emoji);
    const cut = cutForDisplay('🦊'.repeat(NAME + 5), 'name');
    expect([...cut]).toHaveLength(NAME);
    expect(cut).toBe(`${'🦊'.repeat(NAME - 1)}…`);
  });

  it('costs no more for ten million characters than for a hundred', () => {
    const started = performance.now();
    expect(cutForDisplay('x'.repeat(10_000_000), 'name')).toHaveLength(NAME);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('error messages get a sentence or two', () => {
    expect(cutForDisplay('e'.repeat(1_000), 'message')).toHaveLength(DISPLAY_TEXT_MAX_LENGTH.message);
  });
});
