import { type ChainNamespace } from '../chain/ChainNamespace';

/** SPEC §9: a company the visitor can buy crypto through. */
export interface OnrampProvider {
  readonly name: OnrampProviderName;
  readonly label: string;
  /** The provider's fee range, in percent of the purchase. */
  readonly feePercent: { readonly min: number; readonly max: number };
  readonly supportedNamespaces: readonly ChainNamespace[];
}

export type OnrampProviderName = 'coinbase' | 'meld';

/** SPEC §9 "Onramp providers: Coinbase (fee 1-2%, eip155); Meld (1-2%, eip155 and solana)." */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { name: 'coinbase', label: 'Coinbase', feePercent: { min: 1, max: 2 }, supportedNamespaces: ['eip155'] },
  { name: 'meld', label: 'Meld', feePercent: { min: 1, max: 2 }, supportedNamespaces: ['eip155', 'solana'] },
] as const;

/** The providers that can deliver on `namespace`, in the order they are offered. */
export function onrampProvidersFor(namespace: ChainNamespace): readonly OnrampProvider[] {
  return ONRAMP_PROVIDERS.filter((provider) => provider.supportedNamespaces.includes(namespace));
}

/** The fee range as the provider list shows it: `1-2%` (or `1%` when both ends are equal). */
export function feeRangeLabel(provider: OnrampProvider): string {
  const { min, max } = provider.feePercent;
  return min === max ? `${min}%` : `${min}-${max}%`;
}

/** The provider's name as shown (`Coinbase`); empty while none is chosen. */
export function onrampProviderLabel(name: OnrampProviderName | undefined): string {
  return ONRAMP_PROVIDERS.find((provider) => provider.name === name)?.label ?? '';
}
