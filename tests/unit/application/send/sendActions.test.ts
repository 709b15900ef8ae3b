import {
  estimateMaxSend,
  estimateSend,
  listSendTokens,
  resolveReceiver,
  send,
  waitForTransaction,
} from '../../../../application/instance/actions';
import { AccountStore } from '../../../../application/account/AccountStore';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import {
  UserRejectedRequestError,
  WalletRequestFailedError,
} from '../../../../domain/errors/WalletRequestErrors';
import { ERC20_TRANSFER_SELECTOR } from '../../../../domain/send/erc20TransferData';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, sepolia, solanaMainnet } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, type TestCoreSetup } from '../../../support/createTestCore';
import { flush } from '../../../support/flush';
import {
  DDAI_CONTRACT,
  ddai,
  DUSDC_CONTRACT,
  dusdc,
  ether,
  ethereumWithExplorer,
  RECEIVER,
  SENDER,
} from './sendFixtures';

const HASH = `0x${'cd'.repeat(32)}`;

function setUp(setup: TestCoreSetup = {}) {
  const t = createTestCore({ options: { networks: [ethereumWithExplorer, arbitrum] }, ...setup });
  arrangeConnected(t, ethereumWithExplorer, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), SENDER);
  t.blockchainApi.answers.balances = [ether, ddai, dusdc];
  const events: KeyportEvent[] = [];
  t.core.subscribeEvents((event) => events.push(event));
  const adapter = t.adapters[0] as FakeChainAdapter;
  return {
    ...t,
    adapter,
    sends: () =>
      adapter.calls.filter((call) => call.method === 'sendTransaction').map((call) => call.args[0]),
    eventNames: () => events.map((event) => event.data.event),
    eventsNamed: (name: string) => events.filter((event) => event.data.event === name),
  };
}

const validSend = { token: 'ETH', amount: '0.5', to: RECEIVER };

/** A name holding only an Ethereum (coin type 60) address, which EVM wallets use on every chain. */
const adaOnEthereumCoinType = {
  name: 'ada.reown.id',
  addresses: { '60': { address: RECEIVER } },
  attributes: [],
};

describe('listSendTokens (SPEC §3 send state tokenBalances)', () => {
  it('lists the account balances on the active network, native first', async () => {
    const t = setUp();
    const tokens = await listSendTokens(t.core);
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'DDAI', 'DUSDC']);
  });

  it("adds the wallet's own native balance when the balance API listed no native token", async () => {
    const t = setUp();
    t.blockchainApi.answers.balances = [];
    t.get(AccountStore).patchAccount('eip155', { balance: '0.25', balanceSymbol: 'ETH' });
    expect(await listSendTokens(t.core)).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        chainId: 'eip155:1',
        quantity: { decimals: 18, numeric: '0.25' },
      }),
    ]);
  });

  it('loads the send feature itself the first time, as a page that never showed the send views does', async () => {
    const t = setUp({ enableFeatures: false });
    await expect(listSendTokens(t.core)).resolves.toHaveLength(3);
  });

  it('refuses a destroyed instance and what is not an instance, by name', async () => {
    const t = setUp();
    await t.core.destroy();
    await expect(listSendTokens(t.core)).rejects.toBeInstanceOf(KeyportDestroyedError);
    await expect(listSendTokens({} as never)).rejects.toThrow('listSendTokens: expected a Keyport instance');
  });
});

describe('send: SPEC §5 checks before the wallet is asked, in the SPEC order', () => {
  it.each([
    ['no amount', { ...validSend, amount: ' ' }, 'An amount and receiver address are required'],
    ['no receiver', { ...validSend, to: '' }, 'An amount and receiver address are required'],
    ['no token', { ...validSend, token: '' }, 'A token is required'],
    ['an invalid address', { ...validSend, to: '0x1234' }, 'Invalid address'],
    ['more than the balance', { ...validSend, amount: '2' }, 'Insufficient balance'],
    ['an amount that is not a number', { ...validSend, amount: 'abc' }, 'Invalid amount'],
    [
      'a token the account does not hold',
      { ...validSend, token: 'WBTC' },
      'Token WBTC is not among your tokens on Ethereum',
    ],
  ])('%s is refused with its SPEC text, and nothing is sent', async (_label, request, message) => {
    const t = setUp();
    await expect(send(t.core, request)).rejects.toMatchObject({ shortMessage: message });
    await expect(estimateSend(t.core, request)).rejects.toMatchObject({ shortMessage: message });
    expect(t.sends()).toEqual([]);
    expect(t.eventNames()).not.toContain('SEND_INITIATED');
  });

  it('"Unsupported chain" on a namespace the product sends nothing on (solana)', async () => {
    const t = createTestCore({
      adapters: [new FakeChainAdapter('solana')],
      options: { networks: [solanaMainnet] },
    });
    const owner = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
    arrangeConnected(t, solanaMainnet, aConnector('solana', 'ANNOUNCED', 'app.phantom'), owner);
    t.get(AccountStore).patchAccount('solana', { balance: '3', balanceSymbol: 'SOL' });
    await expect(send(t.core, { token: 'SOL', amount: '1', to: owner })).rejects.toMatchObject({
      shortMessage: 'Unsupported chain',
    });
  });

  it('no connected account: SPEC §8 "No ActiveCaipAddress found"', async () => {
    const t = createTestCore({ options: { networks: [ethereumWithExplorer] } });
    await expect(send(t.core, validSend)).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS' });
  });

  it('a send named for another network than the wallet is on is refused, never sent on the active one', async () => {
    const t = setUp();
    await expect(send(t.core, { ...validSend, network: 'eip155:42161' })).rejects.toMatchObject({
      code: 'NETWORK_NOT_ACTIVE',
      shortMessage: 'Network eip155:42161 is not the active network; switch to it first',
    });
    await expect(send(t.core, { ...validSend, network: sepolia.caipNetworkId })).rejects.toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
    });
    expect(t.sends()).toEqual([]);
  });
});

describe('resolveReceiver (SPEC §7 profile lookup, §8 name errors)', () => {
  it("resolves a name to its address for the network's coin type, with its name and avatar", async () => {
    const t = setUp();
    t.blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '2147483649': { address: RECEIVER } },
      attributes: [{ avatar: 'https://img.example/ada.png' }],
    };
    await expect(resolveReceiver(t.core, { to: 'Ada.reown.id' })).resolves.toEqual({
      address: RECEIVER,
      name: 'ada.reown.id',
      avatarUrl: 'https://img.example/ada.png',
    });
    expect(t.blockchainApi.callsOf('lookupName')).toEqual([['ada.reown.id']]);
  });

  it('falls back to the Ethereum coin type (60) address; an address is taken as it is, without a lookup', async () => {
    const t = setUp();
    t.blockchainApi.answers.nameProfile = adaOnEthereumCoinType;
    await expect(resolveReceiver(t.core, { to: 'ada.reown.id' })).resolves.toEqual({
      address: RECEIVER,
      name: 'ada.reown.id',
    });
    await expect(resolveReceiver(t.core, { to: ` ${RECEIVER} ` })).resolves.toEqual({ address: RECEIVER });
    expect(t.blockchainApi.callsOf('lookupName')).toHaveLength(1);
  });

  it('SPEC §8 "Error resolving name" when the lookup fails, the server reason when it gives one', async () => {
    const t = setUp();
    t.blockchainApi.failNext('lookupName', new Error('network down'));
    await expect(resolveReceiver(t.core, { to: 'ada.reown.id' })).rejects.toMatchObject({
      shortMessage: 'Error resolving name',
    });
    t.blockchainApi.failNext(
      'lookupName',
      new HttpStatusError(404, {
        status: 404,
        reasons: [{ name: 'name_not_found', description: 'Name ada.reown.id is not registered' }],
      }),
    );
    await expect(resolveReceiver(t.core, { to: 'ada.reown.id' })).rejects.toMatchObject({
      shortMessage: 'Name ada.reown.id is not registered',
    });
  });

  it('a name without an address for the network is no receiver, and a send to it is refused', async () => {
    const t = setUp();
    t.blockchainApi.answers.nameProfile = { name: 'ada.reown.id', addresses: {}, attributes: [] };
    await expect(resolveReceiver(t.core, { to: 'ada.reown.id' })).rejects.toMatchObject({
      shortMessage: 'ada.reown.id has no address on this network',
    });
    await expect(send(t.core, { ...validSend, to: 'ada.reown.id' })).rejects.toMatchObject({
      code: 'RECEIVER_NAME_WITHOUT_ADDRESS',
    });
    expect(t.sends()).toEqual([]);
  });
});

describe('estimateMaxSend ("Max")', () => {
  it('is the whole balance of an ERC-20 token, named by its CAIP-10 address', async () => {
    const t = setUp();
    await expect(estimateMaxSend(t.core, { token: `eip155:1:${DUSDC_CONTRACT}` })).resolves.toBe('25.5');
  });

  it('is the native balance less the network fee of a send to the receiver', async () => {
    const t = setUp();
    t.adapter.feeEstimate = { gas: 21_000n, feePerGas: 10_000_000_000n };
    await expect(estimateMaxSend(t.core, { token: 'ETH', to: RECEIVER })).resolves.toBe('1.49979');
    const asked = t.adapter.calls.find((call) => call.method === 'estimateSendFee')?.args[0];
    expect(asked).toMatchObject({ from: SENDER, to: RECEIVER, value: 0n });
  });

  it("Hostile input §2: native decimals no token can have (2e7) are passed over for the network's, at once", async () => {
    const t = setUp();
    t.blockchainApi.answers.balances = [{ ...ether, quantity: { decimals: 2e7, numeric: '1.5' } }];
    t.adapter.feeEstimate = { gas: 21_000n, feePerGas: 10_000_000_000n };
    const started = performance.now();
    await expect(estimateMaxSend(t.core, { token: 'ETH' })).resolves.toBe('1.49979');
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('estimateSend and send (SPEC §4 sends by chain type, §7 events)', () => {
  it('the fee is that of the very transaction, in wei and as the review shows it', async () => {
    const t = setUp();
    await expect(estimateSend(t.core, validSend)).resolves.toEqual({
      value: 21_000_000_000_000n,
      formatted: '0.000021',
      symbol: 'ETH',
    });
    const estimated = t.adapter.calls.find((call) => call.method === 'estimateSendFee')?.args[0];
    expect(estimated).toMatchObject({ from: SENDER, to: RECEIVER, value: 500_000_000_000_000_000n });
  });

  it("a fee the RPC cannot estimate is the RPC's error", async () => {
    const t = setUp();
    t.adapter.failures.set('estimateSendFee', new Error('rpc down'));
    await expect(estimateSend(t.core, validSend)).rejects.toThrow('rpc down');
  });

  it('native send: the value to the receiver; SEND_INITIATED then SEND_SUCCESS with the hash, which it returns', async () => {
    const t = setUp();
    await expect(send(t.core, validSend)).resolves.toBe(HASH);
    await flush();
    expect(t.sends()).toEqual([
      { network: ethereumWithExplorer, from: SENDER, to: RECEIVER, value: 500_000_000_000_000_000n },
    ]);
    expect(t.eventNames().indexOf('SEND_INITIATED')).toBeGreaterThanOrEqual(0);
    expect(t.eventNames().indexOf('SEND_INITIATED')).toBeLessThan(t.eventNames().indexOf('SEND_SUCCESS'));
    expect(t.eventsNamed('SEND_SUCCESS')[0]?.data.properties).toEqual({
      network: 'eip155:1',
      token: 'ETH',
      amount: '0.5',
      hash: HASH,
    });
  });

  it('ERC-20 sends: transfer calldata to the token contract, DDAI in 18 decimals and DUSDC in 6', async () => {
    const t = setUp();
    await send(t.core, { token: 'DDAI', amount: '1.5', to: RECEIVER });
    await send(t.core, { token: `eip155:1:${DUSDC_CONTRACT}`, amount: '1.5', to: RECEIVER });
    const [daiRequest, usdcRequest] = t.sends() as { to: string; value: bigint; data: string }[];
    expect(daiRequest).toMatchObject({ to: DDAI_CONTRACT, value: 0n });
    expect(daiRequest?.data.startsWith(ERC20_TRANSFER_SELECTOR)).toBe(true);
    expect(BigInt(`0x${daiRequest?.data.slice(-64)}`)).toBe(1_500_000_000_000_000_000n);
    expect(usdcRequest?.to).toBe(DUSDC_CONTRACT);
    expect(BigInt(`0x${usdcRequest?.data.slice(-64)}`)).toBe(1_500_000n);
    expect(usdcRequest?.data.slice(10, 74)).toBe(RECEIVER.slice(2).padStart(64, '0'));
  });

  it('a send to a name goes to the address the name holds', async () => {
    const t = setUp();
    t.blockchainApi.answers.nameProfile = adaOnEthereumCoinType;
    await send(t.core, { ...validSend, to: 'ada.reown.id' });
    expect(t.sends()).toEqual([expect.objectContaining({ to: RECEIVER })]);
  });

  it('SPEC §8 "Signature declined" when the visitor rejects in the wallet; SEND_SUCCESS is not emitted, and the same send goes through next time', async () => {
    const t = setUp();
    t.adapter.failures.set('sendTransaction', new UserRejectedRequestError());
    await expect(send(t.core, validSend)).rejects.toMatchObject({
      code: 'SIGNATURE_DECLINED',
      shortMessage: 'Signature declined',
      cause: expect.objectContaining({ code: 'USER_REJECTED' }),
    });
    expect(t.eventNames()).toContain('SEND_INITIATED');
    expect(t.eventNames()).not.toContain('SEND_SUCCESS');
    await expect(send(t.core, validSend)).resolves.toBe(HASH);
  });

  it("insufficient funds for gas: the wallet's own error", async () => {
    const t = setUp();
    t.adapter.failures.set(
      'sendTransaction',
      new WalletRequestFailedError('insufficient funds for gas * price + value'),
    );
    await expect(send(t.core, validSend)).rejects.toMatchObject({
      shortMessage: 'insufficient funds for gas * price + value',
    });
  });
});

describe('waitForTransaction (flows end confirmed, then in the balance)', () => {
  it('watches until the receipt, then reads the balances past their cache and the native balance again', async () => {
    const t = setUp();
    await listSendTokens(t.core);
    const balanceReads = () => t.blockchainApi.callsOf('getBalances').length;
    const nativeReads = () => t.adapter.methodsCalled().filter((method) => method === 'getBalance').length;
    const [readsBefore, nativeBefore] = [balanceReads(), nativeReads()];
    let mine: (outcome: 'confirmed') => void = () => undefined;
    t.adapter.transactionOutcome = new Promise((resolve) => (mine = resolve));
    let outcome: string | undefined;
    void waitForTransaction(t.core, { hash: HASH }).then((result) => (outcome = result));
    await settle();
    expect(t.adapter.calls.filter((call) => call.method === 'waitForTransaction')).toEqual([
      { method: 'waitForTransaction', args: [HASH, 'eip155:1'] },
    ]);
    // Within the SPEC §9 balance cache lifetime: only the refresh after mining reads them again.
    expect([balanceReads(), nativeReads(), outcome]).toEqual([readsBefore, nativeBefore, undefined]);
    mine('confirmed');
    await flush();
    expect(outcome).toBe('confirmed');
    expect(balanceReads()).toBe(readsBefore + 1);
    expect(nativeReads()).toBe(nativeBefore + 1);
  });

  it.each(['failed', 'pending'] as const)(
    'reports a transaction the adapter says is %s',
    async (reported) => {
      const t = setUp();
      t.adapter.transactionOutcome = reported;
      await expect(waitForTransaction(t.core, { hash: HASH, network: 'eip155:1' })).resolves.toBe(reported);
    },
  );

  it('SPEC §5: refuses what is not a transaction hash, and a network the site did not configure', async () => {
    const t = setUp();
    await expect(waitForTransaction(t.core, { hash: '0x1234' })).rejects.toMatchObject({
      code: 'INVALID_TRANSACTION_HASH',
    });
    await expect(
      waitForTransaction(t.core, { hash: HASH, network: sepolia.caipNetworkId }),
    ).rejects.toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
    });
    expect(t.adapter.methodsCalled()).not.toContain('waitForTransaction');
  });
});
