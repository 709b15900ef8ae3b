import { EventsStore } from '../../application/events/EventsStore';
import { type KeyportEvent } from '../../domain/events/KeyportEvent';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

/** REFERENCE §5 `useAppKitEvents()`: the last event, `{ timestamp, data: { type, event, properties } }`. */
export function useAppKitEvents(): KeyportEvent {
  const store = requireApp('useAppKitEvents').resolve(EventsStore);
  return useObservableValue(() => store.state$, [store]);
}
