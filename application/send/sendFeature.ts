import { ContainerModule } from 'inversify';
import { accountViewFeature } from '../account-view/accountViewFeature';
import { type KeyportFeature } from '../features/KeyportFeature';
import { SendFlowStore } from './SendFlowStore';
import { SendService } from './SendService';

/**
 * Sending tokens: enabled by the send views, so the form's use case loads with them. From then on
 * the form follows the connected account and network (and starts over when either changes).
 * `SendStore` itself is bound by the core, since a network switch clears it (SPEC §4).
 */
export const sendFeature: KeyportFeature = {
  name: 'send',
  requires: [accountViewFeature],
  module: new ContainerModule((bind) => {
    bind(SendFlowStore).toSelf().inSingletonScope();
    bind(SendService).toSelf().inSingletonScope();
  }),
  start: (container) => container.get(SendService).start(),
};
