import { ContainerModule, type interfaces } from 'inversify';
import { EventsService } from '../../application/events/EventsService';
import { OptionsStore } from '../../application/options/OptionsStore';
import { Analytics } from '../../application/ports/Analytics';
import { BlockchainApi } from '../../application/ports/BlockchainApi';
import { WalletRegistry } from '../../application/ports/WalletRegistry';
import { HttpAnalytics } from '../analytics/HttpAnalytics';
import { type ServiceIdentity } from '../http/HttpClient';
import { type DroppedItemsListener } from '../http/keptItems';
import { walletImageUrl } from '../registry/walletImageUrl';
import { lazyPort } from './lazyPort';

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

/** Items a service's answer lost while decoding reach the host as `ANSWER_ITEMS_DROPPED`. */
function droppedItemsReporter(context: interfaces.Context): DroppedItemsListener {
  return (report) => context.container.get(EventsService).reportError('ANSWER_ITEMS_DROPPED', report);
}

/**
 * The outside services over HTTP, at the base URLs of the options (the public services by default,
 * the devstack in the demo and tests). Bound lazily: nothing is built, and nothing is fetched,
 * before a use case needs it; the blockchain API and explorer clients even load their code then.
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
      return lazyPort<BlockchainApi>(async () => {
        const { HttpBlockchainApi } = await import(
          /* webpackChunkName: "keyport-blockchain-api" */ '../blockchain-api/HttpBlockchainApi'
        );
        return new HttpBlockchainApi({
          baseUrl: options.apiUrls.blockchainApi,
          identity,
          onDroppedItems: droppedItemsReporter(context),
        });
      });
    })
    .inSingletonScope();
  bind(WalletRegistry)
    .toDynamicValue((context) => {
      const { options, identity } = identityOf(context);
      return lazyPort<WalletRegistry>(
        async () => {
          const { HttpWalletRegistry } = await import(
            /* webpackChunkName: "keyport-wallet-registry" */ '../registry/HttpWalletRegistry'
          );
          return new HttpWalletRegistry(
            options.apiUrls.explorerApi,
            identity,
            undefined,
            undefined,
            droppedItemsReporter(context),
          );
        },
        {
          walletImageUrl: (imageId: string) => walletImageUrl(options.apiUrls.explorerApi, identity, imageId),
        },
      );
    })
    .inSingletonScope();
});
