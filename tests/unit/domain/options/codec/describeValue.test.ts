import { describeValue } from '../../../../../domain/options/codec/describeValue';

describe('SPEC §1 option messages name what the host passed', () => {
  it.each([
    [5, 'number'],
    [true, 'boolean'],
    [null, 'null'],
    [undefined, 'undefined'],
    [[], '[]'],
    [[1], 'array'],
    [{}, 'object'],
    [() => 1, 'function'],
    [10n, 'bigint'],
    ['', '""'],
    ['dark ', '"dark "'],
  ])('%p is described as %s', (value, described) => {
    expect(describeValue(value)).toBe(described);
  });

  it('Hostile input: a long or control-character string is shortened and escaped, on one line', () => {
    expect(describeValue(`a\nb${'c'.repeat(100)}`)).toBe(`"a\\nb${'c'.repeat(37)}…"`);
  });
});
