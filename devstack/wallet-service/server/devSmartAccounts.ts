import {
  deploySmartAccount,
  executeCalls,
  isSmartAccountDeployed,
  SmartAccountCallError,
  type SmartAccountChain,
  smartAccountAddress,
} from '../../smart-account';
import { type SmartAccounts } from './AccountTypes';
import { ServiceError } from './ServiceError';

function chainOf(chains: readonly SmartAccountChain[], chainId: number): SmartAccountChain {
  const chain = chains.find((candidate) => candidate.chainId === chainId);
  // AccountTypes asks only for the networks listed here, which are these chains.
  if (chain === undefined) throw new Error(`No smart-account chain ${chainId}`);
  return chain;
}

/**
 * The devstack's smart accounts (`devstack/smart-account/`) on every dev chain: a `KeyportAccount`
 * per owner from the factory, deployed on first use and relayed by the smart-account funder
 * (service account 10). A batch refused over a failing call is a refusal the visitor reads, not a
 * breakdown.
 */
export function devSmartAccounts(chains: readonly SmartAccountChain[]): SmartAccounts {
  return {
    networks: chains.map((chain) => chain.chainId),
    async account(owner, chainId) {
      const chain = chainOf(chains, chainId);
      const [address, isDeployed] = await Promise.all([
        smartAccountAddress(owner, chain),
        isSmartAccountDeployed(owner, chain),
      ]);
      return { address, isDeployed };
    },
    async init(owner, chainId) {
      const { address } = await deploySmartAccount(owner, chainOf(chains, chainId));
      return { address, isDeployed: true };
    },
    async execute(ownerKey, chainId, calls) {
      try {
        return await executeCalls(
          ownerKey,
          chainOf(chains, chainId),
          calls.map(({ to, value, data }) => ({
            to,
            ...(value === undefined ? {} : { value }),
            ...(data === undefined ? {} : { data }),
          })),
        );
      } catch (error) {
        if (error instanceof SmartAccountCallError) throw new ServiceError(error.message);
        throw error;
      }
    },
  };
}
