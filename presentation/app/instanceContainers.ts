import { type interfaces } from 'inversify';
import { type Keyport } from '../../application/instance/Keyport';

/** An instance with its container, for the views that still resolve classes from it. */
export interface KeyportApp {
  readonly core: Keyport;
  resolve<T>(token: interfaces.ServiceIdentifier<T>): T;
}

/**
 * The container behind each instance built in this page, for the views that still resolve their
 * stores and use cases themselves (`useKeyportApp`) rather than calling the instance's actions.
 * One object per instance, so a view's effect that depends on it does not run on every render.
 * Held weakly: a destroyed, forgotten instance takes its container with it.
 */
const apps = new WeakMap<Keyport, KeyportApp>();

export function rememberContainer(keyport: Keyport, resolve: KeyportApp['resolve']): void {
  apps.set(keyport, { core: keyport, resolve });
}

/** The instance with its container; a TypeError for an instance not built here. */
export function appOf(keyport: Keyport): KeyportApp {
  const app = apps.get(keyport);
  if (app === undefined) throw new TypeError('Keyport not built by createKeyport');
  return app;
}
