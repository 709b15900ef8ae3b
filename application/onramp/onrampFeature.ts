import { ContainerModule } from 'inversify';
import { accountViewFeature } from '../account-view/accountViewFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { OnrampService } from './OnrampService';
import { PurchaseDeliveryWatch } from './PurchaseDeliveryWatch';

/**
 * Buying crypto: loaded by the buy actions on first use, so the offers, quotes and the watch for
 * a purchase's arrival travel with the buy views rather than with every page. A purchase that
 * arrives refreshes the account (`AccountRefresher`), which is why it requires the Account view's
 * feature.
 */
export const onrampFeature: KeyportFeature = {
  name: 'onramp',
  requires: [accountViewFeature],
  module: new ContainerModule((bind) => {
    bind(OnrampService).toSelf().inSingletonScope();
    bind(PurchaseDeliveryWatch).toSelf().inSingletonScope();
  }),
};
