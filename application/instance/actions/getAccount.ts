import { type PublicAccount } from '../../../domain/account/PublicAccount';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type Keyport } from '../Keyport';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectionStore } from '../../connection/ConnectionStore';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export interface GetAccountParameters {
  /** The namespace whose account to read; the active one when left out. */
  readonly namespace?: ChainNamespace | undefined;
}

/** The account as hosts read it (REFERENCE §5); undefined before any namespace is active. */
export type GetAccountReturnType = PublicAccount | undefined;

/** Thrown for anything that is not a Keyport instance; a destroyed one still answers. */
export type GetAccountErrorType = TypeError;

/**
 * The visitor's account of a namespace, or of the active one: address, CAIP address, status
 * (`connected`, `connecting`, `reconnecting`, `disconnected`) and every address of the wallet; the
 * same object until one of them changes.
 *
 * @example
 * const account = getAccount(keyport);
 * if (account?.isConnected) console.log(account.address);
 */
export function getAccount(keyport: Keyport, parameters: GetAccountParameters = {}): GetAccountReturnType {
  const runtime = readingRuntimeOf(keyport, 'getAccount');
  const { namespace } = parameters;
  const inputs = [ChainStore, AccountStore, ConnectorStore, ConnectionStore].map((store) =>
    runtime.get(store).get(),
  );
  return cachedSnapshot(keyport, `account:${namespace ?? ''}`, inputs, () => keyport.getAccount(namespace));
}
