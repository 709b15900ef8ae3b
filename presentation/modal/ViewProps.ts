import { type RouteEntry } from '../../domain/router/View';

/** What every view receives: the history entry it shows, with the data it was opened with. */
export interface ViewProps {
  readonly entry: RouteEntry;
}

/** A text the route carries under `key` (a wallet id, a connector id); undefined for anything else. */
export function stringData(data: ViewProps['entry']['data'], key: string): string | undefined {
  const value = data?.[key];
  return typeof value === 'string' ? value : undefined;
}
