import { filter, fromEvent, map, type Observable, Subject, takeUntil } from 'rxjs';
import { type FrameArea, type SocialWindow } from '../../application/embedded/EmbeddedLogin';
import { type FrameMessenger } from '../../application/ports/FrameMessenger';
import { windowOf } from './BrowserSocialWindow';

/** Above any modal a page may hold (the approval stands over Keyport's own card). */
const TOP_LAYER = '2147483647';

const HIDDEN = { display: 'none', width: '0', height: '0' } as const;

/**
 * The embedded wallet's frame in a page: a hidden iframe on the wallet service's address. It
 * stands outside `body` (a child of the document element), so nothing Keyport makes inert while
 * the modal is open holds it. Messages go to the frame's exact origin, never `'*'`; a message is
 * passed on only when it comes from that origin AND from that very iframe's window, so neither
 * another origin nor another frame of the same origin can speak for the wallet.
 *
 * While a request waits for approval the frame is shown over the modal's card (`place`): fixed
 * at the card's rect, above the modal, clickable and focusable, in a modal dialog of its own
 * (the modal's focus keeping leaves focus in another modal dialog). Hidden otherwise: not
 * displayed, of no size, hidden from assistive technology and out of the tab order.
 */
export class IframeFrameMessenger implements FrameMessenger {
  readonly messages$: Observable<unknown>;
  private readonly messages = new Subject<unknown>();
  private readonly unloaded = new Subject<void>();
  private holder: HTMLDivElement | undefined;
  private iframe: HTMLIFrameElement | undefined;
  private origin: string | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly page: Window) {
    this.messages$ = this.messages.asObservable();
  }

  load(url: string): Promise<void> {
    this.loading ??= this.insert(url);
    return this.loading;
  }

  post(message: { readonly id: string; readonly type: string; readonly payload?: unknown }): void {
    const target = this.iframe?.contentWindow;
    if (target === null || target === undefined || this.origin === undefined) return;
    target.postMessage(message, this.origin);
  }

  resultsFrom(window: SocialWindow): Observable<unknown> {
    const source = windowOf(window);
    return fromEvent<MessageEvent>(this.page, 'message').pipe(
      filter((event) => source !== undefined && event.origin === this.origin && event.source === source),
      map((event) => event.data as unknown),
      takeUntil(this.unloaded),
    );
  }

  place(area: FrameArea | undefined): void {
    const { holder, iframe } = this;
    if (holder === undefined || iframe === undefined) return;
    if (area === undefined) {
      this.hide(holder, iframe);
      return;
    }
    holder.removeAttribute('aria-hidden');
    holder.setAttribute('role', 'dialog');
    holder.setAttribute('aria-modal', 'true');
    holder.setAttribute('aria-label', 'Approve in the embedded wallet');
    Object.assign(holder.style, {
      display: 'block',
      position: 'fixed',
      top: `${area.top}px`,
      left: `${area.left}px`,
      width: `${area.width}px`,
      height: `${area.height}px`,
      zIndex: TOP_LAYER,
    });
    Object.assign(iframe.style, { display: 'block', width: '100%', height: '100%', border: '0' });
    iframe.removeAttribute('tabindex');
  }

  unload(): void {
    this.unloaded.next();
    this.holder?.remove();
    this.holder = undefined;
    this.iframe = undefined;
    this.origin = undefined;
    this.loading = undefined;
  }

  private insert(url: string): Promise<void> {
    const document = this.page.document;
    const holder = document.createElement('div');
    holder.setAttribute('data-keyport-embedded-wallet', '');
    const iframe = document.createElement('iframe');
    iframe.title = 'Embedded wallet';
    this.hide(holder, iframe);
    holder.appendChild(iframe);
    this.holder = holder;
    this.iframe = iframe;
    this.origin = new URL(url).origin;
    fromEvent<MessageEvent>(this.page, 'message')
      .pipe(
        filter((event) => event.origin === this.origin && event.source === iframe.contentWindow),
        takeUntil(this.unloaded),
      )
      .subscribe((event) => this.messages.next(event.data));
    const loaded = new Promise<void>((resolve) =>
      iframe.addEventListener('load', () => resolve(), { once: true }),
    );
    iframe.src = url;
    document.documentElement.appendChild(holder);
    return loaded;
  }

  private hide(holder: HTMLDivElement, iframe: HTMLIFrameElement): void {
    holder.setAttribute('aria-hidden', 'true');
    holder.removeAttribute('role');
    holder.removeAttribute('aria-modal');
    holder.removeAttribute('aria-label');
    Object.assign(holder.style, { ...HIDDEN, position: 'fixed' });
    Object.assign(iframe.style, HIDDEN);
    iframe.setAttribute('tabindex', '-1');
  }
}
