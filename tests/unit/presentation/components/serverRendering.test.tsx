/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { AccountStore } from '../../../../application/account/AccountStore';
import { AccountButton, AppKitButton, ConnectButton, NetworkButton } from '../../../../presentation';
import { KeyportProvider } from '../../../../presentation/react/KeyportProvider';
import { ethereum } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore } from '../../../support/createTestCore';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

describe('server rendering (importing or rendering Keyport on a server touches no window)', () => {
  it('the public entry imports and the buttons render where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const testCore = createTestCore();
    const html = renderToString(
      <KeyportProvider keyport={testCore.core}>
        <AppKitButton />
        <ConnectButton size="sm" />
        <NetworkButton />
      </KeyportProvider>,
    );
    expect(html).toContain('data-testid="connect-button"');
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('data-testid="network-button"');
    expect(html).toContain('Ethereum');
    // The buttons' stylesheet comes with them.
    expect(html).toContain('.kp-host-button');
    testCore.core.destroy();
  });

  it('renders a connected account on the server', () => {
    const testCore = createTestCore();
    arrangeConnected(testCore, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), ADDRESS);
    testCore.get(AccountStore).patchAccount('eip155', { balance: '3.14159', balanceSymbol: 'ETH' });
    const html = renderToString(
      <KeyportProvider keyport={testCore.core}>
        <AccountButton />
      </KeyportProvider>,
    );
    expect(html).toContain('0x1234...abcdef');
    expect(html).toContain('3.141 ETH');
    testCore.core.destroy();
  });
});

describe('createAppKit on a server (SPEC §1 creation; rendering on a server touches no window)', () => {
  it('creates the modal object and renders the buttons where there is no window', async () => {
    const { createAppKit, evmAdapter } = await import('../../../../presentation');
    const { resetAppKit } = await import('../../../../presentation/app/createAppKit');
    try {
      const modal = createAppKit({ projectId: 'p', networks: [ethereum], adapters: [evmAdapter()] });
      expect(modal.getState()).toMatchObject({
        open: false,
        selectedNetworkId: 'eip155:1',
        initialized: true,
      });
      expect(renderToString(<AppKitButton />)).toContain('data-testid="connect-button"');
      await modal.open();
      expect(modal.isOpen()).toBe(true);
    } finally {
      resetAppKit();
    }
  });
});
