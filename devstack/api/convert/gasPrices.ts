import { type PublicClient } from 'viem';

/** REFERENCE §3a `GET /v1/convert/gas-price`: wei per gas, as decimal strings. */
export interface GasPrices {
  readonly standard: string;
  readonly fast: string;
  readonly instant: string;
}

/** The node's `eth_gasPrice` as the standard price; fast pays 10 % more, instant 20 % more. */
export async function gasPrices(client: PublicClient): Promise<GasPrices> {
  const standard = await client.getGasPrice();
  return {
    standard: standard.toString(),
    fast: ((standard * 110n) / 100n).toString(),
    instant: ((standard * 120n) / 100n).toString(),
  };
}
