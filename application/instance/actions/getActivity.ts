import * as E from 'fp-ts/Either';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { FEATURE_NAMESPACES } from '../../../domain/constants/limits';
import { type TransactionsFetchFailedError } from '../../../domain/errors/AccountDataErrors';
import { type ChainRequiredError } from '../../../domain/errors/ClientSetupErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type WalletNotConnectedError } from '../../../domain/errors/WalletRequestErrors';
import { type InvalidCaipNetworkIdError } from '../../../domain/network/parseCaipNetworkId';
import { type InvalidAddressError } from '../../../domain/send/SendErrors';
import { type Transaction } from '../../../domain/transaction/Transaction';
import { ActiveAccount } from '../../account/ActiveAccount';
import { type AccountDataParameters, accountDataTarget } from '../../account-data/accountDataTarget';
import { BlockchainApiService } from '../../account-data/BlockchainApiService';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { loadBlockchainApiFeature } from '../features/accountFeatures';
import { runtimeOf, runtimeWith } from '../internal/runtime';

export type { Transaction };

export interface GetActivityParameters extends AccountDataParameters {
  /** SPEC §4: the `next` of the page before; the newest page when left out or `null`. */
  readonly cursor?: string | null;
}

export interface GetActivityReturnType {
  /** The page's transactions, newest first, less those SPEC §5 hides (spam-only transfers). */
  readonly transactions: readonly Transaction[];
  /** The cursor of the next (older) page; `null` on the last one. */
  readonly next: string | null;
}

/**
 * `TransactionsFetchFailedError` (SPEC §8) when the page could not be loaded; the others when the
 * account or network cannot be worked out from the parameters.
 */
export type GetActivityErrorType =
  | TransactionsFetchFailedError
  | InvalidAddressError
  | InvalidCaipNetworkIdError
  | WalletNotConnectedError
  | ChainRequiredError
  | KeyportDestroyedError;

const NO_ACTIVITY: GetActivityReturnType = { transactions: [], next: null };

/**
 * One page of an account's activity on a network (the connected account and the active network
 * when left out), by cursor (SPEC §4). A failure throws `TransactionsFetchFailedError` and hosts
 * get ERROR_FETCH_TRANSACTIONS; a network without history (SPEC §9 "Activity: eip155", or one the
 * API does not serve) answers an empty last page (SPEC §7 empty default). One request at a time
 * per page, however many ask.
 *
 * @example
 * let page = await getActivity(keyport);
 * while (page.next !== null) page = await getActivity(keyport, { cursor: page.next });
 */
export async function getActivity(
  keyport: Keyport,
  parameters: GetActivityParameters = {},
): Promise<GetActivityReturnType> {
  const live = runtimeOf(keyport, 'getActivity');
  const target = accountDataTarget(parameters, live.get(ChainStore), live.get(ActiveAccount));
  if (E.isLeft(target)) throw target.left;
  const { namespace, address, network } = target.right;
  if (!(FEATURE_NAMESPACES.activity as readonly ChainNamespace[]).includes(namespace)) return NO_ACTIVITY;
  const runtime = await runtimeWith(keyport, 'getActivity', loadBlockchainApiFeature);
  const answer = await runtime
    .get(BlockchainApiService)
    .getTransactions(address, network, parameters.cursor ?? null);
  if (answer.failed) throw answer.error;
  return { transactions: answer.page.data, next: answer.page.next };
}
