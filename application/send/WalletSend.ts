import { inject, injectable } from 'inversify';
import { SignatureDeclinedError } from '../../domain/errors/AuthenticationErrors';
import { isKeyportError } from '../../domain/errors/KeyportError';
import { ChainAdapters } from '../chain/ChainAdapters';
import { EventsService } from '../events/EventsService';
import { SendPreparation } from './SendPreparation';
import { type SendRequest } from './SendRequest';
import { sendTransactionRequest } from './sendTransactionRequest';

/**
 * The send itself (SPEC §4 "sends by chain type"): the request checked, then the wallet asked,
 * with SEND_INITIATED as it is asked and SEND_SUCCESS with the hash once it sent (SPEC §7).
 */
@injectable()
export class WalletSend {
  constructor(
    @inject(SendPreparation) private readonly preparation: SendPreparation,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(EventsService) private readonly events: EventsService,
  ) {}

  /**
   * The transaction's hash. A refusal in the wallet throws SPEC §8 "Signature declined"; any other
   * failure the wallet's own error (e.g. insufficient funds for gas).
   */
  async send(request: SendRequest): Promise<string> {
    const prepared = await this.preparation.prepare(request);
    const { sender, send } = prepared;
    const properties = {
      network: sender.network.caipNetworkId,
      token: send.token.symbol,
      amount: send.amount,
    };
    void this.events.publish('SEND_INITIATED', properties);
    let hash: string;
    try {
      hash = await this.adapters
        .get(sender.network.chainNamespace)
        .sendTransaction(sendTransactionRequest(prepared));
    } catch (error) {
      throw isKeyportError(error) && error.code === 'USER_REJECTED'
        ? new SignatureDeclinedError({ cause: error })
        : error;
    }
    void this.events.publish('SEND_SUCCESS', { ...properties, hash });
    return hash;
  }
}
