import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { checkSendForm } from '../../domain/send/checkSendForm';
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../../domain/send/SendErrors';
import { ActiveAccount } from '../account/ActiveAccount';
import { ChainStore } from '../chain/ChainStore';
import { transactingAccount } from '../transaction/transactingAccount';
import { ReceiverResolver } from './ReceiverResolver';
import { type PreparedSend, type SendRequest } from './SendRequest';
import { SendTokenList } from './SendTokenList';

/**
 * A send request checked as the form checks it (SPEC §5, in its order: an amount and a receiver,
 * then a token, then the receiver's address and the amount against the balance), with the token
 * found among the account's and the receiver's name resolved. Throws the first reason it cannot be
 * sent, a KeyportError with the SPEC text.
 */
@injectable()
export class SendPreparation {
  constructor(
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(SendTokenList) private readonly tokens: SendTokenList,
    @inject(ReceiverResolver) private readonly receivers: ReceiverResolver,
  ) {}

  async prepare(request: SendRequest): Promise<PreparedSend> {
    const sender = transactingAccount(this.account, this.chains, request.network);
    if (request.amount.trim() === '' || request.to.trim() === '')
      throw new SendAmountAndReceiverRequiredError();
    if (request.token.trim() === '') throw new SendTokenRequiredError();
    const [token, receiver] = await Promise.all([
      this.tokens.pick(sender, request.token),
      this.receivers.resolve(request.to, sender.network),
    ]);
    const checked = checkSendForm(
      {
        token,
        sendTokenAmount: request.amount,
        receiverAddress: receiver.address,
        tokenBalances: [],
        loading: false,
      },
      sender.namespace,
    );
    if (E.isLeft(checked)) throw checked.left;
    return { sender, send: checked.right, receiver };
  }
}
