import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { Storage } from '../../application/ports/Storage';
import { SystemClock } from '../clock/SystemClock';
import { NodeEnvironment } from '../environment/NodeEnvironment';
import { MemoryStorage } from '../storage/MemoryStorage';

/**
 * The adapters of a core that runs in Node: memory storage, real time, no page. Storage is made per
 * container, so two cores in one process never share state.
 */
export const nodeModule = new ContainerModule((bind) => {
  bind(Storage)
    .toDynamicValue(() => new MemoryStorage())
    .inSingletonScope();
  bind(Clock).toConstantValue(new SystemClock());
  bind(Environment).toConstantValue(new NodeEnvironment());
});
