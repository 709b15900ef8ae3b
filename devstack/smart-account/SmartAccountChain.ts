import { type DevChain } from '../chain/DevChain';
import { devChainClients, type DevChainClients } from '../chain/devChainClients';

/**
 * The dev account that pays for smart accounts: their deployment, the ether a new one is given and
 * the gas of every batch it relays. Kept for this alone (the seeded history, the swap pools and the
 * onramp checkout use other accounts), so its nonces are this module's to hand out.
 */
export const SMART_ACCOUNT_FUNDER_ACCOUNT = 3;

/** A dev chain as `startDevChain` describes it: where it is, and its prefunded accounts. */
export type SmartAccountChain = Pick<DevChain, 'chainId' | 'name' | 'rpcUrl' | 'accounts'>;

/** viem clients for `chain`, the wallet client acting as the funder. */
export function funderClients(chain: SmartAccountChain): DevChainClients {
  return devChainClients(chain, SMART_ACCOUNT_FUNDER_ACCOUNT);
}
