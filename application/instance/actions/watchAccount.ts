import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { type GetAccountReturnType } from './getAccount';

export interface WatchAccountParameters {
  /** The namespace whose account to watch; the active one (as it changes) when left out. */
  readonly namespace?: ChainNamespace | undefined;
  /** Called with the new account and the one before, on every change. */
  readonly onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void;
}

export type WatchAccountReturnType = Unwatch;

export type WatchAccountErrorType = TypeError;

/**
 * Calls `onChange` whenever the account changes: connected, disconnected, another address or
 * network, a status change. Not called for the account as it is now: read it with `getAccount`.
 *
 * @example
 * const unwatch = watchAccount(keyport, { onChange: (account) => render(account?.address) });
 * // later
 * unwatch();
 */
export function watchAccount(keyport: Keyport, parameters: WatchAccountParameters): WatchAccountReturnType {
  readingRuntimeOf(keyport, 'watchAccount');
  return watchStream(keyport.account$(parameters.namespace), parameters.onChange);
}
