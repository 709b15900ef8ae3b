import { getAddress, type Address } from 'viem';
import { type CompiledDevContracts } from './compiledContracts';
import { DEV_COLLECTIBLE, DEV_SPAM_COLLECTION, DEV_TOKENS, type DevTokenKey } from './devAssets';
import { type DevTransactor } from './devTransactor';

export const DEPLOYER_ACCOUNT = 0;
/** The spam collection belongs to an account of its own, so its airdrops come from a stranger. */
export const SPAMMER_ACCOUNT = 9;

export interface DevDeployment {
  readonly tokens: Readonly<Record<DevTokenKey, Address>>;
  readonly collectible: Address;
  readonly spamCollection: Address;
}

/** One per token, the collectible and the spam collection: the deployer's nonces 0 to 4. */
export const DEPLOYMENT_TRANSACTION_COUNT = 5;

/**
 * Deploys the dev contracts from account 0 with nonces 0, 1, 2…, in a fixed order, so that every
 * start of a chain puts them at the same addresses.
 */
export async function deployDevContracts(
  contracts: CompiledDevContracts,
  transactor: DevTransactor,
): Promise<DevDeployment> {
  const deployer = transactor.address(DEPLOYER_ACCOUNT);
  let nonce = 0;
  const deploy = async (name: keyof CompiledDevContracts, args: readonly unknown[]): Promise<Address> => {
    const { abi, bytecode } = contracts[name];
    const fixedNonce = nonce++;
    const receipt = await transactor.send(DEPLOYER_ACCOUNT, (wallet) =>
      wallet.deployContract({ abi, bytecode, args, nonce: fixedNonce }),
    );
    if (receipt.contractAddress == null) throw new Error(`${name} deployment created no contract`);
    return getAddress(receipt.contractAddress);
  };

  const deployToken = (key: DevTokenKey): Promise<Address> => {
    const { name, symbol, decimals } = DEV_TOKENS[key];
    return deploy('DevToken', [name, symbol, decimals, deployer]);
  };
  // Awaited one by one, in this order: the order is what fixes each address.
  const tokens: Record<DevTokenKey, Address> = {
    dai: await deployToken('dai'),
    usdc: await deployToken('usdc'),
    points: await deployToken('points'),
  };
  const collectible = await deploy('DevCollectible', [
    DEV_COLLECTIBLE.name,
    DEV_COLLECTIBLE.symbol,
    deployer,
  ]);
  const spamCollection = await deploy('DevSpamCollection', [
    DEV_SPAM_COLLECTION.name,
    DEV_SPAM_COLLECTION.symbol,
    transactor.address(SPAMMER_ACCOUNT),
  ]);
  return { tokens, collectible, spamCollection };
}
