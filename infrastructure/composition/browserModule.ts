import { ContainerModule, type interfaces } from 'inversify';
import { DEFAULT_INSTANCE_NAME, InstanceName } from '../../application/instance/InstanceName';
import { Clock } from '../../application/ports/Clock';
import { Environment } from '../../application/ports/Environment';
import { FrameMessengers } from '../../application/ports/FrameMessenger';
import { Storage } from '../../application/ports/Storage';
import { SystemClock } from '../clock/SystemClock';
import { lazyFrameMessengers } from '../embedded/lazyFrameMessengers';
import { BrowserEnvironment } from '../environment/BrowserEnvironment';
import { NodeEnvironment } from '../environment/NodeEnvironment';
import { BrowserStorage } from '../storage/BrowserStorage';
import { readPageIdentity } from '../walletconnect/PageIdentity';
import { bindWalletConnectClient } from './walletConnectBinding';

/**
 * Each instance of a page keeps its WalletConnect sessions apart (`keyport-shop`); the default one
 * keeps the SDK's own keys, so a returning visitor's session is found where it always was.
 */
function walletConnectPrefixOf(context: interfaces.Context): string | undefined {
  const name = context.container.get<string>(InstanceName);
  return name === DEFAULT_INSTANCE_NAME ? undefined : `keyport-${name}`;
}

/**
 * The adapters of a core in a web page: localStorage (made safe), real time, the visitor's
 * device. Bound lazily, so building the container touches no global until a use case first needs
 * the port. When a page is rendered on a server (no window), the device is "not a browser": nothing
 * is stored or sent there, and the page's own render in the browser creates the real one.
 * WalletConnect keeps its sessions where its SDK keeps them in a browser (IndexedDB), under a
 * prefix of the instance's own, so a visitor who reloads stays connected; its code loads with the
 * first WalletConnect use. The embedded wallet's frame is a page's too; its adapter loads with the
 * embedded wallet.
 */
export const browserModule = new ContainerModule((bind) => {
  bind(Storage)
    .toDynamicValue(() => new BrowserStorage())
    .inSingletonScope();
  bind(Clock).toConstantValue(new SystemClock());
  bind(Environment)
    .toDynamicValue(() => (typeof window === 'undefined' ? new NodeEnvironment() : new BrowserEnvironment()))
    .inSingletonScope();
  bind(FrameMessengers).toConstantValue(lazyFrameMessengers);
  bindWalletConnectClient(bind, { page: readPageIdentity, customStoragePrefix: walletConnectPrefixOf });
});
