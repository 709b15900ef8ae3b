/**
 * @jest-environment jsdom
 */
import { WalletConnectClient } from '../../../../application/ports/WalletConnectClient';
import { createBrowserKeyport } from '../../../../presentation/composition/createBrowserKeyport';
import { type SignClientSettings } from '../../../../infrastructure/walletconnect/SignClientSettings';
import { ethereum } from '../../../fixtures/networks';

const started: SignClientSettings[] = [];

// The sign-client is not started: what matters is what each instance would start it with.
jest.mock('../../../../infrastructure/walletconnect/loadSignClientWalletConnect', () => ({
  loadSignClientWalletConnect: (settings: SignClientSettings) => {
    started.push(settings);
    return Promise.reject(new Error('not started in this test'));
  },
}));

describe("each instance's WalletConnect storage is its own (the SDK shares one client per storage prefix)", () => {
  it('the default instance keeps the SDK’s own keys; a named one gets a prefix of its name', async () => {
    const instances = [undefined, 'shop', 'bank'].map((name) => {
      const { core, container } = createBrowserKeyport(
        { projectId: 'p', networks: [ethereum] },
        name === undefined ? {} : { name },
      );
      return { core, client: container.get<WalletConnectClient>(WalletConnectClient) };
    });
    for (const { client } of instances) await client.restore().catch(() => undefined);
    expect(new Set(started.map((settings) => settings.customStoragePrefix))).toEqual(
      new Set([undefined, 'keyport-shop', 'keyport-bank']),
    );
    await Promise.all(instances.map(({ core }) => core.destroy()));
  });
});
