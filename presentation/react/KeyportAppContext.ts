import { createContext, useContext } from 'react';
import { type Keyport } from '../../application/instance/Keyport';
import { type KeyportApp, requireApp } from '../app/KeyportApp';

/**
 * The Keyport a subtree works with. The modal provides the app it was mounted for; components a
 * host renders on its page (the buttons) fall back to the page's Keyport from `createAppKit`.
 */
export const KeyportAppContext = createContext<KeyportApp | undefined>(undefined);

/**
 * The Keyport of this subtree, or the page's. `consumerName` names the component in the SPEC §1
 * error thrown when neither exists ("Please call createAppKit before using ConnectButton").
 */
export function useKeyportApp(consumerName: string): KeyportApp {
  return useContext(KeyportAppContext) ?? requireApp(consumerName);
}

/**
 * The Keyport instance of this subtree, or the page's: what views, view-models and hooks call
 * actions on. `consumerName` names the component in the SPEC §1 error thrown when neither exists.
 */
export function useKeyport(consumerName: string): Keyport {
  return useKeyportApp(consumerName).core;
}
