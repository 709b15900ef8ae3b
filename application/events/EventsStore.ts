import { injectable } from 'inversify';
import { type KeyportEvent } from '../../domain/events/KeyportEvent';
import { Store } from '../state/Store';

/** The last event, as `getEvent()` and `useAppKitEvents()` give it; every new event re-emits. */
@injectable()
export class EventsStore extends Store<KeyportEvent> {
  constructor() {
    super({ timestamp: 0, data: { type: 'track', event: 'MODAL_CREATED' } });
  }
}
