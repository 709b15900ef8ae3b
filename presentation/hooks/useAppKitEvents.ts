import { getEvent } from '../../application/instance/actions/getEvent';
import { watchEvents } from '../../application/instance/actions/watchEvents';
import { type KeyportEvent } from '../../domain/events/KeyportEvent';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';

/** REFERENCE §5 `useAppKitEvents()`: the last event, `{ timestamp, data: { type, event, properties } }`. */
export function useAppKitEvents(): KeyportEvent {
  return useKeyportValue(useKeyport('useAppKitEvents'), getEvent, watchEvents);
}
