import { KeyportError } from './KeyportError';

/**
 * A transaction was asked for on a network the wallet is not on. Sending there would need a
 * network switch first, which the caller decides; a send is never made on another network than
 * the one named.
 */
export class NetworkNotActiveError extends KeyportError {
  override readonly name = 'NetworkNotActiveError';

  constructor(caipNetworkId: string, activeCaipNetworkId: string | undefined) {
    super('NETWORK_NOT_ACTIVE', `Network ${caipNetworkId} is not the active network; switch to it first`, {
      details: `the active network is ${activeCaipNetworkId ?? 'none'}`,
    });
  }
}

/** A token was named (by CAIP-10 address or symbol) that is not in the list it is picked from. */
export class UnknownTokenError extends KeyportError {
  override readonly name = 'UnknownTokenError';

  constructor(reference: string, listName: string) {
    super('UNKNOWN_TOKEN', `Token ${reference} is not among ${listName}`);
  }
}

/** A symbol names more than one token of the list: which one is meant cannot be guessed. */
export class AmbiguousTokenError extends KeyportError {
  override readonly name = 'AmbiguousTokenError';

  constructor(symbol: string, addresses: readonly string[]) {
    super('AMBIGUOUS_TOKEN', `Several tokens go by ${symbol}; name one by its address`, {
      details: addresses.join(', '),
    });
  }
}

/** What was given as a transaction hash is not one of the network's (SPEC §5: 0x and 64 hex digits on eip155). */
export class InvalidTransactionHashError extends KeyportError {
  override readonly name = 'InvalidTransactionHashError';

  constructor(hash: string) {
    super('INVALID_TRANSACTION_HASH', 'Invalid transaction hash', { details: JSON.stringify(hash) });
  }
}
