import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { type Keyport } from '../../application/instance/Keyport';
import { CreateAppKitRequiredError } from '../../domain/errors/ConfigurationErrors';
import { watchPage } from '../app/pageChanges';
import { defaultPageInstance } from '../app/pageInstances';

/** The instance a subtree works with: set by `KeyportProvider` (and by the modal for its views). */
export const KeyportContext = createContext<Keyport | undefined>(undefined);

/**
 * The instance of this subtree, or else the page's default one (`createAppKit`'s): what views,
 * view-models, hooks and buttons call actions on. Outside a provider it follows the page: a
 * default replaced by a later `createAppKit` re-renders its readers with the new one, and a
 * default destroyed under a mounted reader leaves it showing its last state (as a destroyed
 * instance's getters do). `consumerName` names the component in the SPEC §1 error thrown when
 * there is neither ("Please call createAppKit before using ConnectButton").
 */
export function useKeyport(consumerName: string): Keyport {
  const provided = useContext(KeyportContext);
  const pageDefault = useSyncExternalStore(watchPage, defaultPageInstance, defaultPageInstance);
  const [lastDefault, setLastDefault] = useState(pageDefault);
  if (pageDefault !== undefined && pageDefault !== lastDefault) setLastDefault(pageDefault);
  const keyport = provided ?? pageDefault ?? lastDefault;
  if (keyport === undefined) throw new CreateAppKitRequiredError(consumerName);
  return keyport;
}
