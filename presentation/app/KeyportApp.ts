import { type interfaces } from 'inversify';
import { type Keyport } from '../../application/instance/Keyport';
import { CreateAppKitRequiredError } from '../../domain/errors/ConfigurationErrors';

/** The one Keyport of a page: its core (the host API) and the container the views read from. */
export interface KeyportApp {
  readonly core: Keyport;
  resolve<T>(token: interfaces.ServiceIdentifier<T>): T;
}

let current: KeyportApp | undefined;

export function registerApp(app: KeyportApp | undefined): void {
  current = app;
}

/** The page's Keyport, or SPEC §1 "Please call createAppKit before using {hookName}". */
export function requireApp(hookName: string): KeyportApp {
  if (current === undefined) throw new CreateAppKitRequiredError(hookName);
  return current;
}

export function hasApp(): boolean {
  return current !== undefined;
}
