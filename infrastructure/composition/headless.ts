import 'reflect-metadata';
import { type interfaces } from 'inversify';
import { createKeyportCore } from '../../application/core/createKeyportCore';
import { type KeyportCore } from '../../application/core/KeyportCore';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { httpServicesModule } from './httpServicesModule';
import { nodeModule } from './nodeModule';

/**
 * Keyport without a page: the same core the modal uses, for scripts, servers and tests in Node.
 * Extra modules add chain adapters or replace a default (`rebind` a port).
 */
export function createHeadlessKeyport(
  options: KeyportOptions,
  extraModules: readonly interfaces.ContainerModule[] = [],
): KeyportCore {
  return createKeyportCore(options, [nodeModule, httpServicesModule, ...extraModules]);
}
