/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { SendStore } from '../../../../../application/send/SendStore';
import { UserRejectedRequestError } from '../../../../../domain/errors/WalletRequestErrors';
import { WalletSendPreviewView } from '../../../../../presentation/views/send/WalletSendPreviewView';
import { WalletSendView } from '../../../../../presentation/views/send/WalletSendView';
import { walletFeatureView } from '../../../../../presentation/views/account/walletFeatureViews';
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

async function renderForm() {
  const testApp = createTestApp({ options: { networks: [ethereumWithExplorer, arbitrum] } });
  arrangeConnected(
    testApp,
    ethereumWithExplorer,
    aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'),
    SENDER,
  );
  testApp.blockchainApi.answers.balances = [ether, ddai, dusdc];
  const view = renderInApp(<WalletSendView />, testApp.app);
  await flush();
  return { ...testApp, view, adapter: testApp.adapters[0] as FakeChainAdapter };
}

const message = () => screen.getByTestId('send-message').textContent;
const reviewButton = () => screen.getByTestId('send-review') as HTMLButtonElement;

async function type(testId: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  });
  await flush();
}

async function fillNativeSend(): Promise<void> {
  fireEvent.click(screen.getByTestId('send-token-ETH'));
  await type('send-amount', '0.5');
  await type('send-receiver', RECEIVER);
}

describe('WalletSend view', () => {
  it('is what the Account view send feature opens', () => {
    expect(walletFeatureView('send')).toBe('WalletSend');
  });

  it('offers the account tokens with their balances, native included', async () => {
    await renderForm();
    expect(screen.getByTestId('send-token-ETH').textContent).toContain('1.5 ETH');
    expect(screen.getByTestId('send-token-DDAI').textContent).toContain('100 DDAI');
    expect(screen.getByTestId('send-token-DUSDC').textContent).toContain('25.5 DUSDC');
  });

  it('shows each SPEC §5 message inline, with the review button disabled until the form is valid', async () => {
    await renderForm();
    expect(message()).toBe('An amount and receiver address are required');
    expect(reviewButton().disabled).toBe(true);
    await type('send-amount', '0.5');
    await type('send-receiver', RECEIVER);
    expect(message()).toBe('A token is required');
    expect(reviewButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('send-token-ETH'));
    expect(screen.getByTestId('send-token-ETH').getAttribute('aria-pressed')).toBe('true');
    expect(message()).toBe('');
    expect(reviewButton().disabled).toBe(false);
    await type('send-amount', '5');
    expect(message()).toBe('Insufficient balance');
    await type('send-receiver', '0xnope');
    expect(message()).toBe('Invalid address');
    expect(reviewButton().disabled).toBe(true);
  });

  it('labels its inputs and ties them to the message', async () => {
    await renderForm();
    const amount = screen.getByLabelText('Amount');
    const receiver = screen.getByLabelText('To');
    const messageId = screen.getByTestId('send-message').id;
    expect(amount.getAttribute('aria-describedby')).toBe(messageId);
    expect(receiver.getAttribute('aria-describedby')).toBe(messageId);
  });

  it('Max fills the whole ERC-20 balance', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('send-token-DUSDC'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-max'));
    });
    await flush();
    expect((screen.getByTestId('send-amount') as HTMLInputElement).value).toBe('25.5');
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

  it('a name that cannot be resolved says so (SPEC §8)', async () => {
    const { blockchainApi } = await renderForm();
    blockchainApi.failNext('lookupName', new Error('down'));
    await type('send-receiver', 'nobody.reown.id');
    expect(message()).toBe('Error resolving name');
    expect(reviewButton().disabled).toBe(true);
  });

  it('review opens the preview', async () => {
    const { get } = await renderForm();
    await fillNativeSend();
    await act(async () => {
      fireEvent.click(reviewButton());
    });
    await flush();
    expect(get(RouterStore).get().history.at(-1)?.view).toBe('WalletSendPreview');
  });

  it('SPEC §4: a network switch clears the form', async () => {
    const { core, get } = await renderForm();
    await fillNativeSend();
    await act(async () => {
      await core.switchNetwork(arbitrum);
    });
    await flush();
    expect((screen.getByTestId('send-amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('send-receiver') as HTMLInputElement).value).toBe('');
    expect(get(SendStore).get().token).toBeUndefined();
  });
});

describe('WalletSendPreview view', () => {
  async function renderPreview() {
    const testApp = await renderForm();
    await fillNativeSend();
    await act(async () => {
      fireEvent.click(reviewButton());
    });
    testApp.view.unmount();
    renderInApp(<WalletSendPreviewView />, testApp.app);
    await flush();
    return testApp;
  }

  it('shows from, to, amount with token, network and the network fee', async () => {
    await renderPreview();
    expect(screen.getByTestId('send-preview-from').textContent).toBe('0x1234...abcdef');
    expect(screen.getByTestId('send-preview-to').textContent).toBe('0x2222...222222');
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('0.5 ETH');
    expect(screen.getByTestId('send-preview-network').textContent).toBe('Ethereum');
    expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH');
  });

  it('Send asks the wallet, then shows the hash and the explorer link', async () => {
    const { adapter } = await renderPreview();
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-confirm'));
    });
    await flush();
    expect(adapter.methodsCalled()).toContain('sendTransaction');
    const hash = `0x${'cd'.repeat(32)}`;
    expect(screen.getByTestId('send-hash').textContent).toBe(hash);
    expect(screen.getByRole('link', { name: /View on block explorer/ }).getAttribute('href')).toBe(
      `https://etherscan.example/tx/${hash}`,
    );
    expect(screen.getByText('Sent 0.5 ETH')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Confirmed on the network');
  });

  it('issue (flows end confirmed): the sent view says it waits for the network until the receipt, then what became of it', async () => {
    const testApp = await renderPreview();
    let mine: (outcome: 'failed') => void = () => undefined;
    testApp.adapter.transactionOutcome = new Promise((resolve) => (mine = resolve));
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-confirm'));
    });
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Waiting for the network to confirm it');
    expect(screen.getByTestId('send-status').getAttribute('data-status')).toBe('watching');
    await act(async () => {
      mine('failed');
      await flush();
    });
    expect(screen.getByRole('status').textContent).toBe('The transaction failed on the network');
  });

  it('a rejection in the wallet reads "Signature declined" and the send can be tried again', async () => {
    const { adapter, get } = await renderPreview();
    adapter.failures.set('sendTransaction', new UserRejectedRequestError());
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-confirm'));
    });
    await flush();
    expect(get(SnackbarStore).get()).toMatchObject({ variant: 'error', message: 'Signature declined' });
    const confirm = screen.getByTestId('send-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('0.5 ETH');
  });
});
