import { map } from 'rxjs';
import { AlertStore } from '../../alerts/AlertStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getDeveloperAlerts, type GetDeveloperAlertsReturnType } from './getDeveloperAlerts';

export interface WatchDeveloperAlertsParameters {
  readonly onChange: (alerts: GetDeveloperAlertsReturnType, previous: GetDeveloperAlertsReturnType) => void;
}

export type WatchDeveloperAlertsReturnType = Unwatch;

export type WatchDeveloperAlertsErrorType = TypeError;

/**
 * Calls `onChange` whenever an alert for the developer is raised or dismissed (on the developer's
 * own machine only, as `getDeveloperAlerts` says). Not called for the alerts as they are now.
 *
 * @example
 * const unwatch = watchDeveloperAlerts(keyport, { onChange: (alerts) => console.table(alerts) });
 */
export function watchDeveloperAlerts(
  keyport: Keyport,
  parameters: WatchDeveloperAlertsParameters,
): WatchDeveloperAlertsReturnType {
  const alerts = readingRuntimeOf(keyport, 'watchDeveloperAlerts').get(AlertStore).state$;
  return watchStream(alerts.pipe(map(() => getDeveloperAlerts(keyport))), parameters.onChange);
}
