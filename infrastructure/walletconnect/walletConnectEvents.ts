import * as E from 'fp-ts/Either';
import { type WalletConnectEvent } from '../../application/ports/WalletConnectClient';
import { isCaipAddress, toCaipAddress } from '../../domain/address/parseCaipAddress';
import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { evmChainIdOf } from '../../domain/network/evmChainIdOf';
import { parseCaipNetworkId, toCaipNetworkId } from '../../domain/network/parseCaipNetworkId';
import { type SessionNamespaces, sessionAccounts } from './walletConnectSession';

/** A wallet event relayed through a session (`session_event`). */
export interface SessionEventLike {
  readonly topic: string;
  readonly params: {
    readonly event: { readonly name: string; readonly data: unknown };
    /** The CAIP-2 network the event is about. */
    readonly chainId: string;
  };
}

/** The wallet changed what the session covers (`session_update`). */
export interface SessionUpdateLike {
  readonly topic: string;
  readonly params: { readonly namespaces: SessionNamespaces };
}

/**
 * The network a `chainChanged` event moves to. For EVM wallets the event's data is the chain id
 * (the event's own `chainId` is often still the network it was sent on); when the data cannot be
 * read, or for other namespaces, the event's network is the answer.
 */
export function changedNetworkOf(data: unknown, eventChainId: string): CaipNetworkId | undefined {
  const eventNetwork = parseCaipNetworkId(eventChainId);
  if (E.isRight(eventNetwork) && eventNetwork.right.namespace !== 'eip155')
    return eventNetwork.right.caipNetworkId;
  const chainId = evmChainIdOf(data);
  if (chainId !== undefined) return toCaipNetworkId('eip155', chainId);
  return E.isRight(eventNetwork) ? eventNetwork.right.caipNetworkId : undefined;
}

/**
 * The accounts of an `accountsChanged` event, as CAIP-10 ids on the event's network. Wallets send
 * plain addresses (some send CAIP-10 ids already, kept as they are); anything else is dropped.
 */
export function changedAccountsOf(data: unknown, eventChainId: string): CaipAddress[] | undefined {
  const network = parseCaipNetworkId(eventChainId);
  if (!Array.isArray(data) || E.isLeft(network)) return undefined;
  const accounts: CaipAddress[] = [];
  for (const entry of data as unknown[]) {
    if (typeof entry !== 'string' || entry === '') continue;
    const account = isCaipAddress(entry) ? entry : toCaipAddress(network.right.caipNetworkId, entry);
    if (isCaipAddress(account) && !accounts.includes(account)) accounts.push(account);
  }
  return accounts;
}

/** A `session_event` as a port event; events Keyport does not follow, or cannot read, give none. */
export function fromSessionEvent(payload: SessionEventLike): WalletConnectEvent | undefined {
  const { event, chainId } = payload.params;
  switch (event.name) {
    case 'chainChanged': {
      const network = changedNetworkOf(event.data, chainId);
      return network === undefined
        ? undefined
        : { type: 'chainChanged', topic: payload.topic, chainId: network };
    }
    case 'accountsChanged': {
      const accounts = changedAccountsOf(event.data, chainId);
      return accounts === undefined ? undefined : { type: 'accountsChanged', topic: payload.topic, accounts };
    }
    default:
      return undefined;
  }
}

/** A `session_update`: the accounts the session now covers, across every namespace. */
export function fromSessionUpdate(payload: SessionUpdateLike): WalletConnectEvent {
  return {
    type: 'accountsChanged',
    topic: payload.topic,
    accounts: sessionAccounts(payload.params.namespaces),
  };
}

/** `session_delete` (the wallet ended it) and `session_expire` (it ran out) end the connection alike. */
export function sessionEnded(topic: string): WalletConnectEvent {
  return { type: 'sessionDeleted', topic };
}
