import { type interfaces } from 'inversify';
import { Subscription } from 'rxjs';
import { type ResolvedOptions } from '../../domain/options/KeyportOptions';

/**
 * Starts the developer's console messages (`developerConsole`) when the options give it something
 * to say: its code is a chunk of its own, so a site without `debug` and without an option that
 * has no effect yet never loads it. Unsubscribing ends them, even before their code arrived.
 */
export function loadDeveloperConsole(
  options: ResolvedOptions,
  container: interfaces.Container,
): Subscription {
  const running = new Subscription();
  if (options.debug || options.notAvailableYet.length > 0) {
    void import(/* webpackChunkName: "keyport-developer-console" */ './developerConsole').then(
      ({ startDeveloperConsole }) => {
        if (!running.closed) running.add(startDeveloperConsole(container));
      },
      // Messages for the developer are not worth a failure of the page.
      () => undefined,
    );
  }
  return running;
}
