import { ContainerModule } from 'inversify';
import { DisconnectService } from './DisconnectService';

/** Disconnecting's use case, loaded into an instance with its first disconnect. */
export const disconnectModule = new ContainerModule((bind) => {
  bind(DisconnectService).toSelf().inSingletonScope();
});
