import { type DevChainSpec } from '../config';
import { placeSmartAccountFactory } from '../smart-account/smartAccountFactory';
import { compileDevContracts } from './compileDevContracts';
import { type CompiledDevContracts } from './compiledContracts';
import { DEPLOYMENT_TRANSACTION_COUNT, deployDevContracts, type DevDeployment } from './deployDevContracts';
import {
  DEV_COLLECTIBLE,
  DEV_SPAM_COLLECTION,
  DEV_TOKEN_ORDER,
  DEV_TOKENS,
  nativePriceUsd,
} from './devAssets';
import { type DevChain } from './DevChain';
import { devChainClients } from './devChainClients';
import { SWAP_POOL_TRANSACTION_COUNT } from './devSwapPools';
import { createDevTransactor } from './devTransactor';
import { createHistoryClock, historyGenesisTime } from './historyClock';
import { SEED_PLAN } from './seedPlan';
import { seedDevHistory } from './seedDevHistory';
import { setUpSwapPools } from './setUpSwapPools';
import { startGanacheNode } from './startGanacheNode';

export interface StartDevChainOptions {
  /** Overrides the spec's port; 0 picks a free one. */
  readonly port?: number;
}

/**
 * Starts a dev chain on 127.0.0.1: ganache with the dev accounts prefunded, the dev contracts
 * deployed at fixed addresses, a few days of activity seeded for accounts 0 and 1, the swap
 * router's pools filled at the price table's rates, and the smart account factory in place.
 */
export async function startDevChain(
  spec: DevChainSpec,
  options: StartDevChainOptions = {},
): Promise<DevChain> {
  const { contracts } = await compileDevContracts();
  return launchDevChain(spec, contracts, options.port ?? spec.port);
}

/**
 * Starts several dev chains at once, compiling the contracts only once. If one fails, those that
 * started are closed again and the first error is thrown.
 */
export async function startDevChains(
  specs: readonly DevChainSpec[],
  options: StartDevChainOptions = {},
): Promise<DevChain[]> {
  const { contracts } = await compileDevContracts();
  const results = await Promise.allSettled(
    specs.map((spec) => launchDevChain(spec, contracts, options.port ?? spec.port)),
  );
  const failure = results.find((result) => result.status === 'rejected');
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failure !== undefined) {
    await Promise.allSettled(started.map((chain) => chain.close()));
    throw failure.reason;
  }
  return started;
}

async function launchDevChain(
  spec: DevChainSpec,
  contracts: CompiledDevContracts,
  port: number,
): Promise<DevChain> {
  const genesisTime = historyGenesisTime(
    DEPLOYMENT_TRANSACTION_COUNT + SEED_PLAN.length + SWAP_POOL_TRANSACTION_COUNT,
  );
  const node = await startGanacheNode(spec, { port, genesisTime });
  try {
    const endpoint = { chainId: spec.chainId, name: spec.name, rpcUrl: node.rpcUrl, accounts: node.accounts };
    const clock = createHistoryClock(node.rpcUrl, genesisTime);
    const transactor = createDevTransactor(endpoint, clock);
    const deployment = await deployDevContracts(contracts, transactor);
    await seedDevHistory(SEED_PLAN, contracts, deployment, transactor);
    const { publicClient } = devChainClients(endpoint);
    await setUpSwapPools({ ...endpoint, publicClient }, contracts, deployment, transactor);
    await placeSmartAccountFactory(node.rpcUrl, contracts);
    await clock.catchUp();
    return describeDevChain(spec, node, deployment);
  } catch (error) {
    await node.close().catch(() => undefined);
    throw error;
  }
}

function describeDevChain(
  spec: DevChainSpec,
  node: { readonly rpcUrl: string; readonly accounts: DevChain['accounts']; close(): Promise<void> },
  deployment: DevDeployment,
): DevChain {
  return {
    chainId: spec.chainId,
    caipNetworkId: `eip155:${spec.chainId}`,
    name: spec.name,
    rpcUrl: node.rpcUrl,
    accounts: node.accounts,
    tokens: DEV_TOKEN_ORDER.map((key) => ({ address: deployment.tokens[key], ...DEV_TOKENS[key] })),
    nftCollections: [
      { address: deployment.collectible, ...DEV_COLLECTIBLE, isSpam: false },
      { address: deployment.spamCollection, ...DEV_SPAM_COLLECTION, isSpam: true },
    ],
    nativePriceUsd: nativePriceUsd(spec.chainId),
    close: () => node.close(),
  };
}
