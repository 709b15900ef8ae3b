import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type SendFormError } from '../../../domain/send/checkSendForm';
import { type SendFee } from '../../send/SendFees';
import { loadSendChunk, loadSendFeature } from '../../send/loadSendChunk';
import { type SendRequest } from '../../send/SendRequest';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { SendFee, SendRequest };

export type EstimateSendParameters = SendRequest;

export type EstimateSendReturnType = SendFee;

/**
 * Every reason `send` refuses the request before asking the wallet (SPEC §5 texts, an unknown or
 * ambiguous token, the receiver's name errors, no account or another network), or the RPC's error.
 */
export type EstimateSendErrorType = SendFormError | KeyportDestroyedError | KeyportError;

/**
 * The network fee of a send, as the review shows it: the gas the network says it needs times the
 * most it may pay per gas, in wei and in whole native tokens (rounded up, never understated).
 *
 * @example
 * const fee = await estimateSend(keyport, { token: 'ETH', amount: '0.5', to: 'ada.reown.id' });
 * console.log(`${fee.formatted} ${fee.symbol}`);
 */
export async function estimateSend(
  keyport: Keyport,
  parameters: EstimateSendParameters,
): Promise<EstimateSendReturnType> {
  const runtime = await runtimeWith(keyport, 'estimateSend', loadSendFeature);
  const { SendFees } = await loadSendChunk();
  return runtime.get(SendFees).estimate(parameters);
}
