import { Environment } from '../../ports/Environment';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** What the page runs on, as far as connecting a wallet depends on it. */
export interface KeyportDevice {
  readonly isMobile: boolean;
  /** Inside Telegram's in-app browser. */
  readonly isTelegram: boolean;
  readonly isIosSafari: boolean;
  readonly os: 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other';
}

export type GetDeviceReturnType = KeyportDevice;

export type GetDeviceErrorType = TypeError;

/**
 * The visitor's device: a phone or not, Telegram, iOS Safari, its operating system. It decides how
 * a wallet is reached (REFERENCE §7: on a phone the wallet's app comes first) and does not change
 * while the page runs: the same object every time.
 *
 * @example
 * const platforms = walletConnectPlatforms(wallet, getDevice(keyport).isMobile);
 */
export function getDevice(keyport: Keyport): GetDeviceReturnType {
  const environment = readingRuntimeOf(keyport, 'getDevice').get<Environment>(Environment);
  return cachedSnapshot(keyport, 'device', [environment], () => ({
    isMobile: environment.isMobile,
    isTelegram: environment.isTelegram,
    isIosSafari: environment.isIosSafari,
    os: environment.os,
  }));
}
