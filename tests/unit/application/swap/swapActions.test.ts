import {
  approve,
  checkSwapApproval,
  listSwapTokens,
  quoteSwap,
  swap,
} from '../../../../application/instance/actions';
import { NetworkService } from '../../../../application/network/NetworkService';
import { ALLOWANCE_POLL_ATTEMPTS, ALLOWANCE_POLL_MS } from '../../../../application/swap/swapTiming';
import { UserRejectedRequestError } from '../../../../domain/errors/WalletRequestErrors';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';
import { flush } from '../../../support/flush';
import { balanceOf, DAI, ETH, SWAP_ADDRESS, USDC } from './swapFixtures';

const cores: TestCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) void core.core.destroy();
});

function connectedSwap(network: CaipNetwork = ethereum, setup: TestCoreSetup = {}) {
  const t = createTestCore({ options: { networks: [network, arbitrum] }, ...setup });
  cores.push(t);
  arrangeConnected(t, network, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), SWAP_ADDRESS);
  t.blockchainApi.answers.swapTokens = [ETH, DAI, USDC];
  t.blockchainApi.answers.balances = [balanceOf(ETH, '2', true), balanceOf(DAI, '100')];
  t.blockchainApi.answers.fungiblePrices = [
    { address: ETH.address, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
    { address: DAI.address, name: 'Dev Dai', symbol: 'DDAI', iconUrl: '', price: 1 },
  ];
  const wallet = t.adapters[0];
  if (wallet === undefined) throw new Error('no adapter');
  return { ...t, wallet };
}

const USER = `eip155:1:${SWAP_ADDRESS}`;
const sellEther = { from: 'ETH', to: 'DDAI', amount: '1' };
const sellDai = { from: DAI.address, to: ETH.address, amount: '10' };
const swapTransaction = {
  from: SWAP_ADDRESS,
  to: '0x5A9E000000000000000000000000000000005A9e',
  data: '0xfe029156' as const,
  value: 'ignored: the caller decides',
};

describe('listSwapTokens: SPEC §9 swap networks and SPEC §8 "Network not supported for Swaps"', () => {
  it('lists the convert tokens with the balances and the USD prices', async () => {
    const t = connectedSwap();
    const market = await listSwapTokens(t.core);
    expect(market.tokens.map((token) => token.symbol)).toEqual(['ETH', 'DDAI', 'DUSDC']);
    expect(market.balances).toHaveLength(2);
    expect(market.pricesUsd[ETH.address.toLowerCase()]).toBe(3000);
  });

  it('refuses a network off the swap networks and asks the API nothing', async () => {
    const t = connectedSwap(sepolia);
    await expect(listSwapTokens(t.core)).rejects.toMatchObject({
      code: 'SWAP_NETWORK_UNSUPPORTED',
      shortMessage: 'Network not supported for Swaps',
    });
    expect([t.blockchainApi.callsOf('getSwapTokens'), t.blockchainApi.callsOf('getBalances')]).toEqual([
      [],
      [],
    ]);
  });

  it('SPEC §4: on a network the wallet moved to by itself, which the site did not configure, it is the same SPEC §8 text', async () => {
    const t = connectedSwap();
    t.get(NetworkService).applySwitch(sepolia);
    await expect(listSwapTokens(t.core, { network: sepolia.caipNetworkId })).rejects.toMatchObject({
      code: 'SWAP_NETWORK_UNSUPPORTED',
    });
  });

  it('a token list that cannot load is its SPEC §8 error; prices that cannot load are none', async () => {
    const t = connectedSwap();
    t.blockchainApi.failNext('getSwapTokens', new Error('HTTP status code: 500'));
    await expect(listSwapTokens(t.core)).rejects.toThrow('HTTP status code: 500');
    t.blockchainApi.failNext('getFungiblePrices', new Error('HTTP status code: 502'));
    await expect(listSwapTokens(t.core)).resolves.toMatchObject({ pricesUsd: {} });
  });

  it('loads the swap feature itself the first time', async () => {
    const t = connectedSwap(ethereum, { enableFeatures: false });
    await expect(listSwapTokens(t.core)).resolves.toMatchObject({ tokens: [ETH, DAI, USDC] });
  });
});

describe('quoteSwap (SPEC §7 convert quotes)', () => {
  it('asks in base units of the sold token with the standard gas price; the minimum is 1 % less (SPEC §9)', async () => {
    const t = connectedSwap();
    t.blockchainApi.answers.swapQuotes = [
      { fromAmount: '500000000000000000', toAmount: '1495000000000000000000' },
    ];
    await expect(quoteSwap(t.core, { ...sellEther, amount: '0.5' })).resolves.toEqual({
      sold: ETH,
      bought: DAI,
      fromAmount: 500000000000000000n,
      toAmount: 1495000000000000000000n,
      minimumReceived: 1480050000000000000000n,
      slippage: 1,
    });
    expect(t.blockchainApi.callsOf('getSwapQuote')).toEqual([
      [
        {
          amount: '500000000000000000',
          userAddress: USER,
          from: ETH.address,
          to: DAI.address,
          gasPrice: '1',
        },
      ],
    ]);
  });

  it('"No quote is available for this pair" for an empty answer; the API error as it came otherwise', async () => {
    const t = connectedSwap();
    await expect(quoteSwap(t.core, sellEther)).rejects.toMatchObject({
      shortMessage: 'No quote is available for this pair',
    });
    t.blockchainApi.failNext('getSwapQuote', new Error('HTTP status code: 400'));
    await expect(quoteSwap(t.core, sellEther)).rejects.toThrow('HTTP status code: 400');
  });

  it('"The amount is too small to swap" when the quote gives nothing for the amount (a swap would only pay the fee)', async () => {
    const t = connectedSwap();
    t.blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '0' }];
    await expect(quoteSwap(t.core, sellEther)).rejects.toMatchObject({
      code: 'SWAP_AMOUNT_TOO_SMALL',
      shortMessage: 'The amount is too small to swap',
    });
  });

  it.each(['', '0', 'abc', '-1', '1.0000000000000000001'])(
    '"Invalid amount" for %j, with no quote asked (never rounded into another amount)',
    async (amount) => {
      const t = connectedSwap();
      await expect(quoteSwap(t.core, { ...sellEther, amount })).rejects.toMatchObject({
        code: 'INVALID_AMOUNT',
      });
      expect(t.blockchainApi.callsOf('getSwapQuote')).toEqual([]);
    },
  );

  it('refuses a swap of a token for itself, and a token the network does not swap', async () => {
    const t = connectedSwap();
    await expect(quoteSwap(t.core, { ...sellEther, to: ETH.address.toUpperCase() })).rejects.toMatchObject({
      code: 'SAME_SWAP_TOKENS',
      shortMessage: 'Pick two different tokens to swap',
    });
    await expect(quoteSwap(t.core, { ...sellEther, to: 'eth' })).rejects.toMatchObject({
      code: 'SAME_SWAP_TOKENS',
    });
    await expect(quoteSwap(t.core, { ...sellEther, to: 'WBTC' })).rejects.toMatchObject({
      shortMessage: 'Token WBTC is not among the swap tokens of Ethereum',
    });
  });

  it('reads the token list once for the form and the quotes that follow, not on every keystroke', async () => {
    const t = connectedSwap();
    await listSwapTokens(t.core);
    for (const amount of ['1', '1.5', '2'])
      await quoteSwap(t.core, { ...sellEther, amount }).catch(() => undefined);
    expect(t.blockchainApi.callsOf('getSwapTokens')).toHaveLength(1);
  });
});

describe('checkSwapApproval and approve (SPEC §7 convert allowance, build-approve)', () => {
  it('selling the native currency needs no approval, and no allowance is read', async () => {
    const t = connectedSwap();
    await expect(checkSwapApproval(t.core, sellEther)).resolves.toBe('sufficient');
    await expect(approve(t.core, sellEther)).resolves.toEqual({ status: 'notNeeded' });
    expect(t.blockchainApi.callsOf('getAllowance')).toEqual([]);
  });

  it('an allowance that covers the amount is sufficient; a short one, or one that cannot be read, is not', async () => {
    const t = connectedSwap();
    t.blockchainApi.answers.allowance = '10000000000000000000';
    await expect(checkSwapApproval(t.core, sellDai)).resolves.toBe('sufficient');
    expect(t.blockchainApi.callsOf('getAllowance')).toEqual([
      [{ tokenAddress: DAI.address, userAddress: USER }],
    ]);
    await expect(checkSwapApproval(t.core, { ...sellDai, amount: '10.5' })).resolves.toBe('needed');
    t.blockchainApi.failNext('getAllowance', new Error('HTTP status code: 500'));
    await expect(checkSwapApproval(t.core, sellDai)).resolves.toBe('needed');
  });

  it('approves through the wallet and resolves only once the chain shows the allowance', async () => {
    const t = connectedSwap();
    t.blockchainApi.answers.builtTransaction = {
      ...swapTransaction,
      to: DAI.address.split(':')[2] ?? '',
      value: '0',
    };
    let result: unknown;
    void approve(t.core, sellDai).then((approved) => (result = approved));
    await flush();
    expect(t.wallet.methodsCalled()).toContain('sendTransaction');
    t.clock.advance(ALLOWANCE_POLL_MS);
    await flush();
    expect(result).toBeUndefined();
    t.blockchainApi.answers.allowance = '10000000000000000000';
    t.clock.advance(ALLOWANCE_POLL_MS);
    await flush();
    expect(result).toEqual({ status: 'approved', hash: `0x${'cd'.repeat(32)}` });
    expect(t.blockchainApi.callsOf('buildApproveTransaction')).toEqual([
      [{ userAddress: USER, from: DAI.address, to: ETH.address }],
    ]);
  });

  it("the wallet's refusal of an approval is its error", async () => {
    const t = connectedSwap();
    t.wallet.failures.set('sendTransaction', new UserRejectedRequestError());
    await expect(approve(t.core, sellDai)).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });

  it('an approval the chain never shows ends in "The approval was not confirmed in time"', async () => {
    const t = connectedSwap();
    let failure: unknown;
    void approve(t.core, sellDai).catch((error: unknown) => (failure = error));
    for (let poll = 0; poll <= ALLOWANCE_POLL_ATTEMPTS; poll += 1) {
      await flush();
      t.clock.advance(ALLOWANCE_POLL_MS);
    }
    await flush();
    expect(failure).toMatchObject({ shortMessage: 'The approval was not confirmed in time' });
  });
});

describe('swap (SPEC §7 convert build-transaction, §9 slippage)', () => {
  it('builds the swap at the SPEC §9 slippage, attaches the amount sold when it is the native currency, and waits until mined', async () => {
    const t = connectedSwap();
    t.blockchainApi.answers.builtTransaction = swapTransaction;
    await expect(swap(t.core, sellEther)).resolves.toEqual({
      hash: `0x${'cd'.repeat(32)}`,
      outcome: 'confirmed',
    });
    expect(t.blockchainApi.callsOf('buildSwapTransaction')).toEqual([
      [
        {
          amount: '1000000000000000000',
          userAddress: USER,
          from: ETH.address,
          to: DAI.address,
          slippage: 1,
          value: '1000000000000000000',
        },
      ],
    ]);
    expect(t.wallet.calls.filter((call) => call.method === 'sendTransaction')).toEqual([
      {
        method: 'sendTransaction',
        args: [
          {
            network: ethereum,
            from: SWAP_ADDRESS,
            to: swapTransaction.to,
            value: 10n ** 18n,
            data: '0xfe029156',
          },
        ],
      },
    ]);
    expect(t.wallet.methodsCalled()).toContain('waitForTransaction');
  });

  it('a swap selling a contract token carries no value', async () => {
    const t = connectedSwap();
    await swap(t.core, sellDai);
    expect(t.blockchainApi.callsOf('buildSwapTransaction')[0]?.[0]).toMatchObject({ value: '0' });
  });

  it('flows end confirmed: a swap the network reverted is SwapRevertedError naming the transaction', async () => {
    const t = connectedSwap();
    t.wallet.transactionOutcome = 'failed';
    await expect(swap(t.core, sellEther)).rejects.toMatchObject({
      code: 'SWAP_REVERTED',
      shortMessage: 'The swap failed on the network; your tokens were not swapped',
      details: `transaction 0x${'cd'.repeat(32)}`,
    });
  });

  it('a swap still unmined at the end of the watch is pending; a refusal is the wallet error', async () => {
    const t = connectedSwap();
    t.wallet.transactionOutcome = 'pending';
    await expect(swap(t.core, sellEther)).resolves.toMatchObject({ outcome: 'pending' });
    t.wallet.failures.set('sendTransaction', new UserRejectedRequestError());
    await expect(swap(t.core, sellEther)).rejects.toMatchObject({ code: 'USER_REJECTED' });
  });

  it('reads the balances again after a swap, past the 30 s cache, and the native balance too', async () => {
    const t = connectedSwap();
    await listSwapTokens(t.core);
    t.blockchainApi.answers.balances = [balanceOf(ETH, '1', true), balanceOf(DAI, '3090')];
    const before = t.blockchainApi.callsOf('getBalances').length;
    await swap(t.core, sellEther);
    expect(t.blockchainApi.callsOf('getBalances').length).toBe(before + 1);
    expect(t.wallet.methodsCalled()).toContain('getBalance');
    const { balances } = await listSwapTokens(t.core);
    expect(balances.map((balance) => balance.quantity.numeric)).toEqual(['1', '3090']);
    expect(t.blockchainApi.callsOf('getBalances').length).toBe(before + 1);
  });

  it('a swap named for another network than the wallet is on is refused before anything is built', async () => {
    const t = connectedSwap();
    await expect(swap(t.core, { ...sellEther, network: arbitrum.caipNetworkId })).rejects.toMatchObject({
      code: 'NETWORK_NOT_ACTIVE',
    });
    expect(t.blockchainApi.callsOf('buildSwapTransaction')).toEqual([]);
  });
});
