import { checkedInstanceName } from '../../application/instance/InstanceName';
import { type Keyport } from '../../application/instance/Keyport';
import { type KeyportSetup } from '../../application/instance/KeyportSetup';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { createBrowserKeyport } from '../composition/createBrowserKeyport';
import { mountModalWhenNeeded } from '../modal/mountModalWhenNeeded';
import { addPageInstance, assertNameFree } from './pageInstances';

/**
 * One Keyport for a page, beside any others: its own container, stored state (keys under its
 * name), WalletConnect storage, theme and modal. Put it in a `KeyportProvider` for the hooks,
 * buttons and modal below to use it; without one, its modal gets a React root of its own the
 * first time it opens. `destroy()` ends it and removes its modal from the page.
 *
 * Throws `INVALID_OPTIONS` (naming each wrong option or a bad `name`) or `INSTANCE_NAME_IN_USE`
 * (another live instance holds the name; `default` unless given) before anything is created.
 *
 * @example
 * const shop = createKeyport({ projectId, networks: [mainnet] }, { adapters: [evmAdapter()], name: 'shop' });
 */
export function createKeyport(options: KeyportOptions, setup: KeyportSetup = {}): Keyport {
  assertNameFree(checkedInstanceName(setup.name));
  const { core } = createBrowserKeyport(options, setup);
  addPageInstance(core);
  mountModalWhenNeeded(core);
  return core;
}
