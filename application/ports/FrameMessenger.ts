import type { Observable } from 'rxjs';

/**
 * The embedded-wallet frame (SPEC §2, §4, §7): a hidden frame on the wallet provider's origin.
 * The adapter loads it, posts messages to it and passes on only messages that come from its
 * origin; the application decodes them (io-ts) and pairs answers with requests by id.
 */
export interface FrameMessenger {
  /** Insert the frame (once) with the given url; resolves when it has loaded, not when it is ready. */
  load(url: string): Promise<void>;
  post(message: { readonly id: string; readonly type: string; readonly payload?: unknown }): void;
  /** Every message the frame sends, undecoded. */
  readonly messages$: Observable<unknown>;
  /** Show or hide the frame over the modal (the ApproveTransaction view shows it). */
  setVisible(visible: boolean): void;
  unload(): void;
}

export const FrameMessenger: unique symbol = Symbol.for('keyport.FrameMessenger');
