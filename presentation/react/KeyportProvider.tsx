import { type ReactNode } from 'react';
import { type Keyport } from '../../application/instance/Keyport';
import { ProvidedModal } from '../modal/ProvidedModal';
import { KeyportContext } from './KeyportAppContext';

/**
 * Holds an instance for the subtree: every hook, button and view below it works with `keyport`
 * (from `createKeyport` or `createAppKit`) rather than the page's default, and its modal renders
 * from here through a portal, so the context the host provides above this reaches the modal too.
 *
 * @example
 * const shop = createKeyport({ projectId, networks: [mainnet] }, { adapters: [evmAdapter()], name: 'shop' });
 * <KeyportProvider keyport={shop}><AppKitButton /></KeyportProvider>
 */
export function KeyportProvider({
  keyport,
  children,
}: {
  readonly keyport: Keyport;
  readonly children?: ReactNode;
}) {
  return (
    <KeyportContext.Provider value={keyport}>
      {children}
      <ProvidedModal keyport={keyport} />
    </KeyportContext.Provider>
  );
}
