import { randomUUID } from 'node:crypto';
import { type Environment } from '../../application/ports/Environment';

/** Where the headless core runs: no page, no visitor device. */
export class NodeEnvironment implements Environment {
  readonly isBrowser = false;
  readonly isMobile = false;
  readonly isTelegram = false;
  readonly isIosSafari = false;
  readonly os: Environment['os'] = 'other';
  readonly href = '';
  readonly domain = '';

  randomId(): string {
    return randomUUID();
  }
}
