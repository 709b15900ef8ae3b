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

  describe('REFERENCE §7 enableEIP6963 and enableInjected: the site lists only the wallets it wants', () => {
    const page = window as unknown as { ethereum?: unknown };
    let stop: () => void;

    beforeEach(() => {
      stop = announcePageWallet();
      // A second wallet behind `window.ethereum` only, as an extension without EIP-6963 would be.
      page.ethereum = { request: () => Promise.resolve(null), on: () => undefined };
    });

    afterEach(() => {
      stop();
      delete page.ethereum;
    });

    function listedIds(options: object): readonly string[] {
      const { core, container } = createBrowserKeyport(
        { projectId: 'p', networks: [ethereum], ...options },
        { adapters: [evmAdapter()] },
      );
      const ids = container
        .get(ConnectorStore)
        .get()
        .connectors.map((connector) => connector.id);
      void core.destroy();
      return ids;
    }

    it('lists both by default', () => {
      expect(listedIds({})).toEqual(expect.arrayContaining(['dev.keyport.testwallet', 'injected']));
    });

    it('enableEIP6963: false lists no announced wallet, and asks no wallet to announce itself', () => {
      const requests = jest.fn();
      window.addEventListener('eip6963:requestProvider', requests);
      const ids = listedIds({ enableEIP6963: false });
      window.removeEventListener('eip6963:requestProvider', requests);
      expect(ids).not.toContain('dev.keyport.testwallet');
      expect(ids).toContain('injected');
      expect(requests).not.toHaveBeenCalled();
    });

    it('enableInjected: false lists no window.ethereum "Browser Wallet"', () => {
      const ids = listedIds({ enableInjected: false });
      expect(ids).toContain('dev.keyport.testwallet');
      expect(ids).not.toContain('injected');
    });
  });
});
