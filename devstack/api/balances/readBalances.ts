import { type Address, erc20Abi, formatUnits } from 'viem';
import { type AssetUrls } from '../assets/AssetUrls';
import { caipNetworkId } from '../chains/caip';
import { type ChainEntry } from '../chains/ChainDirectory';
import { type Fungible } from '../chains/Fungible';
import { usdValue } from '../money/usdValue';

/** REFERENCE §3a Balance: one token an account holds. */
export interface Balance {
  readonly name: string;
  readonly symbol: string;
  readonly chainId: string;
  /** CAIP-10 id of the token; absent for the native currency, as the real service sends it. */
  readonly address?: string;
  readonly value: number;
  readonly price: number;
  readonly quantity: { readonly decimals: string; readonly numeric: string };
  readonly iconUrl: string;
}

/**
 * What `account` holds on one chain, read from the chain now (never cached, so an answer follows
 * every transaction): the native currency always, each known ERC-20 when its balance is not zero.
 * The zero-decimal token is included like any other; hiding it is the product's rule (SPEC §5).
 */
export async function readBalances(
  entry: ChainEntry,
  account: Address,
  assets: AssetUrls,
): Promise<Balance[]> {
  const amounts = await Promise.all(entry.fungibles.map((fungible) => readAmount(entry, fungible, account)));
  return entry.fungibles.flatMap((fungible, index) => {
    const amount = amounts[index] ?? 0n;
    if (fungible.kind === 'erc20' && amount === 0n) return [];
    const balance: Balance = {
      name: fungible.name,
      symbol: fungible.symbol,
      chainId: caipNetworkId(fungible.chainId),
      ...(fungible.kind === 'erc20' ? { address: fungible.caipAddress } : {}),
      value: usdValue(amount, fungible),
      price: fungible.priceUsd,
      quantity: { decimals: String(fungible.decimals), numeric: formatUnits(amount, fungible.decimals) },
      iconUrl: assets.tokenIcon(fungible.symbol),
    };
    return [balance];
  });
}

function readAmount(entry: ChainEntry, fungible: Fungible, account: Address): Promise<bigint> {
  if (fungible.kind === 'native') return entry.client.getBalance({ address: account });
  return entry.client.readContract({
    address: fungible.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });
}
