import { SERVICE_ACCOUNTS } from '../config';
import { type DevChain } from '../chain/DevChain';
import { devChainClients, type DevChainClients } from '../chain/devChainClients';

/**
 * The dev account that pays for smart accounts: their deployment, the ether a new one is given and
 * the gas of every batch it relays. A service account (no visitor acts as it), so its nonces are
 * this module's to hand out.
 */
export const SMART_ACCOUNT_FUNDER_ACCOUNT = SERVICE_ACCOUNTS.smartAccountFunder;

/** A dev chain as `startDevChain` describes it: where it is, and its prefunded accounts. */
export type SmartAccountChain = Pick<DevChain, 'chainId' | 'name' | 'rpcUrl' | 'accounts'>;

/** viem clients for `chain`, the wallet client acting as the funder. */
export function funderClients(chain: SmartAccountChain): DevChainClients {
  return devChainClients(chain, SMART_ACCOUNT_FUNDER_ACCOUNT);
}
