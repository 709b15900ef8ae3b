import {
  feeRangeLabel,
  ONRAMP_PROVIDERS,
  onrampProvidersFor,
} from '../../../../domain/onramp/OnrampProviders';

describe('SPEC §9 onramp providers: Coinbase (fee 1-2%, eip155); Meld (1-2%, eip155 and solana)', () => {
  it('lists Coinbase then Meld with their namespaces', () => {
    expect(ONRAMP_PROVIDERS.map((provider) => [provider.label, provider.supportedNamespaces])).toEqual([
      ['Coinbase', ['eip155']],
      ['Meld', ['eip155', 'solana']],
    ]);
  });

  it('shows each fee as 1-2%', () => {
    expect(ONRAMP_PROVIDERS.map(feeRangeLabel)).toEqual(['1-2%', '1-2%']);
    expect(
      feeRangeLabel({ name: 'meld', label: 'Meld', feePercent: { min: 1, max: 1 }, supportedNamespaces: [] }),
    ).toBe('1%');
  });

  it('offers each namespace its providers', () => {
    expect(onrampProvidersFor('eip155').map((provider) => provider.name)).toEqual(['coinbase', 'meld']);
    expect(onrampProvidersFor('solana').map((provider) => provider.name)).toEqual(['meld']);
    expect(onrampProvidersFor('bip122')).toEqual([]);
  });
});
