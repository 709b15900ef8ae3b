import { type WalletConnectSession } from '../../../../application/ports/WalletConnectClient';
import { WalletConnectSessionProviders } from '../../../../application/ports/WalletConnectSessionProviders';
import { browserModule } from '../../../../infrastructure/composition/browserModule';
import { nodeModule } from '../../../../infrastructure/composition/nodeModule';
import { lazySessionProviders } from '../../../../infrastructure/walletconnect/lazySessionProviders';
import { WalletConnectProvider } from '../../../../infrastructure/walletconnect/WalletConnectProvider';
import { Container } from 'inversify';
import { sessionAddresses, sessionChains } from '../../../../application/walletconnect/sessionAccounts';
import { FakeWalletConnectClient } from '../../../fakes/FakeWalletConnectClient';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const session: WalletConnectSession = {
  topic: 't1',
  accounts: [`eip155:1:${A}`, `eip155:42161:${A}`, `eip155:42161:${B}`],
  peer: { name: 'Harbor Wallet' },
  expiry: 1_800_000_000,
};

function aProvider() {
  const client = new FakeWalletConnectClient();
  return { client, provider: new WalletConnectProvider(client, session, 'eip155:1') };
}

describe('WalletConnectProvider (requests go through the session)', () => {
  it('answers accounts and chain id from the session, without asking the wallet', async () => {
    const { client, provider } = aProvider();
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([A]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([A]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    await expect(provider.request({ method: 'wallet_revokePermissions', params: [] })).resolves.toBeNull();
    expect(client.calls).toEqual([]);
  });

  it('sends every other request to the wallet on the current chain', async () => {
    const { client, provider } = aProvider();
    await provider.request({ method: 'personal_sign', params: ['0x68', A] });
    await provider.request({ method: 'eth_blockNumber' });
    expect(client.calls).toEqual([
      { method: 'request', args: ['t1', 'eip155:1', 'personal_sign', ['0x68', A]] },
      { method: 'request', args: ['t1', 'eip155:1', 'eth_blockNumber', []] },
    ]);
  });

  it('a switch asks the wallet, then follows it: chainChanged once, later requests on the new chain', async () => {
    const { client, provider } = aProvider();
    const heard: unknown[] = [];
    provider.on('chainChanged', (id) => heard.push(id));

    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
    ).resolves.toBeNull();
    // The wallet's own chainChanged event for the same chain is not heard twice.
    provider.chainChanged('eip155:42161');

    expect(heard).toEqual(['0xa4b1']);
    expect(client.calls[0]?.args).toEqual([
      't1',
      'eip155:1',
      'wallet_switchEthereumChain',
      [{ chainId: '0xa4b1' }],
    ]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([A, B]);
  });

  it('a refused switch leaves the chain as it was', async () => {
    const { client, provider } = aProvider();
    jest.spyOn(client, 'request').mockRejectedValueOnce(new Error('refused'));
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
    ).rejects.toThrow('refused');
    expect(provider.currentChainId).toBe('eip155:1');
  });

  it("a malformed switch request is still the wallet's to answer, and moves nothing", async () => {
    const { client, provider } = aProvider();
    await provider.request({ method: 'wallet_switchEthereumChain', params: 'nonsense' });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'zz' }] });
    expect(client.calls).toHaveLength(2);
    expect(provider.currentChainId).toBe('eip155:1');
  });

  it('accountsChanged and the end of the session reach listeners; removed listeners hear nothing', () => {
    const { provider } = aProvider();
    const accounts: unknown[] = [];
    const ends: unknown[] = [];
    const removed = jest.fn();
    provider.on('accountsChanged', (a) => accounts.push(a));
    provider.on('accountsChanged', removed).removeListener('accountsChanged', removed);
    provider.on('disconnect', (e) => ends.push(e));
    provider.on('message', removed);

    provider.accountsChanged([`eip155:1:${B}`]);
    provider.ended();
    provider.ended();

    expect(accounts).toEqual([[B]]);
    expect(ends).toHaveLength(1);
    expect(removed).not.toHaveBeenCalled();
  });
});

describe('session providers: the adapter side makes them, the application asks', () => {
  it('lazySessionProviders makes a provider of the session on the chain given, over the client given', async () => {
    const client = new FakeWalletConnectClient();
    const provider = await lazySessionProviders.create(client, session, 'eip155:42161');
    expect(provider).toBeInstanceOf(WalletConnectProvider);
    expect(provider.currentChainId).toBe('eip155:42161');
    await provider.request({ method: 'personal_sign', params: ['0x68', A] });
    expect(client.calls).toEqual([
      { method: 'request', args: ['t1', 'eip155:42161', 'personal_sign', ['0x68', A]] },
    ]);
  });

  it.each([
    ['Node', nodeModule],
    ['browser', browserModule],
  ])('the %s composition binds the factory beside the client', (_name, module) => {
    const container = new Container();
    container.load(module);
    expect(container.get(WalletConnectSessionProviders)).toBe(lazySessionProviders);
  });
});

describe('session accounts (CAIP-10 lists of a session)', () => {
  it('the addresses on a chain, else those of its namespace, each once', () => {
    expect(sessionAddresses(session.accounts, 'eip155:42161')).toEqual([A, B]);
    expect(sessionAddresses(session.accounts, 'eip155:10')).toEqual([A, B]);
    expect(sessionAddresses(session.accounts, 'solana:x')).toEqual([]);
  });

  it('the chains approved in a namespace, in order, each once', () => {
    expect(sessionChains(session.accounts, 'eip155')).toEqual(['eip155:1', 'eip155:42161']);
    expect(sessionChains(session.accounts, 'solana')).toEqual([]);
  });
});
