import { EventsStore } from '../../events/EventsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { type GetEventReturnType } from './getEvent';

export interface WatchEventsParameters {
  readonly onChange: (event: GetEventReturnType, previous: GetEventReturnType) => void;
}

export type WatchEventsReturnType = Unwatch;

export type WatchEventsErrorType = TypeError;

/**
 * Calls `onChange` with every new event (each is a new object, even one of the same name). Not
 * called for the last event before watching: read it with `getEvent`.
 *
 * @example
 * const unwatch = watchEvents(keyport, { onChange: ({ data }) => analytics.track(data.event) });
 */
export function watchEvents(keyport: Keyport, parameters: WatchEventsParameters): WatchEventsReturnType {
  return watchStream(readingRuntimeOf(keyport, 'watchEvents').get(EventsStore).state$, parameters.onChange);
}
