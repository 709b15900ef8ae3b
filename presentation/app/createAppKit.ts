import * as E from 'fp-ts/Either';
import { type Keyport } from '../../application/instance/Keyport';
import { type KeyportAdapter } from '../../application/instance/KeyportAdapter';
import { decodeOptions } from '../../domain/options/decodeOptions';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { createBrowserKeyport } from '../composition/createBrowserKeyport';
import { mountModalWhenNeeded } from '../modal/mountModalWhenNeeded';
import { registerApp, type KeyportApp } from './KeyportApp';

export { type KeyportAdapter };

export interface AppKitOptions extends KeyportOptions {
  readonly adapters?: readonly KeyportAdapter[];
}

/** What `createAppKit` returns: the modal API site developers know (REFERENCE §5). */
export type AppKitModal = Keyport;

let created: { readonly modal: AppKitModal; readonly options: AppKitOptions } | undefined;

/**
 * Creates the page's Keyport once (later calls return the same modal until it is destroyed, so a
 * component that calls it on every render does no harm). The modal's interface loads when it is
 * first opened, or earlier when the browser is idle; nothing is fetched until the visitor acts.
 *
 * Throws `INVALID_OPTIONS`, naming each wrong option, before anything is created. The options are
 * checked on every call, so a later call with broken options is not hidden by the first one.
 */
export function createAppKit(options: AppKitOptions): AppKitModal {
  const checked = decodeOptions(options);
  if (E.isLeft(checked)) throw checked.left;
  if (created) return created.modal;
  const { adapters = [], ...coreOptions } = options;
  const { core, container } = createBrowserKeyport(coreOptions, { adapters });
  const app: KeyportApp = { core, resolve: (token) => container.get(token) };
  registerApp(app);
  mountModalWhenNeeded(app);
  created = { modal: core, options };
  // A destroyed modal is forgotten: the hooks say so, and the next `createAppKit` creates a new one.
  core.onDestroy(() => {
    if (created?.modal !== core) return;
    created = undefined;
    registerApp(undefined);
  });
  return core;
}

/** Destroys the page's Keyport (tests and hot reload); the next `createAppKit` creates a new one. */
export function resetAppKit(): void {
  void created?.modal.destroy();
}
