import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { Storage } from '../../application/ports/Storage';
import { SystemClock } from '../clock/SystemClock';
import { BrowserEnvironment } from '../environment/BrowserEnvironment';
import { BrowserStorage } from '../storage/BrowserStorage';

/**
 * The adapters of a core in a web page: localStorage (made safe), real time, the visitor's
 * device. Bound lazily, so building the container touches no global
 * until a use case first needs the port.
 */
export const browserModule = new ContainerModule((bind) => {
  bind(Storage)
    .toDynamicValue(() => new BrowserStorage())
    .inSingletonScope();
  bind(Clock).toConstantValue(new SystemClock());
  bind(Environment)
    .toDynamicValue(() => new BrowserEnvironment())
    .inSingletonScope();
});
