import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { Storage } from '../../application/ports/Storage';
import { SystemClock } from '../clock/SystemClock';
import { NodeEnvironment } from '../environment/NodeEnvironment';
import { MemoryStorage } from '../storage/MemoryStorage';
import { MemoryKeyValueStorage } from '../walletconnect/MemoryKeyValueStorage';
import { bindWalletConnectClient } from './walletConnectBinding';

/**
 * The adapters of a core that runs in Node: memory storage, real time, no page. Storage is made per
 * container, so two cores in one process never share state. That holds for WalletConnect too:
 * its sessions live in memory (nothing written to disk), and each core's sign-client gets a prefix
 * of its own, because the SDK shares one client core per prefix across a whole process.
 */
export const nodeModule = new ContainerModule((bind) => {
  bind(Storage)
    .toDynamicValue(() => new MemoryStorage())
    .inSingletonScope();
  bind(Clock).toConstantValue(new SystemClock());
  bind(Environment).toConstantValue(new NodeEnvironment());
  bindWalletConnectClient(bind, {
    storage: () => new MemoryKeyValueStorage(),
    customStoragePrefix: (context) => `keyport-${context.container.get<Environment>(Environment).randomId()}`,
  });
});
