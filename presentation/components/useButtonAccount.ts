import { type AccountSummary, getAccountSummary } from '../../application/instance/actions/getAccountSummary';
import { watchAccountSummary } from '../../application/instance/actions/watchAccountSummary';
import { type Keyport } from '../../application/instance/Keyport';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { useKeyportValueFor } from '../react/useKeyportValue';

export type ButtonAccount = AccountSummary;

/** What the host-page buttons show of the visitor's account on `namespace`, or the active one. */
export function useButtonAccount(keyport: Keyport, namespace: ChainNamespace | undefined): ButtonAccount {
  return useKeyportValueFor(keyport, namespace, getAccountSummary, watchAccountSummary);
}
