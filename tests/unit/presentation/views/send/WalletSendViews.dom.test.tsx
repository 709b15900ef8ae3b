/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { type TokenBalance } from '../../../../../domain/balance/TokenBalance';
import { type KeyportEvent } from '../../../../../domain/events/KeyportEvent';
import { type RouteEntry } from '../../../../../domain/router/View';
import { UserRejectedRequestError } from '../../../../../domain/errors/WalletRequestErrors';
import { walletFeatureView } from '../../../../../presentation/views/account/walletFeatureViews';
import { WalletSendPreviewView } from '../../../../../presentation/views/send/WalletSendPreviewView';
import { WalletSendView } from '../../../../../presentation/views/send/WalletSendView';
import { type FakeChainAdapter } from '../../../../fakes/FakeChainAdapter';
import { arbitrum } from '../../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../../support/arrangeConnection';
import {
  ddai,
  dusdc,
  ether,
  ethereumWithExplorer,
  RECEIVER,
  SENDER,
} from '../../../application/send/sendFixtures';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../../support/presentationApp';

afterEach(destroyTestApps);

const HASH = `0x${'cd'.repeat(32)}`;

/** The history entry the form shows: opened from the Account view, or by the host with `data`. */
const SEND_ENTRY = { view: 'WalletSend' } as const;

/** The form as a page shows it: no feature enabled beforehand, the view's actions load their own. */
async function renderForm({
  balances = [ether, ddai, dusdc],
  entry = SEND_ENTRY,
}: { balances?: readonly TokenBalance[]; entry?: RouteEntry } = {}) {
  const testApp = createTestApp({
    options: { networks: [ethereumWithExplorer, arbitrum] },
    enableFeatures: false,
  });
  arrangeConnected(
    testApp,
    ethereumWithExplorer,
    aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'),
    SENDER,
  );
  testApp.blockchainApi.answers.balances = balances;
  const events: KeyportEvent[] = [];
  testApp.core.subscribeEvents((event) => events.push(event));
  await testApp.core.open(entry);
  const view = renderInApp(<WalletSendView entry={entry} />, testApp.app);
  await flush();
  return {
    ...testApp,
    view,
    adapter: testApp.adapters[0] as FakeChainAdapter,
    eventNames: () => events.map((event) => event.data.event),
    history: () => testApp.get(RouterStore).get().history,
  };
}

const message = () => screen.getByTestId('send-message').textContent;
/** "Review send", and whether it reads as disabled (`aria-disabled`: a press still lands). */
const reviewButton = () => {
  const button = screen.getByTestId('send-review');
  return { disabled: button.getAttribute('aria-disabled') === 'true' };
};
const inputValue = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

async function type(testId: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  });
  await flush();
}

async function click(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
  await flush();
}

/** Leaves a field, as a visitor moving on to the next one. */
async function leave(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.blur(screen.getByTestId(testId));
  });
}

/** The symbol the token picker shows as picked. */
const picked = () => screen.getByTestId('send-token').getAttribute('data-picked');

/** Picks `symbol` in the token picker: opens its list and clicks the option. */
async function pick(symbol: string): Promise<void> {
  await click('send-token');
  await click(`send-token-option-${symbol}`);
}

async function fillNativeSend(): Promise<void> {
  await type('send-amount', '0.5');
  await type('send-receiver', RECEIVER);
}

describe('WalletSend view', () => {
  it('is what the Account view send feature opens', () => {
    expect(walletFeatureView('send')).toBe('WalletSend');
  });

  it('starts with the native token picked, and lists the account tokens with balances and USD worths', async () => {
    await renderForm();
    expect(picked()).toBe('ETH');
    expect(screen.getByTestId('send-token').textContent).toContain('1.5 ETH');
    await click('send-token');
    expect(screen.getByTestId('send-token-option-ETH').textContent).toBe('ETHEther1.5$4,500.00');
    expect(screen.getByTestId('send-token-option-DDAI').textContent).toBe('DDAIDev Dai100$100.00');
    expect(screen.getByTestId('send-token-option-DUSDC').textContent).toBe('DUSDCDev USDC25.5$25.00');
    expect(screen.getByTestId('send-token-option-ETH').getAttribute('aria-current')).toBe('true');
    await click('send-token-option-DDAI');
    expect(picked()).toBe('DDAI');
    expect(screen.queryByTestId('send-token-list')).toBeNull();
  });

  it('the only token is picked when the network has no native one; with a choice and no native token, none is', async () => {
    await renderForm({ balances: [ddai] });
    expect(picked()).toBe('DDAI');
    destroyTestApps();
    document.body.innerHTML = '';
    await renderForm({ balances: [ddai, dusdc] });
    expect(picked()).toBe('');
    expect(screen.getByTestId('send-token').textContent).toContain('Select token');
  });

  it('the host may name the token to start with (open({ view: "WalletSend", data: { token } })), by symbol or CAIP-10 address', async () => {
    await renderForm({ entry: { view: 'WalletSend', data: { token: 'DUSDC' } } });
    expect(picked()).toBe('DUSDC');
    destroyTestApps();
    document.body.innerHTML = '';
    await renderForm({ entry: { view: 'WalletSend', data: { token: (ddai.address ?? '').toLowerCase() } } });
    expect(picked()).toBe('DDAI');
  });

  it("the host's token is picked once per opening: back from the review, the visitor's own pick stays", async () => {
    const entry = { view: 'WalletSend', data: { token: 'DUSDC' } } as const;
    const { view, app, history } = await renderForm({ entry });
    await pick('DDAI');
    await type('send-amount', '1');
    await type('send-receiver', RECEIVER);
    await click('send-review');
    expect(history().at(-1)?.view).toBe('WalletSendPreview');
    view.unmount();
    renderInApp(<WalletSendView entry={entry} />, app);
    await flush();
    expect(picked()).toBe('DDAI');
  });

  it('a token the host names that the account lacks is said in the snackbar, and the native token stands in', async () => {
    const { get } = await renderForm({ entry: { view: 'WalletSend', data: { token: 'NOPE' } } });
    expect(picked()).toBe('ETH');
    expect(get(SnackbarStore).get()).toMatchObject({ variant: 'error' });
    expect(String(get(SnackbarStore).get().message)).toContain('NOPE');
  });

  it('SPEC §5 messages show on intent: nothing before input, a field\'s problem once it is left, every problem once "Review send" is pressed', async () => {
    const testApp = await renderForm();
    expect(message()).toBe('');
    expect(reviewButton().disabled).toBe(false);
    await type('send-amount', '0.5');
    await leave('send-amount');
    // The amount is fine; the receiver is missing but was never touched.
    expect(message()).toBe('');
    const { history } = testApp;
    await click('send-review');
    expect(message()).toBe('An amount and receiver address are required');
    expect(document.activeElement).toBe(screen.getByTestId('send-receiver'));
    expect(reviewButton().disabled).toBe(true);
    // Pressed again while it reads as disabled: focus goes to the field to fix, no review opens.
    act(() => screen.getByTestId('send-amount').focus());
    await click('send-review');
    expect(document.activeElement).toBe(screen.getByTestId('send-receiver'));
    expect(history().at(-1)?.view).toBe('WalletSend');
    await type('send-receiver', RECEIVER);
    expect(message()).toBe('');
    expect(reviewButton().disabled).toBe(false);
    await type('send-amount', '5');
    expect(message()).toBe('Insufficient balance');
    await type('send-amount', 'abc');
    expect(message()).toBe('Invalid amount');
    await type('send-amount', '0.5');
    await type('send-receiver', '0xnope');
    expect(message()).toBe('Invalid address');
    expect(reviewButton().disabled).toBe(true);
  });

  it('a new opening starts quiet: the problems shown before the modal closed are not shown again', async () => {
    const { view, app } = await renderForm();
    await click('send-review');
    expect(message()).toBe('An amount and receiver address are required');
    view.unmount();
    renderInApp(<WalletSendView entry={{ view: 'WalletSend' }} />, app);
    await flush();
    expect(message()).toBe('');
  });

  it('leaving the amount empty says "An amount and receiver address are required" at once', async () => {
    await renderForm();
    await leave('send-amount');
    expect(message()).toBe('An amount and receiver address are required');
  });

  it('SPEC §5 "A token is required" shows when "Review send" is pressed without one', async () => {
    await renderForm({ balances: [ddai, dusdc] });
    await fillNativeSend();
    expect(message()).toBe('');
    await click('send-review');
    expect(message()).toBe('A token is required');
    await pick('DDAI');
    expect(message()).toBe('');
  });

  it('the amount shows its USD worth at the token price', async () => {
    await renderForm();
    await type('send-amount', '0.5');
    expect(screen.getByTestId('send-amount-usd').textContent).toBe('≈ $1,500.00');
    await type('send-amount', 'abc');
    expect(screen.getByTestId('send-amount-usd').textContent).toBe('');
  });

  it('labels its inputs and ties them to the message', async () => {
    await renderForm();
    const messageId = screen.getByTestId('send-message').id;
    const usdId = screen.getByTestId('send-amount-usd').id;
    expect(screen.getByLabelText('Amount').getAttribute('aria-describedby')).toBe(`${usdId} ${messageId}`);
    expect(screen.getByLabelText('To').getAttribute('aria-describedby')).toBe(messageId);
  });

  it('Max fills the whole ERC-20 balance, and the native balance less the network fee', async () => {
    const { adapter } = await renderForm();
    expect(reviewButton().disabled).toBe(false);
    await pick('DUSDC');
    await click('send-max');
    expect(inputValue('send-amount')).toBe('25.5');
    adapter.feeEstimate = { gas: 21_000n, feePerGas: 10_000_000_000n };
    await pick('ETH');
    await click('send-max');
    expect(inputValue('send-amount')).toBe('1.49979');
  });

  it('a name resolves to its address, shown with its avatar', async () => {
    const { blockchainApi } = await renderForm();
    blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '60': { address: RECEIVER } },
      attributes: [{ avatar: 'https://img.example/ada.png' }],
    };
    await type('send-receiver', 'ada.reown.id');
    const profile = screen.getByTestId('send-receiver-profile');
    expect(profile.textContent).toContain('ada.reown.id');
    expect(profile.textContent).toContain('0x2222...222222');
    expect(profile.querySelector('img')?.getAttribute('src')).toBe('https://img.example/ada.png');
  });

  it('a name that cannot be resolved says so (SPEC §8), and so does one without an address on the network', async () => {
    const { blockchainApi } = await renderForm();
    blockchainApi.failNext('lookupName', new Error('down'));
    await type('send-receiver', 'nobody.reown.id');
    // Typed but not left: the lookup's answer waits for the visitor to move on.
    expect(message()).toBe('');
    await leave('send-receiver');
    expect(message()).toBe('Error resolving name');
    expect(reviewButton().disabled).toBe(true);
    blockchainApi.answers.nameProfile = { name: 'arb-only.reown.id', addresses: {}, attributes: [] };
    await type('send-receiver', 'arb-only.reown.id');
    expect(message()).toBe('arb-only.reown.id has no address on this network');
    expect(screen.queryByTestId('send-receiver-profile')).toBeNull();
  });

  it('a lookup answered after the visitor typed something else is dropped', async () => {
    const { blockchainApi } = await renderForm();
    blockchainApi.answers.nameProfile = {
      name: 'ada.reown.id',
      addresses: { '60': { address: RECEIVER } },
      attributes: [],
    };
    await act(async () => {
      fireEvent.change(screen.getByTestId('send-receiver'), { target: { value: 'ada.reown.id' } });
      fireEvent.change(screen.getByTestId('send-receiver'), {
        target: { value: '0x5555555555555555555555555555555555555555' },
      });
    });
    await flush();
    expect(inputValue('send-receiver')).toBe('0x5555555555555555555555555555555555555555');
    expect(screen.queryByTestId('send-receiver-profile')).toBeNull();
  });

  it('review opens the preview', async () => {
    const { history } = await renderForm();
    await fillNativeSend();
    await click('send-review');
    expect(history().at(-1)?.view).toBe('WalletSendPreview');
  });

  it('SPEC §4: a network switch clears the form and lists the new network tokens', async () => {
    const { core, blockchainApi } = await renderForm();
    await fillNativeSend();
    blockchainApi.answers.balances = [{ ...ether, chainId: 'eip155:42161' }];
    await act(async () => {
      await core.switchNetwork(arbitrum);
    });
    await flush();
    expect([inputValue('send-amount'), inputValue('send-receiver')]).toEqual(['', '']);
    expect(message()).toBe('');
    // The new network's native token is picked afresh; the old network's tokens are gone.
    expect(picked()).toBe('ETH');
    await click('send-token');
    expect(screen.queryByTestId('send-token-option-DDAI')).toBeNull();
  });

  it('SPEC §4: a form filled before a network switch made while it was not shown comes back empty', async () => {
    const { core, view, app } = await renderForm();
    await fillNativeSend();
    view.unmount();
    await core.switchNetwork(arbitrum);
    renderInApp(<WalletSendView entry={SEND_ENTRY} />, app);
    await flush();
    expect([inputValue('send-amount'), inputValue('send-receiver')]).toEqual(['', '']);
  });
});

describe('WalletSendPreview view', () => {
  async function renderPreview() {
    const testApp = await renderForm();
    await fillNativeSend();
    await click('send-review');
    testApp.view.unmount();
    const preview = renderInApp(<WalletSendPreviewView />, testApp.app);
    await flush();
    return { ...testApp, preview };
  }

  it('shows from, to, amount with token, network and the network fee', async () => {
    await renderPreview();
    expect(screen.getByTestId('send-preview-from').textContent).toBe('0x1234...abcdef');
    expect(screen.getByTestId('send-preview-to').textContent).toBe('0x2222...222222');
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('0.5 ETH');
    expect(screen.getByTestId('send-preview-network').textContent).toBe('Ethereum');
    expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH');
  });

  it("prices the amount and the fee in USD at the tokens' prices (0.5 ETH at $3,000, 0.000021 ETH of fee)", async () => {
    await renderPreview();
    expect(screen.getByTestId('send-preview-amount-usd').textContent).toBe('≈ $1,500.00');
    expect(screen.getByTestId('send-preview-fee-usd').textContent).toBe('≈ $0.06');
  });

  it('without a price (the balance API knows none: price 0), no USD worth is made up', async () => {
    const { value: _unknown, ...unpriced } = ether;
    const testApp = await renderForm({ balances: [{ ...unpriced, price: 0 }] });
    await fillNativeSend();
    await click('send-review');
    testApp.view.unmount();
    renderInApp(<WalletSendPreviewView />, testApp.app);
    await flush();
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('0.5 ETH');
    expect(screen.queryByTestId('send-preview-amount-usd')).toBeNull();
    expect(screen.queryByTestId('send-preview-fee-usd')).toBeNull();
  });

  it('a fee the network cannot estimate reads "Shown in your wallet", and the send still goes ahead', async () => {
    const testApp = await renderForm();
    await fillNativeSend();
    testApp.adapter.failures.set('estimateSendFee', new Error('rpc down'));
    await click('send-review');
    testApp.view.unmount();
    renderInApp(<WalletSendPreviewView />, testApp.app);
    await flush();
    expect(screen.getByTestId('send-preview-fee').textContent).toBe('Shown in your wallet');
    await click('send-confirm');
    expect(screen.getByTestId('send-hash').textContent).toBe(HASH);
  });

  it('Send asks the wallet (SEND_INITIATED, SEND_SUCCESS), then the confirmation alone: the hash, the explorer link, the form emptied', async () => {
    const { adapter, eventNames, history, app } = await renderPreview();
    await click('send-confirm');
    expect(adapter.methodsCalled()).toContain('sendTransaction');
    expect(eventNames()).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']));
    expect(screen.getByTestId('send-hash').textContent).toBe(HASH);
    expect(screen.getByRole('link', { name: /View on block explorer/ }).getAttribute('href')).toBe(
      `https://etherscan.example/tx/${HASH}`,
    );
    expect(screen.getByText('Sent 0.5 ETH')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Confirmed on the network');
    // The confirmation stands alone: nothing to go back to, the sent transaction cannot be reviewed again.
    expect(history()).toEqual([{ view: 'WalletSendPreview', data: { sent: true } }]);
    renderInApp(<WalletSendView entry={SEND_ENTRY} />, app);
    await flush();
    expect([inputValue('send-amount'), inputValue('send-receiver')]).toEqual(['', '']);
  });

  it('flows end confirmed: the sent view says it waits for the network until the receipt, then what became of it; then the tokens are read again', async () => {
    const testApp = await renderPreview();
    let mine: (outcome: 'failed') => void = () => undefined;
    testApp.adapter.transactionOutcome = new Promise((resolve) => (mine = resolve));
    await click('send-confirm');
    expect(screen.getByRole('status').textContent).toBe('Waiting for the network to confirm it');
    expect(screen.getByTestId('send-status').getAttribute('data-status')).toBe('watching');
    const balanceReads = testApp.blockchainApi.callsOf('getBalances').length;
    await act(async () => {
      mine('failed');
      await flush();
    });
    await flush();
    expect(screen.getByRole('status').textContent).toBe('The transaction failed on the network');
    expect(testApp.blockchainApi.callsOf('getBalances').length).toBeGreaterThan(balanceReads);
  });

  it('Done leads to the Account view', async () => {
    const { history } = await renderPreview();
    await click('send-confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(history()).toEqual([{ view: 'Account' }]);
  });

  it('a rejection in the wallet reads "Signature declined" and the send can be tried again', async () => {
    const { adapter, get } = await renderPreview();
    adapter.failures.set('sendTransaction', new UserRejectedRequestError());
    await click('send-confirm');
    expect(get(SnackbarStore).get()).toMatchObject({ variant: 'error', message: 'Signature declined' });
    const confirm = screen.getByTestId('send-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('0.5 ETH');
    await click('send-confirm');
    expect(screen.getByTestId('send-hash').textContent).toBe(HASH);
  });

  it('Cancel goes back to the form, which still holds what the visitor entered', async () => {
    const { history, app } = await renderPreview();
    await click('send-cancel');
    expect(history().at(-1)?.view).toBe('WalletSend');
    renderInApp(<WalletSendView entry={SEND_ENTRY} />, app);
    await flush();
    expect([inputValue('send-amount'), inputValue('send-receiver')]).toEqual(['0.5', RECEIVER]);
  });

  it('SPEC §4: a network switch during the review clears the send; the review says it is no longer complete and sends nothing', async () => {
    const { core, adapter } = await renderPreview();
    await act(async () => {
      await core.switchNetwork(arbitrum);
    });
    await flush();
    expect(screen.getByText('This send is no longer complete. Go back to the form.')).toBeTruthy();
    expect(adapter.methodsCalled()).not.toContain('sendTransaction');
  });
});
