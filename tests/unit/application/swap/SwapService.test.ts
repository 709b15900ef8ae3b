import { SwapService } from '../../../../application/swap/SwapService';
import { SwapStore } from '../../../../application/swap/SwapStore';
import { ALLOWANCE_POLL_MS, QUOTE_DEBOUNCE_MS } from '../../../../application/swap/swapTiming';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { AccountStore } from '../../../../application/account/AccountStore';
import { UserRejectedRequestError } from '../../../../domain/errors/WalletRequestErrors';
import { SwapRevertedError } from '../../../../domain/swap/SwapFlowErrors';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { ethereum, sepolia } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';
import { balanceOf, DAI, ETH, SWAP_ADDRESS, USDC } from './swapFixtures';

const cores: TestCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.core.destroy();
});

async function connectedSwap(network: CaipNetwork = ethereum) {
  const testCore = createTestCore({ options: { networks: [network] } });
  cores.push(testCore);
  arrangeConnected(testCore, network, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), SWAP_ADDRESS);
  testCore.blockchainApi.answers.swapTokens = [ETH, DAI, USDC];
  testCore.blockchainApi.answers.balances = [balanceOf(ETH, '2', true), balanceOf(DAI, '100')];
  testCore.blockchainApi.answers.fungiblePrices = [
    { address: ETH.address, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
    { address: DAI.address, name: 'Dev Dai', symbol: 'DDAI', iconUrl: '', price: 1 },
  ];
  const service = testCore.get(SwapService);
  await service.load();
  return { ...testCore, service, store: testCore.get(SwapStore) };
}

const wallet = (testCore: TestCore) => {
  const adapter = testCore.adapters[0];
  if (adapter === undefined) throw new Error('no adapter');
  return adapter;
};

async function typeAndQuote(testCore: TestCore, service: SwapService, text: string): Promise<void> {
  service.setAmount(text);
  testCore.clock.advance(QUOTE_DEBOUNCE_MS);
  await settle();
  await settle();
}

describe('SPEC §9 swap networks and SPEC §8 "Network not supported for Swaps"', () => {
  it('offers the convert token list with the balances on a swap network, selling the native currency', async () => {
    const { store } = await connectedSwap();
    const state = store.get();
    expect(state.status).toBe('ready');
    expect(state.tokens.map((token) => token.symbol)).toEqual(['ETH', 'DDAI', 'DUSDC']);
    expect(state.from).toBe(ETH.address);
    expect(state.to).toBe(DAI.address);
    expect(state.pricesUsd[ETH.address.toLowerCase()]).toBe(3000);
  });

  it('marks the form unsupported off the swap networks and asks the API nothing', async () => {
    const { store, blockchainApi } = await connectedSwap(sepolia);
    expect(store.get().status).toBe('unsupported');
    expect(blockchainApi.callsOf('getSwapTokens')).toEqual([]);
  });

  it('reports a token list that cannot load with its SPEC §8 text', async () => {
    const testCore = createTestCore({ options: { networks: [ethereum] } });
    cores.push(testCore);
    arrangeConnected(testCore, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), SWAP_ADDRESS);
    testCore.blockchainApi.failNext('getSwapTokens', new Error('HTTP status code: 500'));
    await testCore.get(SwapService).load();
    expect(testCore.get(SwapStore).get()).toMatchObject({ status: 'failed', error: 'HTTP status code: 500' });
  });
});

describe('Issue 6 swap: live quote for the typed amount', () => {
  it('asks one quote once typing pauses, in base units with the standard gas price', async () => {
    const { service, store, blockchainApi, clock } = await connectedSwap();
    blockchainApi.answers.swapQuotes = [
      { fromAmount: '500000000000000000', toAmount: '1495000000000000000000' },
    ];
    service.setAmount('0.');
    clock.advance(100);
    service.setAmount('0.5');
    expect(store.get().quote).toEqual({ kind: 'loading' });
    clock.advance(QUOTE_DEBOUNCE_MS);
    await settle();
    await settle();
    expect(blockchainApi.callsOf('getSwapQuote')).toEqual([
      [
        {
          amount: '500000000000000000',
          userAddress: `eip155:1:${SWAP_ADDRESS}`,
          from: ETH.address,
          to: DAI.address,
          gasPrice: '1',
        },
      ],
    ]);
    expect(store.get().quote).toEqual({
      kind: 'ready',
      fromAmount: 500000000000000000n,
      toAmount: 1495000000000000000000n,
    });
  });

  it('shows a failed quote with its SPEC §8 text, and none for an empty answer', async () => {
    const testCore = await connectedSwap();
    const { service, store, blockchainApi } = testCore;
    blockchainApi.failNext('getSwapQuote', new Error('HTTP status code: 400'));
    await typeAndQuote(testCore, service, '1');
    expect(store.get().quote).toEqual({ kind: 'failed', message: 'HTTP status code: 400' });
    blockchainApi.answers.swapQuotes = [];
    await typeAndQuote(testCore, service, '2');
    expect(store.get().quote).toEqual({ kind: 'failed', message: 'No quote is available for this pair' });
  });

  it('marks an amount above the balance as insufficient', async () => {
    const { service, store } = await connectedSwap();
    service.setAmount('2');
    expect(store.get().insufficientBalance).toBe(false);
    service.setAmount('2.000001');
    expect(store.get().insufficientBalance).toBe(true);
    service.selectFrom(USDC.address);
    service.setAmount('1');
    expect(store.get().insufficientBalance).toBe(true);
  });

  it('asks nothing for an empty, zero or malformed amount', async () => {
    const { service, store, blockchainApi, clock } = await connectedSwap();
    for (const text of ['', '0', 'abc', '-1', '1.0000000000000000001']) {
      service.setAmount(text);
      clock.advance(QUOTE_DEBOUNCE_MS);
      await settle();
      expect(store.get().amount).toBeUndefined();
    }
    expect(blockchainApi.callsOf('getSwapQuote')).toEqual([]);
  });

  it('swaps the two tokens when the bought one is picked to sell, and on flip', async () => {
    const { service, store } = await connectedSwap();
    service.selectFrom(DAI.address);
    expect(store.get()).toMatchObject({ from: DAI.address, to: ETH.address });
    service.flip();
    expect(store.get()).toMatchObject({ from: ETH.address, to: DAI.address });
    service.selectTo(ETH.address);
    expect(store.get()).toMatchObject({ from: DAI.address, to: ETH.address });
  });
});

describe('Issue 6 swap: approve when the allowance is short, then swap', () => {
  const swapTransaction = {
    from: SWAP_ADDRESS,
    to: '0x5A9E000000000000000000000000000000005A9e',
    data: '0xfe029156' as const,
    value: '0',
  };

  it('needs no approval to sell the native currency, and sends the built swap with its value', async () => {
    const testCore = await connectedSwap();
    const { service, store, blockchainApi } = testCore;
    blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '2990000000000000000000' }];
    await typeAndQuote(testCore, service, '1');
    await service.checkAllowance();
    expect(store.get().approval).toBe('sufficient');
    expect(blockchainApi.callsOf('getAllowance')).toEqual([]);
    blockchainApi.answers.builtTransaction = { ...swapTransaction, value: '1000000000000000000' };
    const outcome = await service.swap();
    expect(outcome).toMatchObject({ kind: 'swapped', sold: ETH, bought: DAI, confirmed: true });
    expect(blockchainApi.callsOf('buildSwapTransaction')).toEqual([
      [
        {
          amount: '1000000000000000000',
          userAddress: `eip155:1:${SWAP_ADDRESS}`,
          from: ETH.address,
          to: DAI.address,
          slippage: 1,
          value: '1000000000000000000',
        },
      ],
    ]);
    const sent = wallet(testCore).calls.filter((call) => call.method === 'sendTransaction');
    expect(sent).toEqual([
      {
        method: 'sendTransaction',
        args: [
          {
            network: ethereum,
            from: SWAP_ADDRESS,
            to: swapTransaction.to,
            value: 1000000000000000000n,
            data: '0xfe029156',
          },
        ],
      },
    ]);
    expect(store.get()).toMatchObject({ amountText: '', amount: undefined, swapping: false });
  });

  it('skips the approval when the allowance already covers the amount', async () => {
    const testCore = await connectedSwap();
    const { service, store, blockchainApi } = testCore;
    service.selectFrom(DAI.address);
    await typeAndQuote(testCore, service, '10');
    blockchainApi.answers.allowance = '10000000000000000000';
    await service.checkAllowance();
    expect(store.get().approval).toBe('sufficient');
    expect(blockchainApi.callsOf('getAllowance')).toEqual([
      [{ tokenAddress: DAI.address, userAddress: `eip155:1:${SWAP_ADDRESS}` }],
    ]);
  });

  it('approves through the wallet and waits until the chain shows the allowance', async () => {
    const testCore = await connectedSwap();
    const { service, store, blockchainApi, clock } = testCore;
    service.selectFrom(DAI.address);
    await typeAndQuote(testCore, service, '10');
    blockchainApi.answers.allowance = '0';
    await service.checkAllowance();
    expect(store.get().approval).toBe('needed');
    blockchainApi.answers.builtTransaction = {
      from: DAI.address,
      to: '0xdada000000000000000000000000000000000001',
      data: '0x095ea7b3',
      value: '0',
    };
    const approving = service.approve();
    await settle();
    expect(store.get().approval).toBe('approving');
    expect(wallet(testCore).methodsCalled()).toContain('sendTransaction');
    blockchainApi.answers.allowance = '10000000000000000000';
    clock.advance(ALLOWANCE_POLL_MS);
    await expect(approving).resolves.toBe(true);
    expect(store.get().approval).toBe('sufficient');
    expect(blockchainApi.callsOf('buildApproveTransaction')).toEqual([
      [{ userAddress: `eip155:1:${SWAP_ADDRESS}`, from: DAI.address, to: ETH.address }],
    ]);
  });

  it('shows the wallet refusal of an approval (SPEC §8 snackbar text) and asks for it again', async () => {
    const testCore = await connectedSwap();
    const { service, store } = testCore;
    service.selectFrom(DAI.address);
    await typeAndQuote(testCore, service, '10');
    await service.checkAllowance();
    wallet(testCore).failures.set('sendTransaction', new UserRejectedRequestError());
    await expect(service.approve()).resolves.toBe(false);
    expect(store.get().approval).toBe('needed');
    expect(testCore.get(SnackbarStore).get()).toMatchObject({
      open: true,
      variant: 'error',
      message: new UserRejectedRequestError().shortMessage,
    });
  });

  it('shows the wallet refusal of a swap and keeps the form to try again', async () => {
    const testCore = await connectedSwap();
    const { service, store } = testCore;
    await typeAndQuote(testCore, service, '1');
    wallet(testCore).failures.set('sendTransaction', new UserRejectedRequestError());
    await expect(service.swap()).resolves.toEqual({ kind: 'failed' });
    expect(store.get()).toMatchObject({ amountText: '1', swapping: false });
    expect(testCore.get(SnackbarStore).get()).toMatchObject({
      variant: 'error',
      message: new UserRejectedRequestError().shortMessage,
    });
  });

  it('issue (flows end confirmed): a swap the network reverted is an error, and the form stays to try again', async () => {
    const testCore = await connectedSwap();
    const { service, store } = testCore;
    await typeAndQuote(testCore, service, '1');
    wallet(testCore).transactionOutcome = 'failed';
    await expect(service.swap()).resolves.toEqual({ kind: 'failed' });
    expect(wallet(testCore).methodsCalled()).toEqual(
      expect.arrayContaining(['sendTransaction', 'waitForTransaction']),
    );
    expect(store.get()).toMatchObject({ amountText: '1', swapping: false });
    expect(testCore.get(SnackbarStore).get()).toMatchObject({
      variant: 'error',
      message: new SwapRevertedError().shortMessage,
    });
  });

  it('a swap still unmined at the end of the watch counts as sent but not confirmed', async () => {
    const testCore = await connectedSwap();
    const { service, store } = testCore;
    await typeAndQuote(testCore, service, '1');
    wallet(testCore).transactionOutcome = 'pending';
    await expect(service.swap()).resolves.toMatchObject({ kind: 'swapped', confirmed: false });
    expect(store.get()).toMatchObject({ amountText: '', swapping: false });
  });

  it('keeps "swapping" until the network has mined the swap', async () => {
    const testCore = await connectedSwap();
    const { service, store } = testCore;
    await typeAndQuote(testCore, service, '1');
    let mine: (outcome: 'confirmed') => void = () => undefined;
    wallet(testCore).transactionOutcome = new Promise((resolve) => (mine = resolve));
    const swapped = service.swap();
    await settle();
    expect(store.get()).toMatchObject({ swapping: true, amountText: '1' });
    mine('confirmed');
    await expect(swapped).resolves.toMatchObject({ kind: 'swapped', confirmed: true });
    expect(store.get().swapping).toBe(false);
  });

  it('reads the balances again after a swap, past the 30 s cache', async () => {
    const testCore = await connectedSwap();
    const { service, store, blockchainApi } = testCore;
    await typeAndQuote(testCore, service, '1');
    blockchainApi.answers.balances = [balanceOf(ETH, '1', true), balanceOf(DAI, '3090')];
    const before = blockchainApi.callsOf('getBalances').length;
    await service.swap();
    await settle();
    expect(blockchainApi.callsOf('getBalances').length).toBe(before + 1);
    expect(store.get().balances.map((balance) => balance.quantity.numeric)).toEqual(['1', '3090']);
    expect(testCore.get(AccountStore).account('eip155').tokenBalance).toEqual(store.get().balances);
    expect(wallet(testCore).methodsCalled()).toContain('getBalance');
  });
});
