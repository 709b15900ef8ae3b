import { KeyportError } from './KeyportError';

/**
 * A call on a Keyport that was destroyed: its timers, connections and subscriptions are gone, so
 * it cannot act any more. What was called (a method, or WalletConnect) is in the text, so the host
 * sees which call came too late.
 */
export class KeyportDestroyedError extends KeyportError {
  override readonly name = 'KeyportDestroyedError';
  readonly called: string;

  constructor(called: string) {
    super('KEYPORT_DESTROYED', `Keyport was destroyed; ${called} is no longer available`);
    this.called = called;
  }
}
