import { map } from 'rxjs';
import { ConnectionStore } from '../../connection/ConnectionStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getPairing, type GetPairingReturnType } from './getPairing';

export interface WatchPairingParameters {
  readonly onChange: (pairing: GetPairingReturnType, previous: GetPairingReturnType) => void;
}

export type WatchPairingReturnType = Unwatch;

export type WatchPairingErrorType = TypeError;

/**
 * Calls `onChange` whenever the pairing's uri appears, is renewed or goes, or the pairing is
 * declined or fails. Not called for the pairing as it is now: read it with `getPairing`.
 *
 * @example
 * const unwatch = watchPairing(keyport, { onChange: ({ uri }) => uri && showQrCode(uri) });
 */
export function watchPairing(keyport: Keyport, parameters: WatchPairingParameters): WatchPairingReturnType {
  const connection = readingRuntimeOf(keyport, 'watchPairing').get(ConnectionStore);
  return watchStream(connection.state$.pipe(map(() => getPairing(keyport))), parameters.onChange);
}
