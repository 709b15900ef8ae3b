import { firstValueFrom } from 'rxjs';
import { getAccount } from '../../../../application/instance/actions';
import { runtimeOf } from '../../../../application/instance/internal/runtime';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { evmAdapter } from '../../../../infrastructure/composition/evmAdapter';
import { createKeyport } from '../../../../infrastructure/composition/headless';
import { ethereum } from '../../../fixtures/networks';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A wallet of the host's own: answers the account and chain requests, records every method. */
function hostProvider() {
  const methods: string[] = [];
  return {
    methods,
    provider: {
      async request({ method }: { readonly method: string }): Promise<unknown> {
        methods.push(method);
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS.toLowerCase()];
        if (method === 'eth_chainId') return '0x1';
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    },
  };
}

describe('evmAdapter({ provider }): a wallet the host brings (headless scripting, ARCHITECTURE "The shape in one page")', () => {
  it('offers the provider as the connector "provider" in Node, and connects through it', async () => {
    const { provider, methods } = hostProvider();
    const keyport = createKeyport(
      { projectId: 'p', networks: [ethereum] },
      { adapters: [evmAdapter({ provider, providerName: 'Script key' })] },
    );
    try {
      const connectors = runtimeOf(keyport, 'test').get(ConnectorStore);
      const listed = await firstValueFrom(connectors.select((state) => state.connectors));
      // WalletConnect is offered too: the options have a project id.
      expect(listed.map(({ id, name, type }) => ({ id, name, type }))).toEqual([
        { id: 'provider', name: 'Script key', type: 'EXTERNAL' },
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
      ]);
      const connector = listed[0];
      if (connector === undefined) throw new Error('no connector');
      await runtimeOf(keyport, 'test').get(ConnectionService).connectExternal(connector);
      expect(getAccount(keyport)).toMatchObject({ isConnected: true, address: ADDRESS });
      expect(methods).toContain('eth_requestAccounts');
    } finally {
      await keyport.destroy();
    }
  });

  it('refuses what is not an EIP-1193 provider, at once and by name', () => {
    expect(() => evmAdapter({ provider: {} as never })).toThrow(
      'evmAdapter({ provider }): expected an EIP-1193 provider (an object with request())',
    );
  });
});
