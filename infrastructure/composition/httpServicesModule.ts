import { ContainerModule, type interfaces } from 'inversify';
import { OptionsStore } from '../../application/options/OptionsStore';
import { Analytics } from '../../application/ports/Analytics';
import { BlockchainApi } from '../../application/ports/BlockchainApi';
import { WalletRegistry } from '../../application/ports/WalletRegistry';
import { HttpAnalytics } from '../analytics/HttpAnalytics';
import { HttpBlockchainApi } from '../blockchain-api/HttpBlockchainApi';
import { type ServiceIdentity } from '../http/HttpClient';
import { HttpWalletRegistry } from '../registry/HttpWalletRegistry';

/** SPEC §7: every call names the project and the SDK. */
function identityOf(context: interfaces.Context): {
  identity: ServiceIdentity;
  options: ReturnType<OptionsStore['get']>;
} {
  const options = context.container.get(OptionsStore).get();
  return {
    options,
    identity: {
      projectId: options.projectId ?? '',
      sdkType: options.sdkType,
      sdkVersion: options.sdkVersion,
    },
  };
}

/**
 * The outside services over HTTP, at the base URLs of the options (the public services by default,
 * the devstack in the demo and tests). Bound lazily: nothing is built, and nothing is fetched,
 * before a use case needs it.
 */
export const httpServicesModule = new ContainerModule((bind) => {
  bind(Analytics)
    .toDynamicValue((context) => {
      const { options, identity } = identityOf(context);
      return new HttpAnalytics(options.apiUrls.analyticsApi, identity);
    })
    .inSingletonScope();
  bind(BlockchainApi)
    .toDynamicValue((context) => {
      const { options, identity } = identityOf(context);
      return new HttpBlockchainApi({ baseUrl: options.apiUrls.blockchainApi, identity });
    })
    .inSingletonScope();
  bind(WalletRegistry)
    .toDynamicValue((context) => {
      const { options, identity } = identityOf(context);
      return new HttpWalletRegistry(options.apiUrls.explorerApi, identity);
    })
    .inSingletonScope();
});
