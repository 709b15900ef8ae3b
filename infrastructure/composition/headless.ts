import 'reflect-metadata';
import { type interfaces } from 'inversify';
import { createKeyportCore } from '../../application/core/createKeyportCore';
import { type Keyport } from '../../application/instance/Keyport';
import { type KeyportSetup } from '../../application/instance/KeyportSetup';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { httpServicesModule } from './httpServicesModule';
import { nodeModule } from './nodeModule';

/**
 * A Keyport without a page: the same instance the modal uses, for scripts, servers and tests in
 * Node, on memory storage and the HTTP services unless the setup brings its own ports.
 *
 * @example
 * const keyport = createKeyport({ projectId, networks: [mainnet] }, { adapters: [evmAdapter({ provider })] });
 */
export function createKeyport(options: KeyportOptions, setup: KeyportSetup = {}): Keyport {
  const { adapters = [], ports, name } = setup;
  return createKeyportCore(
    options,
    [nodeModule, httpServicesModule, ...adapters.map((adapter) => adapter.module)],
    { ports, name },
  );
}

/**
 * The same as `createKeyport`, with chain adapters or replaced defaults given as container modules
 * (a `rebind` of a port).
 */
export function createHeadlessKeyport(
  options: KeyportOptions,
  extraModules: readonly interfaces.ContainerModule[] = [],
): Keyport {
  return createKeyportCore(options, [nodeModule, httpServicesModule, ...extraModules]);
}

// What a script works with: the instance's actions, the EVM adapter, the networks and the types.
export * from '../../application/instance/actions';
export { evmAdapter, type EvmAdapterParameters } from './evmAdapter';
export * from '../../domain/network/knownNetworks';
export { type Keyport, type PublicState } from '../../application/instance/Keyport';
export { type KeyportAdapter } from '../../application/instance/KeyportAdapter';
export { type KeyportSetup } from '../../application/instance/KeyportSetup';
export { type KeyportOptions } from '../../domain/options/KeyportOptions';
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type EvmChain,
  type NetworkInput,
} from '../../domain/network/CaipNetwork';
export { type PublicAccount } from '../../domain/account/PublicAccount';
export { type ChainNamespace } from '../../domain/chain/ChainNamespace';

// Errors: every class Keyport throws or rejects with, and the union of their codes
export * from './keyportErrors';

// Ports a deployment brings in place of the defaults (ports.storage may answer at once or later)
export {
  type KeyportPorts,
  type KeyportStorage,
  type StorageAnswer,
} from '../../application/instance/KeyportPorts';
