/**
 * @jest-environment jsdom
 */
import '../../support/jsdomTextEncoding';
import { ConnectorStore } from '../../../application/connector/ConnectorStore';
import { ChainAdapter } from '../../../application/ports/ChainAdapter';
import { announcePageWallet } from '../../support/announcePageWallet';
import { EvmChainAdapter } from '../../../infrastructure/evm/EvmChainAdapter';
import { createBrowserKeyport } from '../../../presentation/composition/createBrowserKeyport';
import { evmAdapter } from '../../../presentation/composition/evmAdapter';
import { ethereum } from '../../fixtures/networks';

describe('evmAdapter() (host API: createAppKit({ adapters: [evmAdapter()] }))', () => {
  afterEach(() => window.localStorage.clear());

  it('binds one EvmChainAdapter for eip155, and the wallets the page announces reach the connector list', () => {
    const stop = announcePageWallet();
    const adapter = evmAdapter();
    expect(adapter.namespace).toBe('eip155');

    const { core, container } = createBrowserKeyport(
      { projectId: 'p', networks: [ethereum] },
      {
        adapters: [adapter],
      },
    );
    const bound = container.get<ChainAdapter>(ChainAdapter);
    expect(bound).toBeInstanceOf(EvmChainAdapter);
    expect(container.get<ChainAdapter>(ChainAdapter)).toBe(bound);
    expect(
      container
        .get(ConnectorStore)
        .get()
        .connectors.map((connector) => connector.id),
    ).toContain('dev.keyport.testwallet');
    core.destroy();
    stop();
  });
});
