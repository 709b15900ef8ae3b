import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { Storage } from '../../application/ports/Storage';
import { SystemClock } from '../clock/SystemClock';
import { BrowserEnvironment } from '../environment/BrowserEnvironment';
import { NodeEnvironment } from '../environment/NodeEnvironment';
import { BrowserStorage } from '../storage/BrowserStorage';

/**
 * The adapters of a core in a web page: localStorage (made safe), real time, the visitor's
 * device. Bound lazily, so building the container touches no global until a use case first needs
 * the port. When a page is rendered on a server (no window), the device is "not a browser": nothing
 * is stored or sent there, and the page's own render in the browser creates the real one.
 */
export const browserModule = new ContainerModule((bind) => {
  bind(Storage)
    .toDynamicValue(() => new BrowserStorage())
    .inSingletonScope();
  bind(Clock).toConstantValue(new SystemClock());
  bind(Environment)
    .toDynamicValue(() => (typeof window === 'undefined' ? new NodeEnvironment() : new BrowserEnvironment()))
    .inSingletonScope();
});
