import type { Observable } from 'rxjs';
import type { FrameArea, SocialWindow } from '../embedded/EmbeddedLogin';

/**
 * The embedded-wallet frame (SPEC §2, §4, §7): a hidden frame on the wallet provider's origin.
 * The adapter loads it, posts messages to that origin only and passes on only the messages that
 * come from that frame (its origin and its window); the application decodes them (io-ts) and
 * pairs answers with requests by id.
 */
export interface FrameMessenger {
  /** Inserts the frame (once) with the given url; resolves when it has loaded, not when it is ready. */
  load(url: string): Promise<void>;
  post(message: { readonly id: string; readonly type: string; readonly payload?: unknown }): void;
  /** Every message the frame sends, undecoded. */
  readonly messages$: Observable<unknown>;
  /**
   * What the wallet service posts from a social login's window (REFERENCE §4 `{resultUri}`),
   * undecoded: only messages of the frame's origin whose source is that very window.
   */
  resultsFrom(window: SocialWindow): Observable<unknown>;
  /**
   * Shows the frame over `area` (the modal's card, while a request waits for the visitor's
   * approval): above the modal, clickable and focusable. `undefined` hides it again.
   */
  place(area: FrameArea | undefined): void;
  /** Removes the frame and stops listening; a later `load` inserts a new one. */
  unload(): void;
}

/**
 * Makes the frame's adapter, whose code loads only with the embedded wallet. Unbound where there
 * is no page to hold a frame (Node): the email and social login is not offered there.
 */
export interface FrameMessengers {
  create(): Promise<FrameMessenger>;
}

export const FrameMessengers: unique symbol = Symbol.for('keyport.FrameMessengers');
