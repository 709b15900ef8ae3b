import { inject, injectable } from 'inversify';
import { type KeyportErrorEventName, type KeyportEventName } from '../../domain/events/KeyportEvent';
import { shouldSendAnalytics } from '../../domain/events/shouldSendAnalytics';
import { ORIGIN_NOT_ALLOWED_ALERT } from '../../domain/errors/Alerts';
import { HttpStatusError } from '../../domain/errors/HttpStatusError';
import { ActiveAccount } from '../account/ActiveAccount';
import { AlertService } from '../alerts/AlertService';
import { OptionsStore } from '../options/OptionsStore';
import { Analytics } from '../ports/Analytics';
import { Clock } from '../ports/Clock';
import { Environment } from '../ports/Environment';
import { EventsStore } from './EventsStore';

/**
 * Publishes what happened: every event reaches the host (`subscribeEvents`), and the ones SPEC §7
 * allows go to analytics too. The payload carries the visitor's address only while they are
 * connected, so it never contradicts the `connected` flag of the modal events. Analytics never
 * breaks a visitor's flow: a failed delivery is dropped, except that a 403 (the site's origin is
 * not on the project's allowlist) raises the "Invalid App Configuration" alert, once.
 */
@injectable()
export class EventsService {
  constructor(
    @inject(EventsStore) private readonly store: EventsStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(Analytics) private readonly analytics: Analytics,
    @inject(Environment) private readonly environment: Environment,
    @inject(Clock) private readonly clock: Clock,
    @inject(AlertService) private readonly alerts: AlertService,
  ) {}

  /**
   * Tells the host about a problem (`subscribeEvents`, `useAppKitEvents`): `data.type` is
   * `error`. It never goes to analytics, whatever the options say.
   */
  reportError(event: KeyportErrorEventName, properties: Readonly<Record<string, unknown>>): void {
    this.store.update(() => ({ timestamp: this.clock.now(), data: { type: 'error', event, properties } }));
  }

  /** Publishes an event; resolves when analytics delivery has finished or been skipped. */
  async publish(event: KeyportEventName, properties?: Readonly<Record<string, unknown>>): Promise<void> {
    const timestamp = this.clock.now();
    const data =
      properties === undefined
        ? { type: 'track' as const, event }
        : { type: 'track' as const, event, properties };
    this.store.update(() => ({ timestamp, data }));

    const context = {
      isBrowser: this.environment.isBrowser,
      analyticsEnabled: this.options.get().features.analytics,
    };
    if (!shouldSendAnalytics(event, context)) return;
    const address = this.account.isConnected() ? this.account.address() : undefined;
    try {
      await this.analytics.send({
        eventId: this.environment.randomId(),
        url: this.environment.href,
        domain: this.environment.domain,
        timestamp,
        props: {
          type: 'track',
          event,
          ...(address === undefined ? {} : { address }),
          ...(properties === undefined ? {} : { properties }),
        },
      });
    } catch (error) {
      // Without a project id the 403 says nothing of the origin: "Project ID Not Configured" stands.
      if (
        error instanceof HttpStatusError &&
        error.status === 403 &&
        this.options.get().projectId !== undefined
      ) {
        this.alerts.raise(ORIGIN_NOT_ALLOWED_ALERT, { once: true });
      }
    }
  }
}
