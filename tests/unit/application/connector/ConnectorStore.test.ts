import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { aConnector } from '../../../support/arrangeConnection';

describe('ConnectorStore (SPEC §3 connectors and the connected connector id per namespace)', () => {
  const evmWc = aConnector('eip155', 'WALLET_CONNECT', 'walletConnect');
  const solWc = aConnector('solana', 'WALLET_CONNECT', 'walletConnect');
  const metamask = aConnector('eip155', 'INJECTED', 'io.metamask');

  it('SPEC §3: starts with no connector and no connected connector', () => {
    const store = new ConnectorStore();

    expect(store.get()).toEqual({ connectors: [], connectedConnectorIds: {} });
    expect(store.connectedConnector('eip155')).toBeUndefined();
  });

  it("SPEC §3: connectedConnector gives the namespace's connector by id, on that namespace", () => {
    const store = new ConnectorStore();
    store.set({ connectors: [metamask, solWc, evmWc], connectedConnectorIds: { eip155: 'walletConnect' } });

    expect(store.connectedConnector('eip155')).toBe(evmWc);
    expect(store.connectedConnector('solana')).toBeUndefined();
  });

  it('SPEC §3: a connected id whose connector is not known gives no connector', () => {
    const store = new ConnectorStore();
    store.set({
      connectors: [metamask],
      connectedConnectorIds: { eip155: 'io.rabby', solana: 'io.metamask' },
    });

    expect(store.connectedConnector('eip155')).toBeUndefined();
    expect(store.connectedConnector('solana')).toBeUndefined();
  });
});
