import { createContext, useContext } from 'react';
import { type EmbeddedLogin } from '../../../application/instance/embeddedLoginTypes';

/**
 * How the views reach the instance's embedded wallet: a function that loads it (its code is a
 * chunk of its own, fetched the first time a view calls this, never before the visitor picks
 * email or social). Provided with the modal where the instance has an embedded wallet; absent
 * elsewhere, and then email and social login are not offered and the embedded wallet's views say
 * they are not available.
 */
export type EmbeddedLoginLoader = () => Promise<EmbeddedLogin>;

export const EmbeddedLoginContext = createContext<EmbeddedLoginLoader | undefined>(undefined);

/** The instance's embedded wallet loader; undefined where it has none. */
export function useEmbeddedLoginLoader(): EmbeddedLoginLoader | undefined {
  return useContext(EmbeddedLoginContext);
}
