import { type ReactNode, useState } from 'react';
import { type AppKitOptions, createAppKit } from '../app/createAppKit';

/**
 * Creates the page's Keyport once, from the options given on first render (REFERENCE §5
 * `<AppKitProvider {...options}>`), for hosts that prefer a component to a module-level
 * `createAppKit` call. The hooks and buttons below it read that Keyport.
 */
export function AppKitProvider({ children, ...options }: AppKitOptions & { readonly children?: ReactNode }) {
  useState(() => createAppKit(options));
  return <>{children}</>;
}
