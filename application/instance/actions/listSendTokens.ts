import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type NetworkNotConfiguredError } from '../../../domain/errors/NetworkErrors';
import { type NoActiveCaipAddressError } from '../../../domain/errors/SiwxFlowErrors';
import { type NetworkNotActiveError } from '../../../domain/errors/TransactionRequestErrors';
import { type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { loadSendChunk, loadSendFeature } from '../../send/loadSendChunk';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { TokenBalance };

export interface ListSendTokensParameters {
  /** The network whose tokens to list; the active one when left out. The wallet must be on it. */
  readonly network?: CaipNetworkId;
}

export type ListSendTokensReturnType = readonly TokenBalance[];

/** No connected account, or the wallet on another network than the one named. */
export type ListSendTokensErrorType =
  NoActiveCaipAddressError | NetworkNotActiveError | NetworkNotConfiguredError | KeyportDestroyedError;

/**
 * The tokens the connected account can send on the network (SPEC §3 send state `tokenBalances`):
 * its balances there, the native token first, standing in with the wallet's own native balance
 * when the balance API lists none. Read through the SPEC §9 balance cache.
 *
 * @example
 * const tokens = await listSendTokens(keyport);
 * console.log(tokens.map((token) => `${token.quantity.numeric} ${token.symbol}`));
 */
export async function listSendTokens(
  keyport: Keyport,
  parameters: ListSendTokensParameters = {},
): Promise<ListSendTokensReturnType> {
  const runtime = await runtimeWith(keyport, 'listSendTokens', loadSendFeature);
  const { SendTokenList } = await loadSendChunk();
  return runtime.get(SendTokenList).list(parameters.network);
}
