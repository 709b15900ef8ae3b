import { type ChainDirectory } from '../chains/ChainDirectory';
import { type Fungible } from '../chains/Fungible';
import { FIAT_USD_RATES } from '../money/fiatCurrencies';
import { type OnrampNetwork, onrampNetworkOf } from './onrampNetworks';

/** SPEC §5 payment limits: card 10.00 to 7500.00, bank account 10.00 to 25000.00. */
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const;

export interface PurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly (OnrampNetwork & { readonly contract_address: string })[];
}

/** REFERENCE §3a `GET /v1/onramp/options`. */
export interface OnrampOptions {
  readonly paymentCurrencies: readonly {
    readonly id: string;
    readonly payment_method_limits: typeof PAYMENT_METHOD_LIMITS;
  }[];
  readonly purchaseCurrencies: readonly PurchaseCurrency[];
}

/**
 * What can be bought: every token of the dev chains, one currency per symbol listing the chains it
 * is on (ether with an empty contract address, as providers list native currencies).
 */
export function onrampOptions(directory: ChainDirectory): OnrampOptions {
  const currencies = new Map<
    string,
    { fungible: Fungible; networks: PurchaseCurrency['networks'][number][] }
  >();
  for (const entry of directory.all) {
    for (const fungible of entry.fungibles) {
      const currency = currencies.get(fungible.symbol) ?? { fungible, networks: [] };
      currency.networks.push({
        ...onrampNetworkOf(entry.chain),
        contract_address: fungible.kind === 'native' ? '' : fungible.address,
      });
      currencies.set(fungible.symbol, currency);
    }
  }
  return {
    paymentCurrencies: Object.keys(FIAT_USD_RATES).map((id) => ({
      id,
      payment_method_limits: PAYMENT_METHOD_LIMITS,
    })),
    purchaseCurrencies: [...currencies.values()].map(({ fungible, networks }) => ({
      id: fungible.symbol,
      name: fungible.name,
      symbol: fungible.symbol,
      networks,
    })),
  };
}

/** The token bought when `currencyId` is bought on the network the provider calls `networkName`. */
export function findPurchase(
  directory: ChainDirectory,
  currencyId: string,
  networkName: string,
): Fungible | undefined {
  const entry = directory.all.find((candidate) => onrampNetworkOf(candidate.chain).name === networkName);
  return entry?.fungibles.find((fungible) => fungible.symbol === currencyId);
}
