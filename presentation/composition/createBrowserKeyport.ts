import 'reflect-metadata';
import { type interfaces } from 'inversify';
import { buildKeyportContainer } from '../../application/core/createKeyportCore';
import { Keyport } from '../../application/instance/Keyport';
import { type KeyportSetup } from '../../application/instance/KeyportSetup';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { browserModule } from '../../infrastructure/composition/browserModule';
import { httpServicesModule } from '../../infrastructure/composition/httpServicesModule';

/** A started instance and the container it lives in (tests arrange state through it). */
export interface BrowserKeyport {
  readonly core: Keyport;
  readonly container: interfaces.Container;
}

/**
 * The composition root of a web page: the instance on the browser adapters and the HTTP services,
 * its chain adapters, and the ports the setup replaces. The only place in presentation/ that
 * reaches infrastructure/.
 */
export function createBrowserKeyport(options: KeyportOptions, setup: KeyportSetup = {}): BrowserKeyport {
  const { adapters = [], ports, name } = setup;
  const container = buildKeyportContainer(
    options,
    [browserModule, httpServicesModule, ...adapters.map((adapter) => adapter.module)],
    { ports, name },
  );
  const core = container.get(Keyport);
  core.initialize();
  return { core, container };
}
