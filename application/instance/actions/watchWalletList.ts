import { combineLatest, map } from 'rxjs';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { OptionsStore } from '../../options/OptionsStore';
import { WalletListStore } from '../../wallets/WalletListStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getWalletList, type GetWalletListReturnType } from './getWalletList';

export interface WatchWalletListParameters {
  readonly onChange: (list: GetWalletListReturnType, previous: GetWalletListReturnType) => void;
}

export type WatchWalletListReturnType = Unwatch;

export type WatchWalletListErrorType = TypeError;

/**
 * Calls `onChange` whenever the wallet list changes: a wallet announced itself, the explorer
 * answered, a wallet joined the recent ones, the options or networks changed. Not called for the
 * list as it is now: read it with `getWalletList`.
 *
 * @example
 * const unwatch = watchWalletList(keyport, { onChange: ({ sections }) => render(sections) });
 */
export function watchWalletList(
  keyport: Keyport,
  parameters: WatchWalletListParameters,
): WatchWalletListReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchWalletList');
  const changes = combineLatest([
    runtime.get(ConnectorStore).state$,
    runtime.get(WalletListStore).state$,
    runtime.get(OptionsStore).state$,
    runtime.get(ChainStore).state$,
  ]);
  return watchStream(changes.pipe(map(() => getWalletList(keyport))), parameters.onChange);
}
