import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { tokenContractAddress } from '../../domain/send/evmSendCall';

/**
 * The tokens the send form offers: the account's balances on the network, with the native token
 * first. When the balance API listed no native token (an unsupported network answers nothing),
 * the native balance the wallet reported stands in, so the native token can always be sent.
 */
export function sendTokens(
  balances: readonly TokenBalance[],
  network: CaipNetwork,
  nativeBalance: string | undefined,
): readonly TokenBalance[] {
  const onNetwork = balances.filter((token) => token.chainId === network.caipNetworkId);
  const native = onNetwork.filter((token) => tokenContractAddress(token) === undefined);
  const others = onNetwork.filter((token) => tokenContractAddress(token) !== undefined);
  if (native.length > 0 || nativeBalance === undefined) return [...native, ...others];
  const fallback: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: network.nativeCurrency.decimals, numeric: nativeBalance },
    iconUrl: network.assets?.imageUrl ?? '',
  };
  return [fallback, ...others];
}
