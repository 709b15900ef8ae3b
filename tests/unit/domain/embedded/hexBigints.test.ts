import { hexBigints } from '../../../../domain/embedded/hexBigints';

describe('REFERENCE §4 RPC params travel as JSON: bigints as hex quantities', () => {
  it('REFERENCE §4: bigints anywhere in arrays and plain objects become 0x hex; everything else stays', () => {
    const date = new Date(0);
    expect(
      hexBigints([
        { value: 10n ** 18n, gas: 21_000n, data: '0x', nested: [0n, -255n] },
        'latest',
        7,
        null,
        date,
      ]),
    ).toEqual([
      { value: '0xde0b6b3a7640000', gas: '0x5208', data: '0x', nested: ['0x0', '-0xff'] },
      'latest',
      7,
      null,
      date,
    ]);
  });
});
