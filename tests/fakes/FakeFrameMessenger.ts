import { Subject, type Observable } from 'rxjs';
import { type FrameArea, type SocialWindow } from '../../application/embedded/EmbeddedLogin';
import { type FrameMessenger, type FrameMessengers } from '../../application/ports/FrameMessenger';

type Posted = { readonly id: string; readonly type: string; readonly payload?: unknown };

/** The embedded-wallet frame played by the test: it sees what is posted and answers by hand. */
export class FakeFrameMessenger implements FrameMessenger {
  readonly messages$ = new Subject<unknown>();
  readonly posted: Posted[] = [];
  /** Every url the frame was loaded with, in order (a reload after a failure adds one). */
  readonly loads: string[] = [];
  loadedUrl: string | undefined;
  unloads = 0;
  /** Where the frame stands over the page; undefined while hidden. */
  placed: FrameArea | undefined;
  /** Called for each posted message; return a reply to send back, or undefined for silence. */
  responder: ((message: Posted) => unknown) | undefined;
  /** Sends READY as soon as the frame is loaded (the wallet service starting at once). */
  readyOnLoad = false;
  private readonly results = new Map<SocialWindow, Subject<unknown>>();

  get visible(): boolean {
    return this.placed !== undefined;
  }

  async load(url: string): Promise<void> {
    this.loadedUrl = url;
    this.loads.push(url);
    if (this.readyOnLoad) queueMicrotask(() => this.ready());
  }

  post(message: Posted): void {
    this.posted.push(message);
    const reply = this.responder?.(message);
    if (reply !== undefined) this.messages$.next(reply);
  }

  emit(message: unknown): void {
    this.messages$.next(message);
  }

  /** The frame announces it has started (SPEC §4 readiness). */
  ready(): void {
    this.emit({ type: '@w3m-frame/READY', payload: { version: '4' } });
  }

  /** What the posted requests of one type carried. */
  postedOf(name: string): Posted[] {
    return this.posted.filter((message) => message.type === `@w3m-app/${name}`);
  }

  resultsFrom(window: SocialWindow): Observable<unknown> {
    return this.resultsOf(window).asObservable();
  }

  /** The wallet service posts from a social login's window (the adapter checked origin and source). */
  sendResult(window: SocialWindow, message: unknown): void {
    this.resultsOf(window).next(message);
  }

  place(area: FrameArea | undefined): void {
    this.placed = area;
  }

  unload(): void {
    this.loadedUrl = undefined;
    this.unloads += 1;
  }

  private resultsOf(window: SocialWindow): Subject<unknown> {
    let results = this.results.get(window);
    if (results === undefined) {
      results = new Subject<unknown>();
      this.results.set(window, results);
    }
    return results;
  }
}

/** The FrameMessengers port over one fake frame. */
export function fakeFrameMessengers(frame: FakeFrameMessenger): FrameMessengers {
  return { create: async () => frame };
}
