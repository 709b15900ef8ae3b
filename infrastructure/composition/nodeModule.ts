import { ContainerModule } from 'inversify';
import { OptionsStore } from '../../application/options/OptionsStore';
import { Analytics } from '../../application/ports/Analytics';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { Storage } from '../../application/ports/Storage';
import { HttpAnalytics } from '../analytics/HttpAnalytics';
import { SystemClock } from '../clock/SystemClock';
import { NodeEnvironment } from '../environment/NodeEnvironment';
import { MemoryStorage } from '../storage/MemoryStorage';

/** The adapters of a core that runs in Node: memory storage, real time, no page. */
export const nodeModule = new ContainerModule((bind) => {
  bind(Storage).toConstantValue(new MemoryStorage());
  bind(Clock).toConstantValue(new SystemClock());
  bind(Environment).toConstantValue(new NodeEnvironment());
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
