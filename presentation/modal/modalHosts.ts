import { type Keyport } from '../../application/instance/Keyport';
import { changeSignal } from '../app/changeSignal';

/** The KeyportProviders on the page that offer to render each instance's modal, in mount order. */
const hosts = new WeakMap<Keyport, object[]>();
const changes = changeSignal();

/**
 * A KeyportProvider offers to render `keyport`'s modal in its tree (through a portal), so the
 * host's React context reaches it. The first provider to offer renders it; the others stand by.
 * Returns how to withdraw the offer (the provider unmounts).
 */
export function offerToHostModal(keyport: Keyport, host: object): () => void {
  const offers = hosts.get(keyport) ?? [];
  hosts.set(keyport, [...offers, host]);
  changes.notify();
  return () => {
    hosts.set(
      keyport,
      (hosts.get(keyport) ?? []).filter((offer) => offer !== host),
    );
    changes.notify();
  };
}

/** The provider that renders `keyport`'s modal; undefined when none does (it gets its own root). */
export function modalHostOf(keyport: Keyport): object | undefined {
  return hosts.get(keyport)?.[0];
}

/** Calls `listener` whenever a provider offers or withdraws; returns how to stop. */
export const watchModalHosts = changes.watch;
