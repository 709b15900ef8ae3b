import { evmChainIdOf } from '../../../../domain/network/evmChainIdOf';

describe('evmChainIdOf: the chain id a wallet reported (Hostile input §3)', () => {
  it('reads an EVM chain id written as a number, hex or decimal string', () => {
    expect(evmChainIdOf(42161)).toBe(42161);
    expect(evmChainIdOf('0xa4b1')).toBe(42161);
    expect(evmChainIdOf('0xA4B1')).toBe(42161);
    expect(evmChainIdOf('42161')).toBe(42161);
    expect(evmChainIdOf(42)).toBe(42);
  });

  it.each<[string, unknown]>([
    ['an empty hex', '0x'],
    ['a negative number', -1],
    ['zero', 0],
    ['hex zero', '0x0'],
    ['a fraction', 1.5],
    ['1e400, which JSON and JavaScript read as Infinity', Number('1e400')],
    ['1e400 as text', '1e400'],
    ['NaN', Number.NaN],
    ['a number past 2^53', 2 ** 53],
    ['hex past 2^53', `0x${'f'.repeat(20)}`],
    ['a leading zero', '042'],
    ['spaces', ' 42'],
    ['a CAIP-2 id', 'eip155:1'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['an object', { chainId: 1 }],
    ['an array', [1]],
    ['a boolean', true],
    ['a bigint', 1n],
  ])('Hostile input §3: %s is no chain id', (_label, garbage) => {
    expect(evmChainIdOf(garbage)).toBeUndefined();
  });
});
