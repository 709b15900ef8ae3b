import { type SendTransactionRequest } from '../ports/ChainAdapter';
import { type PreparedSend } from './SendRequest';

/** The transaction the wallet is asked for: SPEC §4 "sends by chain type" (built by `evmSendCall`). */
export function sendTransactionRequest({ sender, send }: PreparedSend): SendTransactionRequest {
  return {
    network: sender.network,
    from: sender.address,
    to: send.call.to,
    value: send.call.value,
    ...(send.call.data === undefined ? {} : { data: send.call.data }),
  };
}
