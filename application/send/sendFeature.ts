import { ContainerModule } from 'inversify';
import { accountViewFeature } from '../account-view/accountViewFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { TransactionWatch } from '../transaction/TransactionWatch';
import { ReceiverResolver } from './ReceiverResolver';
import { SendFees } from './SendFees';
import { SendPreparation } from './SendPreparation';
import { SendTokenList } from './SendTokenList';
import { WalletSend } from './WalletSend';

/**
 * Sending tokens, and following a transaction to its end: loaded by the send actions the first
 * time one is called (`loadSendFeature`). It requires the Account view's feature, whose
 * `AccountRefresher` reads the account again once a transaction is mined.
 */
export const sendFeature: KeyportFeature = {
  name: 'send',
  requires: [accountViewFeature],
  module: new ContainerModule((bind) => {
    for (const useCase of [
      SendTokenList,
      ReceiverResolver,
      SendPreparation,
      SendFees,
      WalletSend,
      TransactionWatch,
    ]) {
      bind(useCase).toSelf().inSingletonScope();
    }
  }),
};
