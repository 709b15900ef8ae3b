import { DEFAULT_FEATURES } from '../../../../domain/options/Features';
import { walletFeaturesToShow } from '../../../../domain/options/WalletFeaturesToShow';
import { SWAP_SUPPORTED_CHAIN_IDS } from '../../../../domain/constants/limits';

describe('SPEC §2 wallet features, filtered by the feature flags and SPEC §9 namespaces', () => {
  it('shows onramp, swaps, receive, send on a swap network of eip155, in the default order', () => {
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'eip155', chainId: 1 })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ]);
  });

  it.each(SWAP_SUPPORTED_CHAIN_IDS)('SPEC §9 offers swaps on eip155:%s', (chainId) => {
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'eip155', chainId })).toContain('swaps');
  });

  it('offers swaps only on the listed eip155 networks', () => {
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'eip155', chainId: 11155111 })).toEqual([
      'onramp',
      'receive',
      'send',
    ]);
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'eip155' })).not.toContain('swaps');
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'eip155', chainId: '8453' })).toContain(
      'swaps',
    );
  });

  it('shows onramp, receive and send on solana (balance, send and onramp: eip155 and solana)', () => {
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'solana', chainId: '1' })).toEqual([
      'onramp',
      'receive',
      'send',
    ]);
  });

  it('shows only receive on bip122 and polkadot (receive on every namespace)', () => {
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'bip122' })).toEqual(['receive']);
    expect(walletFeaturesToShow(DEFAULT_FEATURES, { namespace: 'polkadot' })).toEqual(['receive']);
  });

  it('drops features the host turned off and follows the host order', () => {
    const features = {
      ...DEFAULT_FEATURES,
      onramp: false,
      receive: false,
      walletFeaturesOrder: ['send', 'swaps', 'onramp', 'receive', 'send'] as const,
    };
    expect(walletFeaturesToShow(features, { namespace: 'eip155', chainId: 10 })).toEqual(['send', 'swaps']);
  });
});
