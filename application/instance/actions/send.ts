import { type SignatureDeclinedError } from '../../../domain/errors/AuthenticationErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type SendFormError } from '../../../domain/send/checkSendForm';
import { loadSendChunk, loadSendFeature } from '../../send/loadSendChunk';
import { type SendRequest } from '../../send/SendRequest';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type SendParameters = SendRequest;

/** The transaction's hash (`0x` and 64 hex digits on eip155). */
export type SendReturnType = string;

/**
 * SPEC §8 "Signature declined" when the visitor refuses in the wallet; the wallet's own error for
 * any other failure (e.g. insufficient funds for gas); before the wallet is asked, the SPEC §5
 * reasons the request cannot be sent, an unknown or ambiguous token, the receiver's name errors,
 * no connected account, or the wallet on another network than the one named.
 */
export type SendErrorType = SignatureDeclinedError | SendFormError | KeyportDestroyedError | KeyportError;

/**
 * Sends tokens from the connected account (SPEC §4 "sends by chain type"): the native token as the
 * transaction's value, a contract token as its `transfer` call. The request is checked as the
 * modal's form checks it (SPEC §5), then the wallet is asked; SEND_INITIATED is emitted as it is
 * asked and SEND_SUCCESS with the hash once it sent. Resolves when the wallet has sent, before the
 * network mined it: follow it with `waitForTransaction`.
 *
 * @example
 * const hash = await send(keyport, { token: 'DUSDC', amount: '12.5', to: 'ada.reown.id' });
 * const outcome = await waitForTransaction(keyport, { hash });
 */
export async function send(keyport: Keyport, parameters: SendParameters): Promise<SendReturnType> {
  const runtime = await runtimeWith(keyport, 'send', loadSendFeature);
  const { WalletSend } = await loadSendChunk();
  return runtime.get(WalletSend).send(parameters);
}
