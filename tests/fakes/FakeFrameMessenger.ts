import { Subject } from 'rxjs';
import { type FrameMessenger } from '../../application/ports/FrameMessenger';

type Posted = { readonly id: string; readonly type: string; readonly payload?: unknown };

/** The embedded-wallet frame played by the test: it sees what is posted and answers by hand. */
export class FakeFrameMessenger implements FrameMessenger {
  readonly messages$ = new Subject<unknown>();
  readonly posted: Posted[] = [];
  loadedUrl: string | undefined;
  visible = false;
  /** Called for each posted message; return a reply to send back, or undefined for silence. */
  responder: ((message: Posted) => unknown) | undefined;

  async load(url: string): Promise<void> {
    this.loadedUrl = url;
  }

  post(message: Posted): void {
    this.posted.push(message);
    const reply = this.responder?.(message);
    if (reply !== undefined) this.messages$.next(reply);
  }

  emit(message: unknown): void {
    this.messages$.next(message);
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
  }

  unload(): void {
    this.loadedUrl = undefined;
  }
}
