import 'reflect-metadata';
import { Container, type interfaces } from 'inversify';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { applicationModules } from '../container/applicationModules';
import { KeyportContainer } from '../features/KeyportFeature';
import { OptionsStore } from '../options/OptionsStore';
import { Clock } from '../ports/Clock';
import { Storage } from '../ports/Storage';
import { NamespacedStorage } from '../storage/NamespacedStorage';
import { StorageMirror } from '../storage/StorageMirror';
import { KEYPORT_STORAGE_KEYS } from '../../domain/storage/KeyportStorage';
import { checkedPorts } from '../instance/checkedPorts';
import { checkedOptions } from '../instance/checkedOptions';
import { checkedInstanceName, InstanceName } from '../instance/InstanceName';
import { Keyport } from '../instance/Keyport';
import { type KeyportPorts, portsModule } from '../instance/KeyportPorts';
import { LifetimeClock } from './LifetimeClock';

/** What sets one instance apart: its name, and the ports its deployment brings. */
export interface InstanceSetup {
  readonly name?: string | undefined;
  readonly ports?: KeyportPorts | undefined;
}

/**
 * The container of one core: the resolved options, the application's stores and use cases, and
 * the adapter modules of one deployment (browser, Node, tests). A composition root's only job is
 * to pick those modules.
 *
 * Throws the options error when the options cannot work: an option of the wrong type, with an
 * unknown value or name (`INVALID_OPTIONS`, naming each option), or both `siweConfig` and `siwx`
 * set (the SPEC message). A missing project id does not throw but raises the "Project ID Not
 * Configured" alert.
 */
export function buildKeyportContainer(
  input: KeyportOptions,
  adapterModules: readonly interfaces.ContainerModule[],
  instance: InstanceSetup = {},
): interfaces.Container {
  const resolved = checkedOptions(input);
  const name = checkedInstanceName(instance.name);
  const ports = checkedPorts(instance.ports);
  const container = new Container();
  container.bind(OptionsStore).toConstantValue(new OptionsStore(resolved));
  container.bind(InstanceName).toConstantValue(name);
  // Features a view enables later are loaded into this same container.
  container.bind(KeyportContainer).toConstantValue(container);
  container.load(...applicationModules, ...adapterModules, portsModule(ports));
  // Every timer of this core goes through a clock of its own, which the core ends on destroy.
  const clock = new LifetimeClock(container.get<Clock>(Clock));
  container.rebind(Clock).toConstantValue(clock);
  container.bind(LifetimeClock).toConstantValue(clock);
  // Whichever store is bound (the deployment's or the setup's), the instance reads it under its
  // own name and synchronously; made on first use, so building touches no browser global.
  container
    .bind(StorageMirror)
    .toDynamicValue(
      () =>
        new StorageMirror(
          new NamespacedStorage(container.get<Storage>(Storage), name),
          KEYPORT_STORAGE_KEYS,
          clock,
        ),
    )
    .inSingletonScope();
  return container;
}

/** Builds the container and starts the core in it. */
export function createKeyportCore(
  input: KeyportOptions,
  adapterModules: readonly interfaces.ContainerModule[],
  instance: InstanceSetup = {},
): Keyport {
  const core = buildKeyportContainer(input, adapterModules, instance).get(Keyport);
  core.initialize();
  return core;
}
