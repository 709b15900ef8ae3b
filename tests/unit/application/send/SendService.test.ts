import * as E from 'fp-ts/Either';
import { AccountStore } from '../../../../application/account/AccountStore';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { RouterStore } from '../../../../application/router/RouterStore';
import { SendFlowStore } from '../../../../application/send/SendFlowStore';
import { SendService } from '../../../../application/send/SendService';
import { SendStore } from '../../../../application/send/SendStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import {
  UserRejectedRequestError,
  WalletRequestFailedError,
} from '../../../../domain/errors/WalletRequestErrors';
import { ERC20_TRANSFER_SELECTOR } from '../../../../domain/send/erc20TransferData';
import { type FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle } from '../../../support/createTestCore';
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

async function setUp() {
  const t = createTestCore({ options: { networks: [ethereumWithExplorer, arbitrum] } });
  arrangeConnected(t, ethereumWithExplorer, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), SENDER);
  t.blockchainApi.answers.balances = [ether, ddai, dusdc];
  const events: KeyportEvent[] = [];
  t.core.subscribeEvents((event) => events.push(event));
  const service = t.get(SendService);
  await service.loadTokens();
  const adapter = t.adapters[0] as FakeChainAdapter;
  const sends = () =>
    adapter.calls.filter((call) => call.method === 'sendTransaction').map((call) => call.args[0]);
  const message = () => {
    const result = service.check();
    return E.isLeft(result) ? result.left.shortMessage : undefined;
  };
  return {
    ...t,
    adapter,
    service,
    form: t.get(SendStore),
    flow: t.get(SendFlowStore),
    snackbar: t.get(SnackbarStore),
    currentView: () => t.get(RouterStore).get().history.at(-1)?.view,
    eventNames: () => events.map((event) => event.data.event),
    eventsNamed: (name: string) => events.filter((event) => event.data.event === name),
    sends,
    message,
  };
}

afterEach(() => jest.restoreAllMocks());

describe('Send: token picker from the balances (SPEC §3 tokenBalances)', () => {
  it('offers the account balances on the active network, native first; none picked yet', async () => {
    const t = await setUp();
    expect(t.form.get().tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'DDAI', 'DUSDC']);
    expect(t.form.get().token).toBeUndefined();
  });

  it('adds the wallet-reported native balance when the balance API listed no native token', async () => {
    const t = await setUp();
    t.blockchainApi.answers.balances = [];
    t.get(AccountStore).patchAccount('eip155', { balance: '0.25', balanceSymbol: 'ETH' });
    t.clock.advance(60_000);
    await t.service.loadTokens();
    expect(t.form.get().tokenBalances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        chainId: 'eip155:1',
        quantity: { decimals: 18, numeric: '0.25' },
      }),
    ]);
  });
});

describe('SPEC §5 send validation messages', () => {
  it('needs an amount and a receiver, then (EVM) a token; then a valid address and amount', async () => {
    const t = await setUp();
    expect(t.message()).toBe('An amount and receiver address are required');
    t.service.setAmount('1');
    expect(t.message()).toBe('An amount and receiver address are required');
    await t.service.setReceiver(RECEIVER);
    expect(t.message()).toBe('A token is required');
    t.service.selectToken(ether);
    expect(t.message()).toBeUndefined();
    await t.service.setReceiver('0x1234');
    expect(t.message()).toBe('Invalid address');
    await t.service.setReceiver(RECEIVER);
    t.service.setAmount('2');
    expect(t.message()).toBe('Insufficient balance');
    t.service.setAmount('abc');
    expect(t.message()).toBe('Invalid amount');
  });

  it('"Unsupported chain" on a namespace without sends', async () => {
    const t = await setUp();
    t.get(ChainStore).set({ activeNamespace: 'bip122' });
    t.service.setAmount('1');
    await t.service.setReceiver(RECEIVER);
    t.service.selectToken(ether);
    expect(t.message()).toBe('Unsupported chain');
  });

  it('refuses to review or send an invalid form', async () => {
    const t = await setUp();
    expect(await t.service.review()).toBe(false);
    expect(await t.service.send()).toBe(false);
    expect(t.sends()).toEqual([]);
    expect(t.snackbar.get()).toMatchObject({
      variant: 'error',
      message: 'An amount and receiver address are required',
    });
  });
});

describe('Send: receiver by name (SPEC §7 profile lookup)', () => {
  it('resolves a name to its address on the network, with its name and avatar', async () => {
    const t = await setUp();
    t.blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '2147483649': { address: RECEIVER } },
      attributes: [{ avatar: 'https://img.example/ada.png' }],
    };
    await t.service.setReceiver('ada.reown.id');
    expect(t.blockchainApi.callsOf('lookupName')).toEqual([['ada.reown.id']]);
    expect(t.form.get()).toMatchObject({
      receiverInput: 'ada.reown.id',
      receiverAddress: RECEIVER,
      receiverProfileName: 'ada.reown.id',
      receiverProfileImageUrl: 'https://img.example/ada.png',
    });
    expect(t.flow.get()).toMatchObject({ resolvingName: false, receiverError: undefined });
  });

  it('falls back to the Ethereum coin type (60) address', async () => {
    const t = await setUp();
    t.blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '60': { address: RECEIVER } },
      attributes: [],
    };
    await t.service.setReceiver('ada.reown.id');
    expect(t.form.get().receiverAddress).toBe(RECEIVER);
  });

  it('SPEC §8 "Error resolving name" when the lookup fails, and no receiver', async () => {
    const t = await setUp();
    t.blockchainApi.failNext('lookupName', new Error('network down'));
    await t.service.setReceiver('ada.reown.id');
    expect(t.flow.get().receiverError).toBe('Error resolving name');
    expect(t.form.get().receiverAddress).toBeUndefined();
  });

  it('SPEC §8: the server reason of a failed lookup is shown', async () => {
    const t = await setUp();
    t.blockchainApi.failNext(
      'lookupName',
      new HttpStatusError(404, {
        status: 404,
        reasons: [{ name: 'name_not_found', description: 'Name ada.reown.id is not registered' }],
      }),
    );
    await t.service.setReceiver('ada.reown.id');
    expect(t.flow.get().receiverError).toBe('Name ada.reown.id is not registered');
  });

  it('a name without an address for the network is no receiver', async () => {
    const t = await setUp();
    t.blockchainApi.answers.nameProfile = { name: 'ada.reown.id', addresses: {}, attributes: [] };
    await t.service.setReceiver('ada.reown.id');
    expect(t.flow.get().receiverError).toBe('ada.reown.id has no address on this network');
  });

  it('an answer for a name the visitor has since replaced is dropped', async () => {
    const t = await setUp();
    t.blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '60': { address: RECEIVER } },
      attributes: [],
    };
    const pending = t.service.setReceiver('ada.reown.id');
    await t.service.setReceiver('0x5555555555555555555555555555555555555555');
    await pending;
    expect(t.form.get().receiverAddress).toBe('0x5555555555555555555555555555555555555555');
    expect(t.form.get().receiverProfileName).toBeUndefined();
  });
});

describe('Send: Max', () => {
  it('is the whole balance of an ERC-20 token', async () => {
    const t = await setUp();
    t.service.selectToken(dusdc);
    await t.service.setMax();
    expect(t.form.get().sendTokenAmount).toBe('25.5');
  });

  it('is the native balance less the network fee', async () => {
    const t = await setUp();
    t.adapter.feeEstimate = { gas: 21_000n, feePerGas: 10_000_000_000n };
    t.service.selectToken(ether);
    await t.service.setMax();
    expect(t.form.get().sendTokenAmount).toBe('1.49979');
  });

  it("Hostile input §2: native decimals no token can have (2e7) are passed over for the network's, at once", async () => {
    const t = await setUp();
    t.adapter.feeEstimate = { gas: 21_000n, feePerGas: 10_000_000_000n };
    t.service.selectToken({ ...ether, quantity: { decimals: 2e7, numeric: '1.5' } });
    const started = performance.now();
    await t.service.setMax();
    expect(performance.now() - started).toBeLessThan(50);
    expect(t.form.get().sendTokenAmount).toBe('1.49979');
  });
});

describe('Send: review with the network fee, then the wallet (SPEC §4, §7 events)', () => {
  async function filled(token = ether, amount = '0.5') {
    const t = await setUp();
    t.service.selectToken(token);
    t.service.setAmount(amount);
    await t.service.setReceiver(RECEIVER);
    return t;
  }

  it('review opens WalletSendPreview with the fee of the very transaction', async () => {
    const t = await filled();
    expect(await t.service.review()).toBe(true);
    expect(t.currentView()).toBe('WalletSendPreview');
    expect(t.flow.get().fee).toEqual({ amount: '0.000021', symbol: 'ETH' });
    const estimated = t.adapter.calls.find((call) => call.method === 'estimateSendFee')?.args[0];
    expect(estimated).toMatchObject({ from: SENDER, to: RECEIVER, value: 500_000_000_000_000_000n });
  });

  it('a fee that cannot be estimated is marked unavailable; the send can still go ahead', async () => {
    const t = await filled();
    t.adapter.failures.set('estimateSendFee', new Error('rpc down'));
    await t.service.review();
    expect(t.flow.get()).toMatchObject({ fee: undefined, feeLoading: false, feeUnavailable: true });
    expect(await t.service.send()).toBe(true);
  });

  it('native send: value to the receiver; SEND_INITIATED then SEND_SUCCESS; the hash, the explorer link; form cleared', async () => {
    const t = await filled();
    await t.service.review();
    expect(await t.service.send()).toBe(true);
    await flush();
    expect(t.sends()).toEqual([
      { network: ethereumWithExplorer, from: SENDER, to: RECEIVER, value: 500_000_000_000_000_000n },
    ]);
    expect(t.eventNames()).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']));
    expect(t.eventNames().indexOf('SEND_INITIATED')).toBeLessThan(t.eventNames().indexOf('SEND_SUCCESS'));
    const hash = `0x${'cd'.repeat(32)}`;
    expect(t.eventsNamed('SEND_SUCCESS')[0]?.data.properties).toEqual({
      network: 'eip155:1',
      token: 'ETH',
      amount: '0.5',
      hash,
    });
    expect(t.flow.get().sent).toEqual({
      hash,
      explorerUrl: `https://etherscan.example/tx/${hash}`,
      amount: '0.5',
      symbol: 'ETH',
      receiverAddress: RECEIVER,
      status: 'confirmed',
    });
    // The confirmation stands alone: nothing to go back to, the sent transaction cannot be reviewed again.
    expect(t.get(RouterStore).get().history).toEqual([{ view: 'WalletSendPreview', data: { sent: true } }]);
    expect(t.form.get()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverInput: undefined,
      receiverAddress: undefined,
    });
  });

  it('ERC-20 sends: transfer calldata to the token contract, DDAI in 18 decimals and DUSDC in 6', async () => {
    const daiSend = await filled(ddai, '1.5');
    await daiSend.service.send();
    const [daiRequest] = daiSend.sends() as { to: string; value: bigint; data: string }[];
    expect(daiRequest).toMatchObject({ to: DDAI_CONTRACT, value: 0n });
    expect(daiRequest?.data.startsWith(ERC20_TRANSFER_SELECTOR)).toBe(true);
    expect(BigInt(`0x${daiRequest?.data.slice(-64)}`)).toBe(1_500_000_000_000_000_000n);

    const usdcSend = await filled(dusdc, '1.5');
    await usdcSend.service.send();
    const [usdcRequest] = usdcSend.sends() as { to: string; data: string }[];
    expect(usdcRequest?.to).toBe(DUSDC_CONTRACT);
    expect(BigInt(`0x${usdcRequest?.data.slice(-64)}`)).toBe(1_500_000n);
    expect(usdcRequest?.data.slice(10, 74)).toBe(RECEIVER.slice(2).padStart(64, '0'));
  });

  it('SPEC §8 "Signature declined" when the visitor rejects in the wallet; the form keeps its values', async () => {
    const t = await filled();
    t.adapter.failures.set('sendTransaction', new UserRejectedRequestError());
    expect(await t.service.send()).toBe(false);
    expect(t.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
    expect(t.flow.get().sending).toBe(false);
    expect(t.flow.get().sent).toBeUndefined();
    expect(t.form.get()).toMatchObject({ token: ether, sendTokenAmount: '0.5', receiverAddress: RECEIVER });
    expect(t.eventNames()).toContain('SEND_INITIATED');
    expect(t.eventNames()).not.toContain('SEND_SUCCESS');
    // Recoverable: the same form sends on the next try.
    expect(await t.service.send()).toBe(true);
  });

  it('insufficient funds: the wallet words in the snackbar (SPEC §8 error message), the form kept', async () => {
    const t = await filled();
    t.adapter.failures.set(
      'sendTransaction',
      new WalletRequestFailedError('insufficient funds for gas * price + value'),
    );
    expect(await t.service.send()).toBe(false);
    expect(t.snackbar.get()).toMatchObject({
      variant: 'error',
      message: 'insufficient funds for gas * price + value',
    });
    expect(t.form.get().sendTokenAmount).toBe('0.5');
  });

  it('cancel goes back to the form with its values', async () => {
    const t = await filled();
    await t.core.open({ view: 'WalletSend' });
    await t.service.review();
    await t.service.cancel();
    expect(t.currentView()).toBe('WalletSend');
    expect(t.form.get().sendTokenAmount).toBe('0.5');
  });

  it('finish returns to the Account view', async () => {
    const t = await filled();
    await t.service.send();
    t.service.finish();
    expect(t.currentView()).toBe('Account');
    expect(t.flow.get().sent).toBeUndefined();
  });
});

describe('Send: the sent transaction watched until mined (issue: flows end confirmed, then in the balance)', () => {
  async function sentWhile(outcome: Promise<'confirmed' | 'failed' | 'pending'>) {
    const t = await setUp();
    t.adapter.transactionOutcome = outcome;
    t.service.selectToken(ether);
    t.service.setAmount('0.5');
    await t.service.setReceiver(RECEIVER);
    await t.service.review();
    const balanceReads = () => t.blockchainApi.callsOf('getBalances').length;
    const readsBefore = balanceReads();
    expect(await t.service.send()).toBe(true);
    await settle();
    return { ...t, balanceReads, readsBefore };
  }

  it('"watching" until the receipt, then confirmed; the balances are read again past their cache only then', async () => {
    let mine: (outcome: 'confirmed') => void = () => undefined;
    const t = await sentWhile(new Promise((resolve) => (mine = resolve)));
    expect(t.flow.get().sent?.status).toBe('watching');
    expect(t.adapter.calls.filter((call) => call.method === 'waitForTransaction')).toEqual([
      { method: 'waitForTransaction', args: [`0x${'cd'.repeat(32)}`, 'eip155:1'] },
    ]);
    // Within the SPEC §9 balance cache lifetime: only the refresh after mining reads them again.
    expect(t.balanceReads()).toBe(t.readsBefore);
    const nativeReads = t.adapter.methodsCalled().filter((method) => method === 'getBalance').length;
    mine('confirmed');
    await flush();
    expect(t.flow.get().sent?.status).toBe('confirmed');
    expect(t.balanceReads()).toBeGreaterThan(t.readsBefore);
    expect(t.adapter.methodsCalled().filter((method) => method === 'getBalance').length).toBe(
      nativeReads + 1,
    );
  });

  it('a transaction the network reverted shows as failed', async () => {
    const t = await sentWhile(Promise.resolve('failed'));
    await flush();
    expect(t.flow.get().sent?.status).toBe('failed');
  });

  it('one still unmined when the watch runs out shows as pending', async () => {
    const t = await sentWhile(Promise.resolve('pending'));
    await flush();
    expect(t.flow.get().sent?.status).toBe('pending');
  });
});

describe('SPEC §4: switching network clears the send form', () => {
  it('empties the form and reads the tokens of the new network', async () => {
    const t = await setUp();
    t.service.selectToken(ddai);
    t.service.setAmount('3');
    await t.service.setReceiver(RECEIVER);
    t.blockchainApi.answers.balances = [{ ...ether, chainId: 'eip155:42161' }];
    await t.core.switchNetwork(arbitrum);
    for (let round = 0; round < 5; round += 1) await settle();
    const form = t.form.get();
    expect([form.token, form.sendTokenAmount, form.receiverInput, form.receiverAddress]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(t.form.get().tokenBalances.map((token) => token.chainId)).toEqual(['eip155:42161']);
  });
});
