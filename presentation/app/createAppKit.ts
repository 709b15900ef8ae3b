import { type Keyport } from '../../application/instance/Keyport';
import { type KeyportAdapter } from '../../application/instance/KeyportAdapter';
import { checkedOptions } from '../../application/instance/checkedOptions';
import { type KeyportOptions } from '../../domain/options/KeyportOptions';
import { defineButtonElements } from '../elements/defineButtonElements';
import { createKeyport } from './createKeyport';
import { sameOptions } from './sameOptions';

export { type KeyportAdapter };

export interface AppKitOptions extends KeyportOptions {
  readonly adapters?: readonly KeyportAdapter[];
}

/** What `createAppKit` returns: the modal API site developers know (REFERENCE §5). */
export type AppKitModal = Keyport;

/** The page's default instance as `createAppKit` made it, with the options it was made from. */
let created: { readonly modal: AppKitModal; readonly options: AppKitOptions } | undefined;

/**
 * Creates the page's default Keyport (REFERENCE §5), the one hooks and buttons use outside any
 * KeyportProvider; its stored keys are the plain `@keyport/…` ones. A later call with the same
 * options returns the same modal (a component that calls it on every render, a hot reload that
 * changed nothing); with different options it replaces it: the old one is destroyed and its modal
 * leaves the page. The modal's interface loads when it is first opened, or earlier when the
 * browser is idle; nothing is fetched until the visitor acts.
 *
 * Throws `INVALID_OPTIONS`, naming each wrong option, before anything is created or replaced. The
 * options are checked on every call, so a later call with broken options is not hidden by the
 * first one. In a browser it also defines AppKit's button elements (`<appkit-button>`…), which
 * render for the page's default instance.
 */
export function createAppKit(options: AppKitOptions): AppKitModal {
  checkedOptions(options);
  defineButtonElements();
  if (created !== undefined && sameOptions(created.options, options)) return created.modal;
  void created?.modal.destroy();
  const { adapters = [], ...coreOptions } = options;
  const modal = createKeyport(coreOptions, { adapters });
  created = { modal, options };
  // A destroyed modal is forgotten: the hooks say so, and the next `createAppKit` creates a new one.
  modal.onDestroy(() => {
    if (created?.modal === modal) created = undefined;
  });
  return modal;
}

/** Destroys the page's default Keyport (tests and hot reload); the next `createAppKit` creates a new one. */
export function resetAppKit(): void {
  void created?.modal.destroy();
}
