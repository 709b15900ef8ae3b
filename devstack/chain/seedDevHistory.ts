import { parseEther, parseUnits, type Address, type Hash } from 'viem';
import { type CompiledDevContracts } from './compiledContracts';
import { type DevDeployment, DEPLOYER_ACCOUNT, SPAMMER_ACCOUNT } from './deployDevContracts';
import { DEV_TOKENS } from './devAssets';
import { type DevTransactor } from './devTransactor';
import { type SeedStep } from './seedPlan';

/** Runs the seed plan on a freshly deployed dev chain, one confirmed transaction per step. */
export async function seedDevHistory(
  plan: readonly SeedStep[],
  contracts: CompiledDevContracts,
  deployment: DevDeployment,
  transactor: DevTransactor,
): Promise<void> {
  for (const step of plan) {
    await transactor.send(senderOf(step), (wallet): Promise<Hash> => {
      const call = (
        address: Address,
        name: keyof CompiledDevContracts,
        functionName: string,
        args: readonly unknown[],
      ) => wallet.writeContract({ address, abi: contracts[name].abi, functionName, args });
      switch (step.kind) {
        case 'mintToken':
          return call(deployment.tokens[step.token], 'DevToken', 'mint', [
            transactor.address(step.to),
            parseUnits(step.amount, DEV_TOKENS[step.token].decimals),
          ]);
        case 'transferToken':
          return call(deployment.tokens[step.token], 'DevToken', 'transfer', [
            transactor.address(step.to),
            parseUnits(step.amount, DEV_TOKENS[step.token].decimals),
          ]);
        case 'sendNative':
          return wallet.sendTransaction({ to: transactor.address(step.to), value: parseEther(step.ether) });
        case 'mintCollectible':
          return call(deployment.collectible, 'DevCollectible', 'mint', [transactor.address(step.to)]);
        case 'transferCollectible':
          return call(deployment.collectible, 'DevCollectible', 'transferFrom', [
            transactor.address(step.from),
            transactor.address(step.to),
            BigInt(step.tokenId),
          ]);
        case 'airdropSpam':
          return call(deployment.spamCollection, 'DevSpamCollection', 'airdrop', [
            step.to.map((account) => transactor.address(account)),
          ]);
      }
    });
  }
}

/** Minting is the owner's right: the deployer mints tokens and collectibles, the spammer airdrops. */
function senderOf(step: SeedStep): number {
  switch (step.kind) {
    case 'mintToken':
    case 'mintCollectible':
      return DEPLOYER_ACCOUNT;
    case 'airdropSpam':
      return SPAMMER_ACCOUNT;
    case 'transferToken':
    case 'sendNative':
    case 'transferCollectible':
      return step.from;
  }
}
