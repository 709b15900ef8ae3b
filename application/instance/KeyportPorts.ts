import { ContainerModule, type interfaces } from 'inversify';
import { Analytics } from '../ports/Analytics';
import { BlockchainApi } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { Storage } from '../ports/Storage';
import { WalletRegistry } from '../ports/WalletRegistry';

/** The store a deployment may bring (`ports.storage`), as the public entries name it. */
export type { Storage as KeyportStorage, StorageAnswer } from '../ports/Storage';

/**
 * The ports a deployment may bring its own adapter for, in place of the default one (localStorage
 * in a page, memory in Node; the HTTP services at the options' `apiUrls`; the system clock).
 */
export interface KeyportPorts {
  /** Where the instance keeps what outlives a reload (the connection, recent wallets, caches). */
  readonly storage?: Storage;
  /** Balances, history, names, swap and buy (SPEC §7). */
  readonly blockchainApi?: BlockchainApi;
  /** The wallet explorer behind the Connect and All Wallets views. */
  readonly walletRegistry?: WalletRegistry;
  /** Where analytics events are delivered (sent only when the options allow it). */
  readonly analytics?: Analytics;
  /** Time: every timer and cache age of the instance reads it. */
  readonly clock?: Clock;
}

const PORT_TOKENS: { readonly [K in keyof Required<KeyportPorts>]: symbol } = {
  storage: Storage,
  blockchainApi: BlockchainApi,
  walletRegistry: WalletRegistry,
  analytics: Analytics,
  clock: Clock,
};

/** Binds the given ports over the deployment's defaults; loaded after the adapter modules. */
export function portsModule(ports: KeyportPorts): interfaces.ContainerModule {
  return new ContainerModule((bind, _unbind, isBound, rebind) => {
    for (const name of Object.keys(PORT_TOKENS) as (keyof KeyportPorts)[]) {
      const port = ports[name];
      if (port === undefined) continue;
      const token = PORT_TOKENS[name];
      (isBound(token) ? rebind(token) : bind(token)).toConstantValue(port);
    }
  });
}
