import { ContainerModule } from 'inversify';
import { type KeyportFeature } from '../features/KeyportFeature';
import { OnrampService } from './OnrampService';
import { OnrampStore } from './OnrampStore';

/**
 * Buying crypto (the OnRampProviders view): enabled by that view, so the purchase form's rules
 * and quotes load with it rather than with every page.
 */
export const onrampFeature: KeyportFeature = {
  name: 'onramp',
  module: new ContainerModule((bind) => {
    bind(OnrampStore).toSelf().inSingletonScope();
    bind(OnrampService).toSelf().inSingletonScope();
  }),
  start: (container) => container.get(OnrampService).start(),
};
