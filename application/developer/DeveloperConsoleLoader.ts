import { inject, injectable, type interfaces } from 'inversify';
import { Subscription } from 'rxjs';
import { KeyportContainer } from '../features/KeyportFeature';
import { OptionsStore } from '../options/OptionsStore';

const loadDeveloperConsole = () =>
  import(/* webpackChunkName: "keyport-developer-console" */ './developerConsole');

/**
 * Starts the developer's console messages (`developerConsole`) when the options give it something
 * to say: its code is a chunk of its own, so a site without `debug` and without an option that
 * has no effect yet never loads it.
 */
@injectable()
export class DeveloperConsoleLoader {
  constructor(
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(KeyportContainer) private readonly container: interfaces.Container,
  ) {}

  /** Ends the messages when unsubscribed, even before their code arrived. */
  start(): Subscription {
    const running = new Subscription();
    const { debug, notAvailableYet } = this.options.get();
    if (!debug && notAvailableYet.length === 0) return running;
    void loadDeveloperConsole().then(
      ({ startDeveloperConsole }) => {
        if (!running.closed) running.add(startDeveloperConsole(this.container));
      },
      // Messages for the developer are not worth a failure of the page.
      () => undefined,
    );
    return running;
  }
}
