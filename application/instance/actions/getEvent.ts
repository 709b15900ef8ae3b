import { type KeyportEvent } from '../../../domain/events/KeyportEvent';
import { EventsStore } from '../../events/EventsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type GetEventReturnType = KeyportEvent;

export type GetEventErrorType = TypeError;

/**
 * The last event (SPEC §7, REFERENCE §5 `getEvent()`): `{ timestamp, data: { type, event, properties } }`.
 *
 * @example
 * if (getEvent(keyport).data.event === 'CONNECT_SUCCESS') console.log('connected');
 */
export function getEvent(keyport: Keyport): GetEventReturnType {
  return readingRuntimeOf(keyport, 'getEvent').get(EventsStore).get();
}
