import { ContainerModule } from 'inversify';
import { accountViewFeature } from '../account-view/accountViewFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { OnrampService } from './OnrampService';
import { OnrampStore } from './OnrampStore';
import { PurchaseDeliveryWatch } from './PurchaseDeliveryWatch';

/**
 * Buying crypto (the OnRampProviders view): enabled by that view, so the purchase form's rules
 * and quotes load with it rather than with every page; while the visitor pays, the wallet is
 * watched for the purchase to arrive.
 */
export const onrampFeature: KeyportFeature = {
  name: 'onramp',
  requires: [accountViewFeature],
  module: new ContainerModule((bind) => {
    bind(OnrampStore).toSelf().inSingletonScope();
    bind(OnrampService).toSelf().inSingletonScope();
    bind(PurchaseDeliveryWatch).toSelf().inSingletonScope();
  }),
  start: (container) => {
    const running = container.get(OnrampService).start();
    running.add(container.get(PurchaseDeliveryWatch).start());
    return running;
  },
};
