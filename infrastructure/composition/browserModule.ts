import { ContainerModule } from 'inversify';
import { OptionsStore } from '../../application/options/OptionsStore';
import { Analytics } from '../../application/ports/Analytics';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { Storage } from '../../application/ports/Storage';
import { HttpAnalytics } from '../analytics/HttpAnalytics';
import { SystemClock } from '../clock/SystemClock';
import { BrowserEnvironment } from '../environment/BrowserEnvironment';
import { BrowserStorage } from '../storage/BrowserStorage';

/**
 * The adapters of a core in a web page: localStorage (made safe), real time, the visitor's
 * device, and analytics over HTTP. Bound lazily, so building the container touches no global
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
  bind(Analytics)
    .toDynamicValue((context) => {
      const options = context.container.get(OptionsStore).get();
      return new HttpAnalytics(options.apiUrls.analyticsApi, {
        projectId: options.projectId ?? '',
        sdkType: options.sdkType,
        sdkVersion: options.sdkVersion,
      });
    })
    .inSingletonScope();
});
