import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  type TransactionReceipt,
} from 'viem';
import { SWAP_ROUTER_ABI, SWAP_ROUTER_ADDRESS } from '../../../devstack/api/convert/swapRouter';
import { devChainClients, type DevChainClients } from '../../../devstack/chain/devChainClients';
import { type DevChain, type DevToken } from '../../../devstack/chain/DevChain';
import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

interface BuiltSwap {
  readonly tx: {
    readonly to: string;
    readonly data: `0x${string}`;
    readonly amount: string;
    readonly eip155: { readonly gas: string; readonly gasPrice: string };
  };
}

let stack: ApiStack;
let chain: DevChain;
let dai: DevToken;
let usdc: DevToken;
let points: DevToken;

beforeAll(async () => {
  stack = await startApiStack();
  chain = firstChain(stack);
  const [first, second, third] = chain.tokens;
  if (first === undefined || second === undefined || third === undefined)
    throw new Error('The dev chain has too few tokens');
  [dai, usdc, points] = [first, second, third];
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

const caip = (address: Address) => `eip155:${chain.chainId}:${address}`;

/** x * y = k with 0.3 % of the amount sold kept by the pool, rounded down. */
const constantProduct = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

function clientsOf(account: number): DevChainClients {
  return devChainClients(chain, account);
}

function reserves(from: Address, to: Address): Promise<readonly [bigint, bigint]> {
  return clientsOf(0).publicClient.readContract({
    address: SWAP_ROUTER_ADDRESS,
    abi: SWAP_ROUTER_ABI,
    functionName: 'getReserves',
    args: [from, to],
  });
}

function balanceOf(token: Address, holder: Address): Promise<bigint> {
  return token === NATIVE
    ? clientsOf(0).publicClient.getBalance({ address: holder })
    : clientsOf(0).publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      });
}

async function quote(from: Address, to: Address, amount: bigint): Promise<bigint> {
  const answer = await stack.get<{ quotes: { toAmount: string }[] }>('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: caip(devAccount(chain, 0)),
    from: caip(from),
    to: caip(to),
    gasPrice: '1',
  });
  expect(answer.status).toBe(200);
  return BigInt(answer.body.quotes[0]?.toAmount ?? Number.NaN);
}

async function buildSwap(account: number, from: Address, to: Address, amount: bigint): Promise<BuiltSwap> {
  const answer = await stack.post<BuiltSwap>('/v1/convert/build-transaction', {
    amount: amount.toString(),
    eip155: { slippage: 1 },
    projectId: DEMO_PROJECT_ID,
    from: caip(from),
    to: caip(to),
    userAddress: caip(devAccount(chain, account)),
    disableEstimate: false,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Signs and sends a built transaction as a wallet would: its data and gas, and the ether sold as value. */
async function sendBuilt(
  account: number,
  to: Address,
  built: { data: `0x${string}`; gas: bigint },
  value = 0n,
): Promise<TransactionReceipt> {
  const { publicClient, walletClient } = clientsOf(account);
  const hash = await walletClient.sendTransaction({ to, data: built.data, gas: built.gas, value });
  return publicClient.waitForTransactionReceipt({ hash });
}

describe('swap: constant-product pools behind the SPEC §7 convert calls', () => {
  it('seeds ETH/DDAI, ETH/DUSDC and DDAI/DUSDC at the price table (3000 USD an ether) and no pool for DPTS', async () => {
    expect(await reserves(NATIVE, usdc.address)).toEqual([parseEther('100'), parseUnits('300000', 6)]);
    expect(await reserves(dai.address, NATIVE)).toEqual([parseUnits('300000', 18), parseEther('100')]);
    expect(await reserves(usdc.address, dai.address)).toEqual([
      parseUnits('300000', 6),
      parseUnits('300000', 18),
    ]);
    expect(await reserves(points.address, dai.address)).toEqual([0n, 0n]);
  });

  it('quotes from the reserves read at request time with the 0.3 % fee (x * y = k)', async () => {
    const amountIn = parseUnits('2500', 18);
    const [reserveIn, reserveOut] = await reserves(dai.address, usdc.address);
    expect(await quote(dai.address, usdc.address, amountIn)).toBe(
      constantProduct(amountIn, reserveIn, reserveOut),
    );
  });

  it('approve then swap with the built calldata moves both balances and the reserves; allowance reads back', async () => {
    const account = 0;
    const owner = devAccount(chain, account);
    const amountIn = parseUnits('1000', 18);
    const allowance = () =>
      stack.get<{ allowance: string }>('/v1/convert/allowance', {
        tokenAddress: caip(dai.address),
        userAddress: caip(owner),
      });
    expect((await allowance()).body).toEqual({ allowance: '0' });
    const approve = await stack.get<{ tx: { data: `0x${string}`; eip155: { gas: number } } }>(
      '/v1/convert/build-approve',
      {
        userAddress: caip(owner),
        from: caip(dai.address),
        to: caip(usdc.address),
        amount: amountIn.toString(),
      },
    );
    const approval = await sendBuilt(account, dai.address, {
      data: approve.body.tx.data,
      gas: BigInt(approve.body.tx.eip155.gas),
    });
    expect(approval.status).toBe('success');
    expect((await allowance()).body).toEqual({ allowance: amountIn.toString() });

    const [reserveIn, reserveOut] = await reserves(dai.address, usdc.address);
    const [daiBefore, usdcBefore] = [
      await balanceOf(dai.address, owner),
      await balanceOf(usdc.address, owner),
    ];
    const built = await buildSwap(account, dai.address, usdc.address, amountIn);
    const amountOut = BigInt(built.tx.amount);
    expect(amountOut).toBe(constantProduct(amountIn, reserveIn, reserveOut));
    const swap = await sendBuilt(account, SWAP_ROUTER_ADDRESS, {
      data: built.tx.data,
      gas: BigInt(built.tx.eip155.gas),
    });
    expect(swap.status).toBe('success');
    expect(await balanceOf(dai.address, owner)).toBe(daiBefore - amountIn);
    expect(await balanceOf(usdc.address, owner)).toBe(usdcBefore + amountOut);
    expect(await reserves(dai.address, usdc.address)).toEqual([reserveIn + amountIn, reserveOut - amountOut]);
    expect((await allowance()).body).toEqual({ allowance: '0' });
  });

  it('swaps ether with no approval: the amount sold goes as the value, DDAI arrives', async () => {
    const account = 3;
    const trader = devAccount(chain, account);
    const amountIn = parseEther('0.5');
    expect(
      (await stack.get('/v1/convert/allowance', { tokenAddress: caip(NATIVE), userAddress: caip(trader) }))
        .body,
    ).toEqual({ allowance: maxUint256.toString() });
    const [reserveIn, reserveOut] = await reserves(NATIVE, dai.address);
    const etherBefore = await balanceOf(NATIVE, trader);
    const built = await buildSwap(account, NATIVE, dai.address, amountIn);
    const receipt = await sendBuilt(
      account,
      SWAP_ROUTER_ADDRESS,
      { data: built.tx.data, gas: BigInt(built.tx.eip155.gas) },
      amountIn,
    );
    expect(receipt.status).toBe('success');
    const amountOut = BigInt(built.tx.amount);
    expect(amountOut).toBe(constantProduct(amountIn, reserveIn, reserveOut));
    expect(await balanceOf(dai.address, trader)).toBe(amountOut);
    expect(await balanceOf(NATIVE, trader)).toBe(
      etherBefore - amountIn - receipt.gasUsed * receipt.effectiveGasPrice,
    );
    expect(await reserves(NATIVE, dai.address)).toEqual([reserveIn + amountIn, reserveOut - amountOut]);
  });

  it('a swap that buys ether is a trade in the history: the token out, and the ether the router paid in', async () => {
    const account = 1;
    const trader = devAccount(chain, account);
    const amountIn = parseUnits('100', 18);
    const approve = await stack.get<{ tx: { data: `0x${string}`; eip155: { gas: number } } }>(
      '/v1/convert/build-approve',
      { userAddress: caip(trader), from: caip(dai.address), to: caip(NATIVE), amount: amountIn.toString() },
    );
    await sendBuilt(account, dai.address, {
      data: approve.body.tx.data,
      gas: BigInt(approve.body.tx.eip155.gas),
    });
    const built = await buildSwap(account, dai.address, NATIVE, amountIn);
    const receipt = await sendBuilt(account, SWAP_ROUTER_ADDRESS, {
      data: built.tx.data,
      gas: BigInt(built.tx.eip155.gas),
    });
    expect(receipt.status).toBe('success');

    const history = await stack.get<{
      data: {
        id: string;
        metadata: { operationType: string };
        transfers: { direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string } }[];
      }[];
    }>(`/v1/account/${trader}/history`, { chainId: `eip155:${chain.chainId}` });
    const newest = history.body.data[0];
    expect(newest?.id).toBe(receipt.transactionHash);
    expect(newest?.metadata.operationType).toBe('trade');
    expect(
      newest?.transfers.map((transfer) => [
        transfer.direction,
        transfer.quantity.numeric,
        transfer.fungible_info?.symbol,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['out', '100', 'DDAI'],
        ['in', formatEther(BigInt(built.tx.amount)), 'ETH'],
      ]),
    );
  });

  it('reverts a built swap once the price has moved past its 1 % slippage (minAmountOut)', async () => {
    const amountIn = parseEther('1');
    const stale = await buildSwap(4, NATIVE, usdc.address, amountIn);
    // Another trader sells 10 ETH into the 100 ETH pool first: the price drops by far more than 1 %.
    const mover = await buildSwap(5, NATIVE, usdc.address, parseEther('10'));
    const moved = await sendBuilt(
      5,
      SWAP_ROUTER_ADDRESS,
      { data: mover.tx.data, gas: BigInt(mover.tx.eip155.gas) },
      parseEther('10'),
    );
    expect(moved.status).toBe('success');

    const trader = devAccount(chain, 4);
    const call = { account: trader, to: SWAP_ROUTER_ADDRESS, data: stale.tx.data, value: amountIn };
    await expect(clientsOf(4).publicClient.call(call)).rejects.toThrow(
      'DevSwapRouter: insufficient output amount',
    );
    const reverted = await sendBuilt(
      4,
      SWAP_ROUTER_ADDRESS,
      { data: stale.tx.data, gas: BigInt(stale.tx.eip155.gas) },
      amountIn,
    );
    expect(reverted.status).toBe('reverted');
    expect(await balanceOf(usdc.address, trader)).toBe(0n);
  });

  it('refuses a pair without a pool (quote 400, "unknown pair" on chain) and a zero amount ("zero amount")', async () => {
    const answer = await stack.get('/v1/convert/quotes', {
      amount: '10',
      userAddress: caip(devAccount(chain, 0)),
      from: caip(points.address),
      to: caip(dai.address),
      gasPrice: '1',
    });
    expect(answer).toMatchObject({ status: 400, body: { reasons: [{ name: 'no_route' }] } });
    const { publicClient } = clientsOf(0);
    const swapCall = (from: Address, to: Address, amountIn: bigint) => ({
      account: devAccount(chain, 0),
      to: SWAP_ROUTER_ADDRESS,
      data: encodeFunctionData({
        abi: SWAP_ROUTER_ABI,
        functionName: 'swap',
        args: [from, to, amountIn, 0n],
      }),
    });
    await expect(publicClient.call(swapCall(points.address, dai.address, 10n))).rejects.toThrow(
      'DevSwapRouter: unknown pair',
    );
    await expect(publicClient.call(swapCall(dai.address, usdc.address, 0n))).rejects.toThrow(
      'DevSwapRouter: zero amount',
    );
    const getAmountOut = parseAbi([
      'function getAmountOut(address fromToken, address toToken, uint256 amountIn) view returns (uint256)',
    ]);
    const [reserveIn, reserveOut] = await reserves(usdc.address, NATIVE);
    expect(
      await publicClient.readContract({
        address: SWAP_ROUTER_ADDRESS,
        abi: getAmountOut,
        functionName: 'getAmountOut',
        args: [usdc.address, NATIVE, 1234n],
      }),
    ).toBe(constantProduct(1234n, reserveIn, reserveOut));
  });
});
