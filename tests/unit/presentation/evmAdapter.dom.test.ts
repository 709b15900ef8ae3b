/**
 * @jest-environment jsdom
 */
import '../../support/jsdomTextEncoding';
import { ConnectorStore } from '../../../application/connector/ConnectorStore';
import { ChainAdapter } from '../../../application/ports/ChainAdapter';
import { announceTestWallet, createTestWalletProvider } from '../../../devstack/test-wallet';
import { EvmChainAdapter } from '../../../infrastructure/evm/EvmChainAdapter';
import { createBrowserKeyport } from '../../../presentation/composition/createBrowserKeyport';
import { evmAdapter } from '../../../presentation/composition/evmAdapter';
import { ethereum } from '../../fixtures/networks';

/** Devnet account 0 of the `test … junk` mnemonic: public knowledge, no value anywhere. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('evmAdapter() (host API: createAppKit({ adapters: [evmAdapter()] }))', () => {
  afterEach(() => window.localStorage.clear());

  it('binds one EvmChainAdapter for eip155, and the wallets the page announces reach the connector list', () => {
    const stop = announceTestWallet(
      createTestWalletProvider({
        rpcUrls: { 1: 'http://127.0.0.1:9' },
        privateKey: DEV_KEY,
        chainId: 1,
        mode: 'approve',
        storage: null,
      }),
    );
    const adapter = evmAdapter();
    expect(adapter.namespace).toBe('eip155');

    const { core, container } = createBrowserKeyport({ projectId: 'p', networks: [ethereum] }, [
      adapter.module,
    ]);
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
