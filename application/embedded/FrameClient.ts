import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  BehaviorSubject,
  filter,
  firstValueFrom,
  map,
  type Observable,
  race,
  Subject,
  Subscription,
  take,
  takeUntil,
  timer,
  NEVER,
  fromEvent,
} from 'rxjs';
import { TIMING_MS } from '../../domain/constants/timing';
import { assertAppEvent, type AppEventPayloads } from '../../domain/embedded/AppEvents';
import {
  appEventType,
  FRAME_READY_TYPE,
  FRAME_SESSION_UPDATE_TYPE,
  type FrameRequestName,
  parseFrameResponseType,
} from '../../domain/embedded/FrameEventTypes';
import {
  decodeFrameEvent,
  type FrameErrorEvent,
  type FrameEvent,
  type FrameSuccessPayloads,
} from '../../domain/embedded/FrameEvents';
import { alertForFrameErrorMessage, FRAME_TIMEOUT_ALERTS } from '../../domain/embedded/frameAlerts';
import { frameRequestTimeoutMs, skipsFrameLoadTimeout } from '../../domain/embedded/frameRequestTimeouts';
import {
  EmbeddedFrameRequestError,
  EmailLoginDependencyError,
  OperationAbortedError,
} from '../../domain/errors/EmbeddedFrameErrors';
import { AlertService } from '../alerts/AlertService';
import { EventsService } from '../events/EventsService';
import { Clock } from '../ports/Clock';
import { Environment } from '../ports/Environment';
import { type FrameMessenger, FrameMessengers } from '../ports/FrameMessenger';
import { type EmbeddedFrameStatus } from './EmbeddedLogin';
import { FrameUrl } from './FrameUrl';

/** Hex digits of a request id: 64 random bits, plenty for the few requests a page has open. */
const REQUEST_ID_LENGTH = 16;

/** What a request resolved to while it waited: the frame's answer, or its time running out. */
type Outcome = { readonly answer: FrameEvent } | { readonly timedOut: true };

export interface FrameRequestOptions {
  /** Stops waiting for the answer (an RPC request aborted when the visitor rejects): rejects with its reason. */
  readonly signal?: AbortSignal | undefined;
}

/** Emits once `signal` aborts; never without one. */
function abortOf(signal: AbortSignal | undefined): Observable<unknown> {
  return signal === undefined ? NEVER : fromEvent(signal, 'abort').pipe(take(1));
}

/**
 * The page's side of the embedded wallet frame's protocol (REFERENCE §4). It loads the frame on
 * first use and counts it ready once it said READY and 500 ms more have passed (SPEC §4), within
 * 20 s or the load fails (IFRAME_LOAD_FAILED, `iframe_load_failed`). Each request is checked before
 * it is posted (`INVALID_APP_EVENT`), gets a short random id, and waits for the one answer with
 * that id and type; the login requests give up after 30 s (IFRAME_REQUEST_TIMEOUT,
 * `iframe_request_timeout`). Every message from the frame is decoded before use; what does not
 * decode is counted and ignored, never thrown at the page.
 */
@injectable()
export class FrameClient {
  /** How many messages from the frame did not decode (other scripts post on the page too). */
  ignoredMessages = 0;
  private readonly status = new BehaviorSubject<EmbeddedFrameStatus>('idle');
  private readonly events = new Subject<FrameEvent>();
  private readonly sessionTokens = new Subject<string>();
  private messenger: Promise<FrameMessenger> | undefined;
  /** The listening and timers of the frame as loaded now; ended when it fails or is unloaded. */
  private attempt = new Subscription();
  /** Whether the load under way is held to the load limit yet. */
  private limited = false;

  readonly status$: Observable<EmbeddedFrameStatus> = this.status.asObservable();

  /** SPEC §3 "Session update carries a token": each new token the frame hands the page. */
  readonly sessionTokens$: Observable<string> = this.sessionTokens.asObservable();

  constructor(
    @inject(FrameMessengers) private readonly messengers: FrameMessengers,
    @inject(FrameUrl) private readonly url: FrameUrl,
    @inject(Clock) private readonly clock: Clock,
    @inject(Environment) private readonly environment: Environment,
    @inject(AlertService) private readonly alerts: AlertService,
    @inject(EventsService) private readonly hostEvents: EventsService,
  ) {}

  get frameStatus(): EmbeddedFrameStatus {
    return this.status.getValue();
  }

  /**
   * Sends a request and resolves with the frame's success payload. Throws `INVALID_APP_EVENT`
   * before anything is posted when the request is malformed; `OPERATION_ABORTED` when the frame
   * could not be loaded or a login request went unanswered; the frame's error otherwise
   * (`EMBEDDED_FRAME_REQUEST_FAILED`, or the alert a known server message stands for).
   */
  async request<N extends FrameRequestName>(
    name: N,
    payload: AppEventPayloads[N],
    options: FrameRequestOptions = {},
  ): Promise<FrameSuccessPayloads[N]> {
    const message = {
      id: this.newId(),
      type: appEventType(name),
      ...(payload === undefined ? {} : { payload }),
    };
    // SPEC §5: a malformed request must never reach the wallet.
    assertAppEvent(message);
    const messenger = await this.ready(skipsFrameLoadTimeout(name));
    return this.exchange(name, message, messenger, options.signal);
  }

  /**
   * Starts loading the frame unless it is loading or ready; a frame that failed is loaded afresh.
   * Does not wait: `request` does, and starts the load limit.
   */
  load(): void {
    const current = this.status.getValue();
    if (current === 'loading' || current === 'ready') return;
    this.attempt = new Subscription();
    this.limited = false;
    this.status.next('loading');
    const attempt = this.attempt;
    this.messenger ??= this.messengers.create();
    this.messenger.then(
      (messenger) => {
        if (attempt.closed) return;
        attempt.add(messenger.messages$.subscribe((raw) => this.receive(raw, attempt)));
        messenger.load(this.url.build()).catch(() => this.fail(attempt));
      },
      () => {
        // The adapter's code did not load: another try loads it again.
        this.messenger = undefined;
        this.fail(attempt);
      },
    );
  }

  /** Removes the frame (the instance ends): its requests are never answered. */
  unload(): void {
    this.attempt.unsubscribe();
    this.status.next('idle');
    void this.messenger?.then((messenger) => messenger.unload()).catch(() => undefined);
  }

  /** Runs `use` on the frame's adapter once it exists (placing the frame, listening to a window). */
  async withMessenger<T>(use: (messenger: FrameMessenger) => T): Promise<T> {
    if (this.messenger === undefined)
      throw new EmailLoginDependencyError({ details: 'the frame is not loaded' });
    return use(await this.messenger);
  }

  private async ready(skipsLoadTimeout: boolean): Promise<FrameMessenger> {
    if (!skipsLoadTimeout || this.status.getValue() !== 'failed') this.load();
    if (!skipsLoadTimeout) this.limitLoad();
    // SPEC §9: theme, site data and account preference wait for the frame as long as it takes.
    const settled = await firstValueFrom(
      this.status.pipe(filter((status) => status === 'ready' || (!skipsLoadTimeout && status === 'failed'))),
    );
    if (settled === 'failed' || this.messenger === undefined) {
      throw new OperationAbortedError({ details: 'the embedded wallet frame did not load' });
    }
    return this.messenger;
  }

  /**
   * SPEC §9: from the first request that cannot wait, the frame has 20 s to become ready (the
   * requests that can wait, theme, site data and account preference, set no limit of their own).
   */
  private limitLoad(): void {
    if (this.limited || this.status.getValue() !== 'loading') return;
    this.limited = true;
    const attempt = this.attempt;
    attempt.add(
      timer(TIMING_MS.embeddedFrameLoadTimeout, this.clock.scheduler).subscribe(() => {
        if (this.status.getValue() === 'loading') this.fail(attempt);
      }),
    );
  }

  private async exchange<N extends FrameRequestName>(
    name: N,
    message: { readonly id: string; readonly type: string; readonly payload?: unknown },
    messenger: FrameMessenger,
    signal: AbortSignal | undefined,
  ): Promise<FrameSuccessPayloads[N]> {
    if (signal?.aborted === true) throw signal.reason;
    const answer$ = this.events.pipe(
      filter((event) => event.id === message.id && parseFrameResponseType(event.type)?.request === name),
      map((answer): Outcome => ({ answer })),
    );
    const limit = frameRequestTimeoutMs(name);
    const outcomes =
      limit === undefined
        ? answer$
        : race(answer$, timer(limit, this.clock.scheduler).pipe(map((): Outcome => ({ timedOut: true }))));
    // Listening before posting: a frame may answer within the post.
    const outcome = firstValueFrom(outcomes.pipe(take(1), takeUntil(abortOf(signal))));
    messenger.post(message);
    const settled = await outcome.catch((error: unknown) => {
      throw signal?.aborted === true ? signal.reason : error;
    });
    if ('timedOut' in settled) {
      this.raise('iframe_request_timeout', { request: name });
      throw new OperationAbortedError({ details: `${name} was not answered within ${limit} ms` });
    }
    const { answer } = settled;
    if (parseFrameResponseType(answer.type)?.outcome === 'error')
      throw this.errorOf(answer as FrameErrorEvent);
    return (answer as { readonly payload?: unknown }).payload as FrameSuccessPayloads[N];
  }

  /** SPEC §8: a known server message raises its alert; any error rejects with what the frame said. */
  private errorOf(answer: FrameErrorEvent): EmbeddedFrameRequestError {
    const message = answer.payload?.message ?? '';
    const alert = alertForFrameErrorMessage(message);
    if (alert === undefined) return new EmbeddedFrameRequestError(message, { cause: answer });
    this.alerts.raise(alert);
    // The alert tells the developer what to fix; the visitor reads its title, not the server's words.
    return new EmbeddedFrameRequestError(alert.title, { cause: answer, details: message });
  }

  private receive(raw: unknown, attempt: Subscription): void {
    const decoded = decodeFrameEvent(raw);
    if (E.isLeft(decoded)) {
      this.ignoredMessages += 1;
      return;
    }
    const event = decoded.right;
    if (event.type === FRAME_READY_TYPE) {
      if (this.status.getValue() !== 'loading') return;
      // SPEC §4: ready only 500 ms after READY.
      attempt.add(
        timer(TIMING_MS.embeddedReadyDelay, this.clock.scheduler).subscribe(() => {
          if (this.status.getValue() === 'loading') this.status.next('ready');
        }),
      );
    } else if (event.type === FRAME_SESSION_UPDATE_TYPE) {
      this.sessionTokens.next(event.payload.token);
    } else {
      this.events.next(event);
    }
  }

  /** SPEC §9: the frame did not load in time; it is removed, and the next request loads it again. */
  private fail(attempt: Subscription): void {
    if (attempt.closed) return;
    attempt.unsubscribe();
    void this.messenger?.then((messenger) => messenger.unload()).catch(() => undefined);
    this.status.next('failed');
    this.raise('iframe_load_failed', {});
  }

  private raise(
    event: 'iframe_load_failed' | 'iframe_request_timeout',
    properties: Record<string, unknown>,
  ): void {
    this.alerts.raise(FRAME_TIMEOUT_ALERTS[event]);
    this.hostEvents.reportError(event, properties);
  }

  /** REFERENCE §4: a short random id, from the environment's cryptographic source. */
  private newId(): string {
    return this.environment.randomId().replace(/-/g, '').slice(0, REQUEST_ID_LENGTH);
  }
}
