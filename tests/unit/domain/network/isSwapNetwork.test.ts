import { isSwapNetwork } from '../../../../domain/network/isSwapNetwork';
import { SWAP_SUPPORTED_CHAIN_IDS } from '../../../../domain/constants/limits';

describe('isSwapNetwork (SPEC §9 "Swap networks (eip155 ids)")', () => {
  it.each([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])(
    'SPEC §9: eip155:%d is a swap network',
    (id) => {
      expect(isSwapNetwork(`eip155:${id}`)).toBe(true);
    },
  );

  it('SPEC §9: the list checked is the one of the constants', () => {
    expect(SWAP_SUPPORTED_CHAIN_IDS.every((id) => isSwapNetwork(`eip155:${id}`))).toBe(true);
  });

  it.each([
    ['an eip155 network off the list', 'eip155:11155111'],
    ['another namespace with a listed reference', 'polkadot:1'],
    ['solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['a malformed id', 'eip155'],
    ['an eip155 id with leading zeros', 'eip155:01'],
  ])('SPEC §9: %s is not', (_, id) => {
    expect(isSwapNetwork(id)).toBe(false);
  });
});
