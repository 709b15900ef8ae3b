import { injectable } from 'inversify';
import { type Alert } from '../../domain/errors/Alerts';
import { Store } from '../state/Store';

export interface AlertState {
  /** Alerts raised and not yet dismissed, oldest first. */
  readonly alerts: readonly Alert[];
}

/** SPEC §8 alerts: about the site's setup, shown to the developer rather than as a visitor snackbar. */
@injectable()
export class AlertStore extends Store<AlertState> {
  constructor() {
    super({ alerts: [] });
  }
}
