import { type AccountState } from '../../../domain/account/AccountState';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectionStore } from '../../connection/ConnectionStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export interface GetAccountSummaryParameters {
  /** The namespace whose account to read; the active one when left out. */
  readonly namespace?: ChainNamespace | undefined;
}

/** The account in a line: who is connected, with what balance, under which name and picture. */
export interface AccountSummary extends Pick<
  AccountState,
  'address' | 'balance' | 'balanceSymbol' | 'profileName' | 'profileImage'
> {
  readonly isConnected: boolean;
  /** A wallet is being connected, or a connection from an earlier visit restored. */
  readonly isConnecting: boolean;
}

export type GetAccountSummaryReturnType = AccountSummary;

export type GetAccountSummaryErrorType = TypeError;

/**
 * What a button or a page header shows of the visitor's account on a namespace, or on the active
 * one (with the rest of the account's state); the same object until the account changes.
 *
 * @example
 * const { isConnected, address, balance, balanceSymbol } = getAccountSummary(keyport);
 */
export function getAccountSummary(
  keyport: Keyport,
  parameters: GetAccountSummaryParameters = {},
): GetAccountSummaryReturnType {
  const runtime = readingRuntimeOf(keyport, 'getAccountSummary');
  const target = parameters.namespace ?? runtime.get(ChainStore).get().activeNamespace;
  const account = target === undefined ? undefined : runtime.get(AccountStore).get().accounts[target];
  const { reconnecting } = runtime.get(ConnectionStore).get();
  return cachedSnapshot(
    keyport,
    `accountSummary:${parameters.namespace ?? ''}`,
    [target, account, reconnecting],
    () => {
      const isConnected = account?.status === 'connected' && Boolean(account.address);
      const isConnecting = !isConnected && (reconnecting || account?.status === 'connecting');
      return { ...account, isConnected, isConnecting };
    },
  );
}
