import { type interfaces } from 'inversify';
import { Subscription } from 'rxjs';
import { type ResolvedOptions } from '../../domain/options/KeyportOptions';
import { AlertStore } from '../alerts/AlertStore';

/**
 * Starts the developer's console messages (`developerConsole`) when there is something to say:
 * at once with `debug` or an option that has no effect yet, else with the first SPEC §8 alert
 * (at creation for a missing project id, or later, when a service refuses the project). Its code
 * is a chunk of its own, so a site that never gives it anything to say never loads it.
 * Unsubscribing ends the messages, even before their code arrived.
 */
export function loadDeveloperConsole(
  options: ResolvedOptions,
  container: interfaces.Container,
): Subscription {
  const running = new Subscription();
  const start = (): void => {
    void import(/* webpackChunkName: "keyport-developer-console" */ './developerConsole').then(
      ({ startDeveloperConsole }) => {
        if (!running.closed) running.add(startDeveloperConsole(container));
      },
      // Messages for the developer are not worth a failure of the page.
      () => undefined,
    );
  };
  if (options.debug || options.notAvailableYet.length > 0) {
    start();
  } else {
    // No rxjs operators here: this file is in what every page loads, and a flag does the same.
    let started = false;
    running.add(
      container.get(AlertStore).state$.subscribe(({ alerts }) => {
        if (started || alerts.length === 0) return;
        started = true;
        start();
      }),
    );
  }
  return running;
}
