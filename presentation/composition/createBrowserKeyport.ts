import 'reflect-metadata';
import { type interfaces } from 'inversify';
import { createKeyportCore } from '../../application/core/createKeyportCore';
import { type KeyportCore } from '../../application/core/KeyportCore';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { browserModule } from '../../infrastructure/composition/browserModule';
import { httpServicesModule } from '../../infrastructure/composition/httpServicesModule';

/**
 * The composition root of a web page: the core on the browser adapters, plus any extra modules
 * (chain adapters, or a `rebind` of a default). The only place in presentation/ that reaches
 * infrastructure/.
 */
export function createBrowserKeyport(
  options: KeyportOptions,
  extraModules: readonly interfaces.ContainerModule[] = [],
): KeyportCore {
  return createKeyportCore(options, [browserModule, httpServicesModule, ...extraModules]);
}
