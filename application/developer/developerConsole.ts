import { type interfaces } from 'inversify';
import { distinctUntilChanged, filter, Subscription } from 'rxjs';
import { type KeyportEvent } from '../../domain/events/KeyportEvent';
import { AlertStore } from '../alerts/AlertStore';
import { EventsStore } from '../events/EventsStore';
import { OptionsStore } from '../options/OptionsStore';
import { SnackbarStore } from '../snackbar/SnackbarStore';

/*
 * The console is the developer's, in every place Keyport runs (a page, Node, a test), so this file
 * writes to it directly rather than through a port; it loads only when there is something to say.
 */

/** Why an option of `optionsNotAvailableYet` (only the sign-in's, today) has no effect. */
const SIGN_IN = 'sign-in with the wallet (SIWX) is not in Keyport yet, so visitors are not asked to sign';

/** What the host hears about as a problem: its own error events, and SPEC §7's `…_ERROR` ones. */
function isProblem(event: KeyportEvent): boolean {
  return event.data.type === 'error' || event.data.event.endsWith('_ERROR');
}

/**
 * Each SPEC §8 alert once, as it is raised: they are about the site's setup (a missing or refused
 * project id, an origin the project does not allow), so the developer hears of them whatever the
 * options say, on any host.
 */
function followAlerts(container: interfaces.Container): Subscription {
  const told = new Set<string>();
  return container.get(AlertStore).state$.subscribe(({ alerts }) => {
    for (const alert of alerts.filter((raised) => !told.has(raised.code))) {
      told.add(alert.code);
      console.warn(`Keyport alert: ${alert.title}. ${alert.description}`);
    }
  });
}

/** `debug`: each problem event, each error the visitor is shown. */
function followProblems(container: interfaces.Container): Subscription {
  const subscription = new Subscription();
  subscription.add(
    container
      .get(EventsStore)
      .state$.pipe(filter(isProblem))
      .subscribe(({ data }) => console.warn(`Keyport event ${data.event}`, data.properties ?? {})),
  );
  subscription.add(
    container
      .get(SnackbarStore)
      .select((state) => (state.open && state.variant === 'error' ? state.message : undefined))
      .pipe(distinctUntilChanged())
      .subscribe((message) => {
        if (message !== undefined) console.warn(`Keyport error shown to the visitor: ${message}`);
      }),
  );
  return subscription;
}

/**
 * The developer's messages on the console: once, each accepted option that has no effect yet
 * (`optionsNotAvailableYet`) and each alert; with option `debug`, also the problem events and the
 * errors the visitor sees, as they happen. Never a key or a session: only what the host's own
 * events, alerts and the snackbar already carry.
 */
export function startDeveloperConsole(container: interfaces.Container): Subscription {
  const options = container.get(OptionsStore).get();
  for (const option of options.notAvailableYet) {
    console.warn(`Keyport: option ${option} is accepted but has no effect yet: ${SIGN_IN}.`);
  }
  const running = followAlerts(container);
  if (options.debug) running.add(followProblems(container));
  return running;
}
