import { type RouteEntry } from '../../domain/router/View';

/** What every view receives: the history entry it shows, with the data it was opened with. */
export interface ViewProps {
  readonly entry: RouteEntry;
}
