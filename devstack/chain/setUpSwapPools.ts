import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  keccak256,
  parseUnits,
  type PublicClient,
  toHex,
} from 'viem';
import { callDevRpc } from './callDevRpc';
import { type CompiledDevContracts } from './compiledContracts';
import { type DevDeployment } from './deployDevContracts';
import { DEV_TOKENS, type DevTokenKey, nativePriceUsd } from './devAssets';
import {
  LIQUIDITY_ACCOUNT,
  POOL_SIDE_USD,
  type PoolAsset,
  SWAP_NATIVE_TOKEN,
  SWAP_POOLS,
  SWAP_ROUTER_ADDRESS,
} from './devSwapPools';
import { type DevTransactor } from './devTransactor';

/** OpenZeppelin 5's ERC20 keeps `_balances` in slot 0 and `_totalSupply` in slot 2. */
const BALANCES_SLOT = 0n;
const TOTAL_SUPPLY_SLOT = 2n;

export interface SwapPoolSetUp {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly publicClient: PublicClient;
}

/**
 * Places the swap router's code at `SWAP_ROUTER_ADDRESS` and fills the `SWAP_POOLS` from the
 * liquidity account, each side worth `POOL_SIDE_USD` at the price table, so pool prices start at
 * the table's rates. The liquidity account's tokens are written into the token contracts' storage
 * rather than minted: minting is the deployer's (account 0) right, and any transaction of its own
 * would change the history and balances that accounts 0 and 1 are seeded with.
 */
export async function setUpSwapPools(
  chain: SwapPoolSetUp,
  contracts: CompiledDevContracts,
  deployment: DevDeployment,
  transactor: DevTransactor,
): Promise<void> {
  const router = contracts.DevSwapRouter;
  await callDevRpc(chain.rpcUrl, 'evm_setAccountCode', [SWAP_ROUTER_ADDRESS, router.deployedBytecode]);
  const provider = transactor.address(LIQUIDITY_ACCOUNT);
  const amountOf = (asset: PoolAsset): bigint =>
    asset === 'native'
      ? worth(nativePriceUsd(chain.chainId), 18)
      : worth(DEV_TOKENS[asset].priceUsd, DEV_TOKENS[asset].decimals);
  const addressOf = (asset: PoolAsset): Address =>
    asset === 'native' ? SWAP_NATIVE_TOKEN : deployment.tokens[asset];

  const pooledTokens = [...new Set(SWAP_POOLS.flat())].filter(
    (asset): asset is DevTokenKey => asset !== 'native',
  );
  for (const token of pooledTokens) {
    const needed = BigInt(SWAP_POOLS.filter((pool) => pool.includes(token)).length) * amountOf(token);
    await creditTokens(chain, deployment.tokens[token], provider, needed);
    await transactor.send(LIQUIDITY_ACCOUNT, (wallet) =>
      wallet.writeContract({
        address: deployment.tokens[token],
        abi: erc20Abi,
        functionName: 'approve',
        args: [SWAP_ROUTER_ADDRESS, needed],
      }),
    );
  }
  for (const [first, second] of SWAP_POOLS) {
    const [amountA, amountB] = [amountOf(first), amountOf(second)];
    const value = (first === 'native' ? amountA : 0n) + (second === 'native' ? amountB : 0n);
    await transactor.send(LIQUIDITY_ACCOUNT, (wallet) =>
      wallet.writeContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: router.abi,
        functionName: 'addLiquidity',
        args: [addressOf(first), addressOf(second), amountA, amountB],
        value,
      }),
    );
  }
}

/** Base units of an asset worth `POOL_SIDE_USD` at `priceUsd`. */
function worth(priceUsd: number, decimals: number): bigint {
  return parseUnits((POOL_SIDE_USD / priceUsd).toFixed(decimals), decimals);
}

/** Adds `amount` to `holder`'s balance and to the total supply, then checks the token agrees. */
async function creditTokens(
  chain: SwapPoolSetUp,
  token: Address,
  holder: Address,
  amount: bigint,
): Promise<void> {
  const read = (functionName: 'balanceOf' | 'totalSupply') =>
    functionName === 'balanceOf'
      ? chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName, args: [holder] })
      : chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName });
  const [balance, totalSupply] = [await read('balanceOf'), await read('totalSupply')];
  const balanceSlot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCES_SLOT]),
  );
  await writeSlot(chain.rpcUrl, token, balanceSlot, balance + amount);
  await writeSlot(chain.rpcUrl, token, toHex(TOTAL_SUPPLY_SLOT, { size: 32 }), totalSupply + amount);
  if (
    (await read('balanceOf')) !== balance + amount ||
    (await read('totalSupply')) !== totalSupply + amount
  ) {
    throw new Error(
      `Dev chain ${chain.chainId}: the token at ${token} does not keep balances where expected`,
    );
  }
}

function writeSlot(rpcUrl: string, contract: Address, slot: `0x${string}`, value: bigint): Promise<unknown> {
  return callDevRpc(rpcUrl, 'evm_setAccountStorageAt', [contract, slot, toHex(value, { size: 32 })]);
}
