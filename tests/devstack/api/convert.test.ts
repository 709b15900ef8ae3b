import { decodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, parseUnits } from 'viem';
import { SWAP_ROUTER_ADDRESS } from '../../../devstack/api/convert/swapRouter';
import { devChainClients } from '../../../devstack/chain/devChainClients';
import { type DevToken } from '../../../devstack/chain/DevChain';
import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

const NATIVE = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

let stack: ApiStack;
let user: string;
let dai: DevToken;
let usdc: DevToken;

beforeAll(async () => {
  stack = await startApiStack();
  const chain = firstChain(stack);
  user = `eip155:1:${devAccount(chain, 0)}`;
  const [first, second] = chain.tokens;
  if (first === undefined || second === undefined) throw new Error('The dev chain has too few tokens');
  [dai, usdc] = [first, second];
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

const caip = (token: DevToken) => `eip155:1:${token.address}`;

describe('swaps (SPEC §7 convert calls, REFERENCE §3a)', () => {
  it('GET /v1/convert/tokens lists the native token as 0xEeee… and every dev ERC-20, with decimals and logo', async () => {
    const answer = await stack.get<{ tokens: unknown[] }>('/v1/convert/tokens', { chainId: 'eip155:1' });
    expect(answer.status).toBe(200);
    expect(answer.body.tokens[0]).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      address: NATIVE,
      decimals: 18,
      logoUri: expect.stringMatching(/\/ETH\.svg$/),
    });
    expect(answer.body.tokens).toContainEqual(
      expect.objectContaining({ symbol: 'DUSDC', address: caip(usdc), decimals: 6 }),
    );
    expect((await stack.get('/v1/convert/tokens', { chainId: 'eip155:137' })).status).toBe(400);
  });

  // The quotes come from the swap router's pools, seeded at the price table's rates:
  // 100 ETH against 300 000 DUSDC, and 300 000 DDAI against 100 ETH.
  it('GET /v1/convert/quotes prices from the pools seeded at the price table (1 ETH → 3000 DUSDC less fee and price impact)', async () => {
    const amount = parseEther('1').toString();
    const answer = await stack.get('/v1/convert/quotes', {
      amount,
      userAddress: user,
      from: NATIVE,
      to: caip(usdc),
      gasPrice: '1',
    });
    const afterFee = 997n * parseEther('1');
    const expected = (afterFee * parseUnits('300000', 6)) / (parseEther('100') * 1000n + afterFee);
    expect(answer.body).toEqual({
      quotes: [
        {
          id: null,
          fromAmount: amount,
          fromAccount: NATIVE,
          toAmount: expected.toString(),
          toAccount: caip(usdc),
        },
      ],
    });
    expect(Number(expected) / 1e6).toBeCloseTo(2961.47, 2);
    const back = await stack.get<{ quotes: { toAmount: string }[] }>('/v1/convert/quotes', {
      amount: parseUnits('1500', 18).toString(),
      userAddress: user,
      from: caip(dai),
      to: NATIVE,
      gasPrice: '1',
    });
    const daiAfterFee = 997n * parseUnits('1500', 18);
    expect(back.body.quotes[0]?.toAmount).toBe(
      ((daiAfterFee * parseEther('100')) / (parseUnits('300000', 18) * 1000n + daiAfterFee)).toString(),
    );
  });

  it('refuses a quote across chains, of an unknown token or of a fractional amount with 400', async () => {
    const base = { amount: '1000', userAddress: user, from: caip(dai), to: caip(usdc), gasPrice: '1' };
    for (const change of [
      { to: `eip155:42161:${usdc.address}` },
      { to: 'eip155:1:0x0000000000000000000000000000000000000001' },
      { amount: '1.5' },
    ]) {
      expect((await stack.get('/v1/convert/quotes', { ...base, ...change })).status).toBe(400);
    }
  });

  it('GET /v1/convert/gas-price answers eth_gasPrice as standard, x1.1 fast, x1.2 instant', async () => {
    const gasPrice = await devChainClients(firstChain(stack)).publicClient.getGasPrice();
    const answer = await stack.get('/v1/convert/gas-price', { chainId: 'eip155:1' });
    expect(answer.body).toEqual({
      standard: gasPrice.toString(),
      fast: ((gasPrice * 11n) / 10n).toString(),
      instant: ((gasPrice * 12n) / 10n).toString(),
    });
  });

  it('build-approve gives real approve(router, amount) calldata; once sent, allowance reads it from the chain', async () => {
    const allowanceQuery = { tokenAddress: caip(dai), userAddress: user };
    expect((await stack.get('/v1/convert/allowance', allowanceQuery)).body).toEqual({ allowance: '0' });

    const amount = parseUnits('250', 18);
    const answer = await stack.get<{
      tx: {
        from: string;
        to: string;
        data: `0x${string}`;
        value: string;
        eip155: { gas: number; gasPrice: string };
      };
    }>('/v1/convert/build-approve', {
      userAddress: user,
      from: caip(dai),
      to: caip(usdc),
      amount: amount.toString(),
    });
    expect(answer.body.tx).toEqual({
      from: caip(dai),
      to: caip(dai),
      data: expect.stringMatching(/^0x095ea7b3/),
      value: '0',
      eip155: { gas: expect.any(Number), gasPrice: expect.stringMatching(/^\d+$/) },
    });
    expect(decodeFunctionData({ abi: erc20Abi, data: answer.body.tx.data })).toEqual({
      functionName: 'approve',
      args: [SWAP_ROUTER_ADDRESS, amount],
    });

    const { publicClient, walletClient } = devChainClients(firstChain(stack), 0);
    const hash = await walletClient.sendTransaction({
      to: dai.address,
      data: answer.body.tx.data,
      gas: BigInt(answer.body.tx.eip155.gas),
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await stack.get('/v1/convert/allowance', allowanceQuery)).body).toEqual({
      allowance: amount.toString(),
    });
  });

  it('build-approve defaults to an unlimited approval; the native token needs none (allowance max, approve 400)', async () => {
    const answer = await stack.get<{ tx: { data: `0x${string}` } }>('/v1/convert/build-approve', {
      userAddress: user,
      from: caip(usdc),
      to: caip(dai),
    });
    expect(decodeFunctionData({ abi: erc20Abi, data: answer.body.tx.data }).args).toEqual([
      SWAP_ROUTER_ADDRESS,
      maxUint256,
    ]);
    expect(
      (await stack.get('/v1/convert/allowance', { tokenAddress: NATIVE, userAddress: user })).body,
    ).toEqual({
      allowance: maxUint256.toString(),
    });
    expect(
      (await stack.get('/v1/convert/build-approve', { userAddress: user, from: NATIVE, to: caip(dai) }))
        .status,
    ).toBe(400);
  });

  it('build-transaction calls the router’s swap(from, to, amountIn, minAmountOut) with 1 % slippage', async () => {
    const amountIn = parseUnits('100', 6);
    const answer = await stack.post<{
      tx: {
        from: string;
        to: string;
        data: `0x${string}`;
        amount: string;
        eip155: { gas: string; gasPrice: string };
      };
    }>('/v1/convert/build-transaction', {
      amount: amountIn.toString(),
      eip155: { slippage: 1 },
      projectId: DEMO_PROJECT_ID,
      from: caip(usdc),
      to: caip(dai),
      userAddress: user,
      disableEstimate: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.tx).toEqual({
      from: user,
      to: `eip155:1:${SWAP_ROUTER_ADDRESS}`,
      data: expect.any(String),
      amount: expect.stringMatching(/^\d+$/),
      eip155: { gas: '300000', gasPrice: expect.stringMatching(/^\d+$/) },
    });
    // The DDAI/DUSDC pool holds 300 000 of each: 100 DUSDC buys a little under 100 DDAI.
    const afterFee = 997n * amountIn;
    const quoted = (afterFee * parseUnits('300000', 18)) / (parseUnits('300000', 6) * 1000n + afterFee);
    expect(answer.body.tx.amount).toBe(quoted.toString());
    const abi = parseAbi([
      'function swap(address fromToken, address toToken, uint256 amountIn, uint256 minAmountOut)',
    ]);
    expect(decodeFunctionData({ abi, data: answer.body.tx.data })).toEqual({
      functionName: 'swap',
      args: [usdc.address, dai.address, amountIn, (quoted * 99n) / 100n],
    });
  });

  it('build-transaction with estimation checks balance and router allowance on the chain (400), then estimates gas', async () => {
    const account6 = devAccount(firstChain(stack), 6);
    const body = {
      eip155: { slippage: 1 },
      projectId: DEMO_PROJECT_ID,
      to: caip(dai),
      userAddress: `eip155:1:${account6}`,
      disableEstimate: false,
    };
    const tooMuchEther = { ...body, amount: parseEther('1000000').toString(), from: NATIVE };
    expect(await stack.post('/v1/convert/build-transaction', tooMuchEther)).toMatchObject({
      status: 400,
      body: { reasons: [{ name: 'insufficient_balance' }] },
    });
    const ether = await stack.post<{ tx: { eip155: { gas: string } } }>('/v1/convert/build-transaction', {
      ...body,
      amount: parseEther('1').toString(),
      from: NATIVE,
    });
    expect(ether.status).toBe(200);
    expect(Number(ether.body.tx.eip155.gas)).toBeGreaterThanOrEqual(21_000);

    const { publicClient, walletClient } = devChainClients(firstChain(stack), 0);
    const funding = await walletClient.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account6, parseUnits('50', 6)],
    });
    await publicClient.waitForTransactionReceipt({ hash: funding });
    const usdcSwap = { ...body, amount: parseUnits('50', 6).toString(), from: caip(usdc) };
    expect(await stack.post('/v1/convert/build-transaction', usdcSwap)).toMatchObject({
      status: 400,
      body: { reasons: [{ name: 'insufficient_allowance' }] },
    });
    const approve = await stack.get<{ tx: { data: `0x${string}` } }>('/v1/convert/build-approve', {
      userAddress: `eip155:1:${account6}`,
      from: caip(usdc),
      to: caip(dai),
    });
    const approver = devChainClients(firstChain(stack), 6).walletClient;
    const approval = await approver.sendTransaction({ to: usdc.address, data: approve.body.tx.data });
    await publicClient.waitForTransactionReceipt({ hash: approval });
    expect((await stack.post('/v1/convert/build-transaction', usdcSwap)).status).toBe(200);
  });
});
