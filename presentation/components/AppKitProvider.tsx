import { type ReactNode, useState } from 'react';
import { type AppKitOptions, createAppKit } from '../app/createAppKit';
import { KeyportProvider } from '../react/KeyportProvider';

/**
 * REFERENCE §5 `<AppKitProvider {...options}>`: creates the page's default Keyport from the options
 * given on its first render and provides it to the hooks, buttons and modal below, for hosts that
 * prefer a component to a module-level `createAppKit` call. It is created while rendering, as
 * AppKit does, so the children (and a server render) have it at once; a second render of the
 * same options (React's strict mode) gets the same instance back from `createAppKit`.
 */
export function AppKitProvider({ children, ...options }: AppKitOptions & { readonly children?: ReactNode }) {
  const [keyport] = useState(() => createAppKit(options));
  return <KeyportProvider keyport={keyport}>{children}</KeyportProvider>;
}
