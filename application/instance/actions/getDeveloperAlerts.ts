import { type Alert } from '../../../domain/errors/Alerts';
import { isLocalDevelopmentHost } from '../../../domain/developer/isLocalDevelopmentHost';
import { AlertStore } from '../../alerts/AlertStore';
import { Environment } from '../../ports/Environment';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type GetDeveloperAlertsReturnType = readonly Alert[];

export type GetDeveloperAlertsErrorType = TypeError;

const NONE: readonly Alert[] = [];

/**
 * The SPEC §8 alerts standing now (a missing or refused project id, an origin the project does not
 * allow…), for the modal to show the site's developer while the page runs on their own machine
 * (`localhost`, `127.0.0.1`, `::1`, `*.localhost`); elsewhere none, since the readers there are
 * visitors. `getAlerts()` and the console give them everywhere. The same list until it changes.
 *
 * @example
 * for (const alert of getDeveloperAlerts(keyport)) console.info(alert.title, alert.description);
 */
export function getDeveloperAlerts(keyport: Keyport): GetDeveloperAlertsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getDeveloperAlerts');
  const local = isLocalDevelopmentHost(runtime.get<Environment>(Environment).domain);
  return local ? runtime.get(AlertStore).get().alerts : NONE;
}
