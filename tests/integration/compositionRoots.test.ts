import { buildKeyportContainer } from '../../application/core/createKeyportCore';
import { BlockchainApi } from '../../application/ports/BlockchainApi';
import { Storage } from '../../application/ports/Storage';
import { WalletRegistry } from '../../application/ports/WalletRegistry';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { startExplorer } from '../../devstack/explorer/startExplorer';
import { httpServicesModule } from '../../infrastructure/composition/httpServicesModule';
import { nodeModule } from '../../infrastructure/composition/nodeModule';
import { ethereum } from '../fixtures/networks';

describe('composition roots (ARCHITECTURE "The container and the core": one root per deployment picks the modules)', () => {
  it('each Node core has its own storage', () => {
    const a = buildKeyportContainer({ projectId: 'p', networks: [ethereum] }, [
      nodeModule,
      httpServicesModule,
    ]);
    const b = buildKeyportContainer({ projectId: 'p', networks: [ethereum] }, [
      nodeModule,
      httpServicesModule,
    ]);
    a.get<Storage>(Storage).setItem('k', 'a');
    expect(b.get<Storage>(Storage).getItem('k')).toBeNull();
    expect(a.get<Storage>(Storage)).toBe(a.get<Storage>(Storage));
  });

  it('SPEC §7 / REFERENCE §3c: the wallet registry reaches the explorer at the configured base URL', async () => {
    const explorer = await startExplorer({ port: 0 });
    try {
      const container = buildKeyportContainer(
        {
          projectId: DEMO_PROJECT_ID,
          networks: [ethereum],
          apiUrls: { explorerApi: explorer.url, blockchainApi: 'http://127.0.0.1:9' },
        },
        [nodeModule, httpServicesModule],
      );
      const page = await container.get<WalletRegistry>(WalletRegistry).getWallets({ page: 1, entries: 5 });
      expect(page.data).toHaveLength(5);
      expect(page.count).toBeGreaterThanOrEqual(60);
      expect(container.get<WalletRegistry>(WalletRegistry).walletImageUrl('img 1')).toBe(
        `${explorer.url}/getWalletImage/img%201?projectId=${DEMO_PROJECT_ID}&st=appkit&sv=react-core-1.7.4`,
      );
      // The blockchain API client loads on first use and is the HTTP one: nothing listens on port 9.
      await expect(container.get<BlockchainApi>(BlockchainApi).getSupportedChains()).rejects.toMatchObject({
        code: 'REQUEST_FAILED',
      });
    } finally {
      await explorer.close();
    }
  });
});
