import { type ConnectionStatus } from '../account/ConnectionStatus';

export interface WalletConnectEnvironment {
  readonly isTelegram: boolean;
  readonly isIosSafari: boolean;
}

/**
 * SPEC §4: "The wallet-connect flow on Telegram or iOS Safari sets connecting then connected";
 * elsewhere it goes straight to connected. In those two environments the visitor leaves the
 * page for the wallet app and comes back later, so the page must show that a connection is
 * under way in the meantime.
 */
export function wcStatusSequence(environment: WalletConnectEnvironment): readonly ConnectionStatus[] {
  return environment.isTelegram || environment.isIosSafari ? ['connecting', 'connected'] : ['connected'];
}
