import { type ConnectedOnNetwork } from '../account/ActiveAccount';
import { type ChainAdapters } from '../chain/ChainAdapters';
import { type BuiltTransaction } from '../ports/BlockchainApi';

/** Asks the account's wallet to send a transaction the API built (an approval, a swap); its hash. */
export function sendBuiltTransaction(
  adapters: ChainAdapters,
  account: ConnectedOnNetwork,
  transaction: BuiltTransaction,
): Promise<string> {
  return adapters.get(account.namespace).sendTransaction({
    network: account.network,
    from: account.address,
    to: transaction.to,
    value: BigInt(transaction.value),
    data: transaction.data,
  });
}
