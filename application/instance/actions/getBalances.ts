import * as E from 'fp-ts/Either';
import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { totalUsdValue } from '../../../domain/balance/totalUsdValue';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { FEATURE_NAMESPACES } from '../../../domain/constants/limits';
import { TokenBalanceUnavailableError } from '../../../domain/errors/AccountDataErrors';
import { type ChainRequiredError } from '../../../domain/errors/ClientSetupErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type WalletNotConnectedError } from '../../../domain/errors/WalletRequestErrors';
import { type InvalidCaipNetworkIdError } from '../../../domain/network/parseCaipNetworkId';
import { type InvalidAddressError } from '../../../domain/send/SendErrors';
import { ActiveAccount } from '../../account/ActiveAccount';
import { type AccountDataParameters, accountDataTarget } from '../../account-data/accountDataTarget';
import { BlockchainApiService } from '../../account-data/BlockchainApiService';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { loadBlockchainApiFeature } from '../features/accountFeatures';
import { runtimeOf, runtimeWith } from '../internal/runtime';

export type { TokenBalance };

/** Whose tokens, on which network: the connected account and the active network when left out. */
export type GetBalancesParameters = AccountDataParameters;

export interface GetBalancesReturnType {
  /** The tokens held, less those SPEC §5 hides (no price and no worth, or spam). */
  readonly balances: readonly TokenBalance[];
  /** Their USD worth added exactly, as decimal text (`"1234.5"`); a token without a worth counts 0. */
  readonly totalUsd: string;
}

/**
 * `TokenBalanceUnavailableError` when the balances could not be read (`reason: 'failed'`, with
 * `retryAt` and `lastKnownBalances`) or the API serves none on the network (`'unsupported'`);
 * the others when the account or network cannot be worked out from the parameters.
 */
export type GetBalancesErrorType =
  | TokenBalanceUnavailableError
  | InvalidAddressError
  | InvalidCaipNetworkIdError
  | WalletNotConnectedError
  | ChainRequiredError
  | KeyportDestroyedError;

/**
 * The tokens an account holds on a network, with their USD total (SPEC §9: cached 30 s, one
 * request at a time per account and network). Balances it returns are always current: when they
 * cannot be read it throws `TokenBalanceUnavailableError` (SPEC §8) rather than answer an empty or
 * stale list, and within the SPEC §9 retry gap after a failure it throws that same error again
 * without asking the API. The error carries `retryAt` (instance clock ms) and the
 * `lastKnownBalances`, for a caller that would rather show old amounts than none.
 *
 * @example
 * try {
 *   const { balances, totalUsd } = await getBalances(keyport);
 * } catch (error) {
 *   if (error instanceof TokenBalanceUnavailableError) console.log(error.reason, error.retryAt);
 * }
 */
export async function getBalances(
  keyport: Keyport,
  parameters: GetBalancesParameters = {},
): Promise<GetBalancesReturnType> {
  const live = runtimeOf(keyport, 'getBalances');
  const target = accountDataTarget(parameters, live.get(ChainStore), live.get(ActiveAccount));
  if (E.isLeft(target)) throw target.left;
  const { namespace, address, network } = target.right;
  // SPEC §9 "Balance: eip155 and solana": nothing to ask elsewhere.
  if (!(FEATURE_NAMESPACES.balance as readonly ChainNamespace[]).includes(namespace)) {
    throw new TokenBalanceUnavailableError({ reason: 'unsupported' });
  }
  const runtime = await runtimeWith(keyport, 'getBalances', loadBlockchainApiFeature);
  const answer = await runtime.get(BlockchainApiService).loadBalances(address, network);
  if (answer.status !== 'loaded') throw answer.error;
  return { balances: answer.balances, totalUsd: totalUsdValue(answer.balances) };
}
