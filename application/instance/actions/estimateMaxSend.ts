import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { loadSendChunk, loadSendFeature } from '../../send/loadSendChunk';
import { type MaxSendRequest } from '../../send/SendFees';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type EstimateMaxSendParameters = MaxSendRequest;

/** Whole tokens, as a decimal string (`"1.49979"`); `"0"` when the fee takes the whole balance. */
export type EstimateMaxSendReturnType = string;

/** An unknown or ambiguous token, no account or another network, or the RPC's error. */
export type EstimateMaxSendErrorType = KeyportDestroyedError | KeyportError;

/**
 * The most of a token the account can send ("Max"): a contract token's whole balance; for the
 * native token, the balance less the network fee of the send, so the wallet can still pay it.
 *
 * @example
 * const amount = await estimateMaxSend(keyport, { token: 'ETH', to: receiver });
 * await send(keyport, { token: 'ETH', amount, to: receiver });
 */
export async function estimateMaxSend(
  keyport: Keyport,
  parameters: EstimateMaxSendParameters,
): Promise<EstimateMaxSendReturnType> {
  const runtime = await runtimeWith(keyport, 'estimateMaxSend', loadSendFeature);
  const { SendFees } = await loadSendChunk();
  return runtime.get(SendFees).max(parameters);
}
