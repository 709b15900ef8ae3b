import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type NetworkNotConfiguredError } from '../../../domain/errors/NetworkErrors';
import { type InvalidTransactionHashError } from '../../../domain/errors/TransactionRequestErrors';
import { type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { type TransactionOutcome } from '../../../domain/transaction/TransactionOutcome';
import { loadSendChunk, loadSendFeature } from '../../send/loadSendChunk';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { TransactionOutcome };

export interface WaitForTransactionParameters {
  /** The hash `send` (or the wallet) gave. */
  readonly hash: string;
  /** The network the transaction was sent on; the active one when left out. */
  readonly network?: CaipNetworkId;
}

/**
 * `confirmed` (mined and succeeded), `failed` (mined and reverted) or `pending` (not mined when
 * the watch ran out; the wallet and the activity list will tell later).
 */
export type WaitForTransactionReturnType = TransactionOutcome;

export type WaitForTransactionErrorType =
  InvalidTransactionHashError | NetworkNotConfiguredError | KeyportDestroyedError;

/**
 * Waits until the network has mined a transaction, as the chain adapter watches it (the EVM one
 * asks for the receipt every 4 s for up to 3 minutes), then reads the account again (balances past
 * their cache, activity) so everything that shows the account shows the transaction.
 *
 * @example
 * const outcome = await waitForTransaction(keyport, { hash });
 * if (outcome === 'failed') console.warn('reverted', hash);
 */
export async function waitForTransaction(
  keyport: Keyport,
  parameters: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const runtime = await runtimeWith(keyport, 'waitForTransaction', loadSendFeature);
  const { TransactionWatch } = await loadSendChunk();
  return runtime.get(TransactionWatch).wait(parameters.hash, parameters.network);
}
