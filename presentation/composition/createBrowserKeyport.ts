import 'reflect-metadata';
import { type interfaces } from 'inversify';
import { buildKeyportContainer } from '../../application/core/createKeyportCore';
import { KeyportCore } from '../../application/core/KeyportCore';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { browserModule } from '../../infrastructure/composition/browserModule';
import { httpServicesModule } from '../../infrastructure/composition/httpServicesModule';

/** A started core and the container it lives in (the React layer reads stores from it). */
export interface BrowserKeyport {
  readonly core: KeyportCore;
  readonly container: interfaces.Container;
}

/**
 * The composition root of a web page: the core on the browser adapters and the HTTP services, plus
 * any extra modules (chain adapters, or a `rebind` of a default). The only place in presentation/
 * that reaches infrastructure/.
 */
export function createBrowserKeyport(
  options: KeyportOptions,
  extraModules: readonly interfaces.ContainerModule[] = [],
): BrowserKeyport {
  const container = buildKeyportContainer(options, [browserModule, httpServicesModule, ...extraModules]);
  const core = container.get(KeyportCore);
  core.initialize();
  return { core, container };
}
