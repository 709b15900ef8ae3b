import { firstValueFrom, type Subscription } from 'rxjs';
import { createPublicClient, formatEther, getAddress, http, parseEther, recoverMessageAddress } from 'viem';
import { type ChainAdapterEvent } from '../../../../application/ports/ChainAdapter';
import { startDevChains } from '../../../../devstack/chain/startDevChain';
import { type DevChain } from '../../../../devstack/chain/DevChain';
import { DEV_CHAINS } from '../../../../devstack/config';
import {
  announceTestWallet,
  createTestWalletProvider,
  type TestWalletOptions,
  type TestWalletProvider,
} from '../../../../devstack/test-wallet';
import { type Connector } from '../../../../domain/connector/Connector';
import { type KeyportError } from '../../../../domain/errors/KeyportError';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { EvmChainAdapter } from '../../../../infrastructure/evm/EvmChainAdapter';

/** Accounts the seeded history leaves alone (it uses 0, 1 and 9). */
const CONNECTED = 2;
const PAYEE = 3;
const OTHER = 7;

function failureOf(promise: Promise<unknown>): Promise<KeyportError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: KeyportError) => error,
  );
}

/** A wallet that records every request it is sent, in order. */
function recording(provider: TestWalletProvider): {
  provider: TestWalletProvider;
  methods: string[];
  params: unknown[];
} {
  const methods: string[] = [];
  const params: unknown[] = [];
  const wrapped = Object.create(provider) as TestWalletProvider;
  Object.defineProperty(wrapped, 'request', {
    value: (args: { method: string; params?: unknown }) => {
      methods.push(args.method);
      params.push(args.params);
      return provider.request(args);
    },
  });
  return { provider: wrapped, methods, params };
}

describe('EvmChainAdapter on a dev chain with the test wallet (ChainAdapter port, EIP-1193)', () => {
  let ethereumChain: DevChain;
  let arbitrumChain: DevChain;
  let ethereum: CaipNetwork;
  let arbitrum: CaipNetwork;
  let adapter: EvmChainAdapter;

  beforeAll(async () => {
    [ethereumChain, arbitrumChain] = (await startDevChains(DEV_CHAINS, { port: 0 })) as [DevChain, DevChain];
    const network = (chain: DevChain, name: string): CaipNetwork => ({
      id: chain.chainId,
      chainNamespace: 'eip155',
      caipNetworkId: chain.caipNetworkId,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      blockExplorers: { default: { name: 'Devscan', url: 'https://devscan.example' } },
    });
    ethereum = network(ethereumChain, 'Ethereum');
    arbitrum = network(arbitrumChain, 'Arbitrum One');
  }, 60_000);
  afterAll(() => Promise.all([ethereumChain.close(), arbitrumChain.close()]));

  beforeEach(() => {
    adapter = new EvmChainAdapter({
      window: undefined,
      // No relay (no project id): balances read the network's own RPC URL.
      rpcContext: () => ({ customUrls: [], blockchainApiUrl: 'http://127.0.0.1:9', projectId: undefined }),
    });
  });
  afterEach(() => adapter.disconnect());

  function wallet(overrides: Partial<TestWalletOptions> = {}): TestWalletProvider {
    return createTestWalletProvider({
      rpcUrls: { 1: ethereumChain.rpcUrl, 42161: arbitrumChain.rpcUrl },
      privateKey: ethereumChain.accounts[CONNECTED]!.privateKey,
      chainId: 1,
      mode: 'approve',
      storage: null,
      ...overrides,
    });
  }

  /** The test wallet as EIP-6963 discovery would hand it over. */
  function announced(provider: unknown): Connector {
    return {
      id: 'dev.keyport.testwallet',
      name: 'Keyport Test Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'dev.keyport.testwallet' },
      installed: true,
      provider,
    };
  }

  function collectEvents(): { events: ChainAdapterEvent[]; subscription: Subscription } {
    const events: ChainAdapterEvent[] = [];
    return { events, subscription: adapter.events$.subscribe((event) => events.push(event)) };
  }

  /** Lets queued wallet events (checksummed with viem, loaded lazily) come out. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  describe('discovery without a page', () => {
    it('on a server (no window) there is nothing to discover', async () => {
      expect(await firstValueFrom(adapter.connectors$)).toEqual([]);
    });

    it('announcing needs a window', () => {
      expect(() => announceTestWallet(wallet())).toThrow(
        'announceTestWallet needs a window to announce the wallet on',
      );
    });
  });

  describe('connect', () => {
    it('asks for the accounts and answers the checksummed address, every account, and the chain', async () => {
      const provider = wallet();
      const account = await adapter.connect(announced(provider), ethereum);
      const address = ethereumChain.accounts[CONNECTED]!.address;
      expect(account).toEqual({ address, chainId: 1, accounts: [{ address, type: 'eoa' }] });
      expect(address).toBe(getAddress(address));
    });

    it('asks the wallet to switch to the requested network when it is on another one', async () => {
      const provider = wallet({ chainId: 42161 });
      const account = await adapter.connect(announced(provider), ethereum);
      expect(account.chainId).toBe(1);
      expect(provider.chainId).toBe(1);
    });

    it('EIP-3326 4902 while connecting: the network is added (EIP-3085), then switched to', async () => {
      const provider = wallet({ chainId: 42161, rpcUrls: { 42161: arbitrumChain.rpcUrl } });
      const { provider: spied, methods } = recording(provider);
      const account = await adapter.connect(announced(spied), ethereum);
      expect(account.chainId).toBe(1);
      expect(methods).toEqual([
        'eth_requestAccounts',
        'eth_chainId',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
        'eth_chainId',
      ]);
    });

    it('SPEC §4 UnsupportedChain: a wallet that refuses to switch stays connected on its own chain', async () => {
      const provider = wallet({ chainId: 42161 });
      const refusing = Object.create(provider) as TestWalletProvider;
      Object.defineProperty(refusing, 'request', {
        value: (args: { method: string }) =>
          args.method === 'wallet_switchEthereumChain'
            ? Promise.reject({ code: 4001, message: 'User rejected the request.' })
            : provider.request(args),
      });
      const account = await adapter.connect(announced(refusing), ethereum);
      expect(account.chainId).toBe(42161);
    });

    it('EIP-1193 4001: a refusal is USER_REJECTED "User rejected the request.", the wallet\'s 4001 kept as cause', async () => {
      const error = await failureOf(adapter.connect(announced(wallet({ mode: 'reject' })), ethereum));
      expect(error.code).toBe('USER_REJECTED');
      expect(error.shortMessage).toBe('User rejected the request.');
      expect((error.cause as { code: number }).code).toBe(4001);
    });

    it('a connector whose wallet is gone is WALLET_UNAVAILABLE', async () => {
      const error = await failureOf(
        adapter.connect({ ...announced(undefined), name: 'Gone Wallet' }, ethereum),
      );
      expect(error.code).toBe('WALLET_UNAVAILABLE');
      expect(error.shortMessage).toBe('Gone Wallet is not available in this browser');
    });
  });

  describe('reconnect (on reload, without a prompt)', () => {
    it('resolves undefined when the wallet does not know the site', async () => {
      expect(await adapter.reconnect(announced(wallet()), ethereum)).toBeUndefined();
    });

    it('re-attaches to an approved wallet without prompting (even one that would refuse a prompt), keeping its chain', async () => {
      const provider = wallet();
      await provider.request({ method: 'eth_requestAccounts' });
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });
      provider.setMode('reject');
      const account = await adapter.reconnect(announced(provider), ethereum);
      expect(account).toEqual({
        address: ethereumChain.accounts[CONNECTED]!.address,
        chainId: 42161,
        accounts: [{ address: ethereumChain.accounts[CONNECTED]!.address, type: 'eoa' }],
      });
      // Attached: the wallet's events reach the port.
      const { events, subscription } = collectEvents();
      provider.disconnect();
      await settle();
      expect(events).toEqual([{ type: 'disconnected', namespace: 'eip155' }]);
      subscription.unsubscribe();
    });
  });

  describe('wallet events (accountsChanged, chainChanged, disconnect -> events$)', () => {
    it('follow the connected wallet: a new account (checksummed), a new chain, no account, a disconnection', async () => {
      const provider = wallet();
      await adapter.connect(announced(provider), ethereum);
      const { events, subscription } = collectEvents();

      provider.useAccount(ethereumChain.accounts[OTHER]!.privateKey);
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      provider.disconnect();
      await settle();

      expect(events).toEqual([
        { type: 'accountsChanged', namespace: 'eip155', address: ethereumChain.accounts[OTHER]!.address },
        { type: 'chainChanged', namespace: 'eip155', chainId: 42161 },
        { type: 'accountsChanged', namespace: 'eip155', address: null },
        { type: 'disconnected', namespace: 'eip155' },
      ]);
      subscription.unsubscribe();
    });

    it('stop once the site disconnects: the wallet is let go and its permission revoked', async () => {
      const provider = wallet();
      await adapter.connect(announced(provider), ethereum);
      const { events, subscription } = collectEvents();
      await adapter.disconnect();
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });
      await settle();
      expect(events).toEqual([]);
      subscription.unsubscribe();
    });

    it('stop following a wallet when another is connected', async () => {
      const first = wallet();
      await adapter.connect(announced(first), ethereum);
      await adapter.connect(
        announced(wallet({ privateKey: ethereumChain.accounts[OTHER]!.privateKey })),
        ethereum,
      );
      const { events, subscription } = collectEvents();
      await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });
      await settle();
      expect(events).toEqual([]);
      subscription.unsubscribe();
    });
  });

  describe('switchNetwork', () => {
    it('EIP-3326: moves the connected wallet to the network', async () => {
      const provider = wallet();
      await adapter.connect(announced(provider), ethereum);
      await adapter.switchNetwork(arbitrum);
      expect(provider.chainId).toBe(42161);
    });

    it('EIP-3326 4902 -> EIP-3085: adds the network with its name, currency, RPC URLs and explorer, then switches', async () => {
      const { provider, methods, params } = recording(wallet({ rpcUrls: { 1: ethereumChain.rpcUrl } }));
      await adapter.connect(announced(provider), ethereum);
      await adapter.switchNetwork(arbitrum);
      expect(provider.chainId).toBe(42161);
      const added = params[methods.indexOf('wallet_addEthereumChain')];
      expect(added).toEqual([
        {
          chainId: '0xa4b1',
          chainName: 'Arbitrum One',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: [arbitrumChain.rpcUrl],
          blockExplorerUrls: ['https://devscan.example'],
        },
      ]);
      expect(methods.slice(-3)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]);
    });

    it('a refusal to switch is thrown as USER_REJECTED and the wallet stays', async () => {
      const provider = wallet();
      await adapter.connect(announced(provider), ethereum);
      provider.setMode('reject');
      expect((await failureOf(adapter.switchNetwork(arbitrum))).code).toBe('USER_REJECTED');
      expect(provider.chainId).toBe(1);
    });

    it('without a connected wallet it is WALLET_NOT_CONNECTED', async () => {
      expect((await failureOf(adapter.switchNetwork(arbitrum))).code).toBe('WALLET_NOT_CONNECTED');
    });

    it('a network that is not an eip155 chain is refused before the wallet is asked', async () => {
      await adapter.connect(announced(wallet()), ethereum);
      const solana: CaipNetwork = {
        ...ethereum,
        id: 'abc',
        chainNamespace: 'solana',
        caipNetworkId: 'solana:abc',
      };
      expect((await failureOf(adapter.switchNetwork(solana))).code).toBe('INVALID_NETWORK');
    });
  });

  describe('getBalance (eth_getBalance through the SPEC §7 RPC endpoints)', () => {
    it('reads the native balance from the chain and formats it in whole units with the network symbol', async () => {
      const address = ethereumChain.accounts[PAYEE]!.address;
      const onChain = await createPublicClient({ transport: http(ethereumChain.rpcUrl) }).getBalance({
        address,
      });
      expect(await adapter.getBalance(address, ethereum)).toEqual({
        balance: formatEther(onChain),
        symbol: 'ETH',
      });
    });

    it('SPEC §5: an address written without 0x is read all the same', async () => {
      const address = ethereumChain.accounts[PAYEE]!.address;
      const onChain = await createPublicClient({ transport: http(ethereumChain.rpcUrl) }).getBalance({
        address,
      });
      expect((await adapter.getBalance(address.slice(2), ethereum)).balance).toBe(formatEther(onChain));
    });

    it("prefers the host's custom RPC URL (SPEC §7 order)", async () => {
      const viaCustom = new EvmChainAdapter({
        window: undefined,
        rpcContext: () => ({
          customUrls: [arbitrumChain.rpcUrl],
          blockchainApiUrl: 'http://127.0.0.1:9',
          projectId: undefined,
        }),
      });
      // Arbitrum's chain, reached through the custom URL, though the network names ethereum's.
      const address = ethereumChain.accounts[PAYEE]!.address;
      const onArbitrum = await createPublicClient({ transport: http(arbitrumChain.rpcUrl) }).getBalance({
        address,
      });
      expect((await viaCustom.getBalance(address.toLowerCase(), ethereum)).balance).toBe(
        formatEther(onArbitrum),
      );
    });

    it('an unreachable RPC is REQUEST_FAILED; a malformed address is INVALID_ADDRESS', async () => {
      const unreachable: CaipNetwork = {
        ...ethereum,
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      };
      const offline = new EvmChainAdapter({
        window: undefined,
        rpcContext: () => ({ customUrls: [], blockchainApiUrl: 'http://127.0.0.1:9', projectId: undefined }),
        rpcTransport: { timeoutMs: 1_000 },
      });
      const address = ethereumChain.accounts[PAYEE]!.address;
      expect((await failureOf(offline.getBalance(address, unreachable))).code).toBe('REQUEST_FAILED');
      expect((await failureOf(adapter.getBalance('0x1234', ethereum))).code).toBe('INVALID_ADDRESS');
    });
  });

  describe('signMessage (personal_sign)', () => {
    it('returns a signature that recovers to the connected account', async () => {
      const account = await adapter.connect(announced(wallet()), ethereum);
      const signature = (await adapter.signMessage('Sign in to Keyport', account.address)) as `0x${string}`;
      expect(await recoverMessageAddress({ message: 'Sign in to Keyport', signature })).toBe(account.address);
    });

    it('a declined signature is USER_REJECTED; no wallet is WALLET_NOT_CONNECTED; a bad address INVALID_ADDRESS', async () => {
      expect(
        (await failureOf(adapter.signMessage('hi', ethereumChain.accounts[CONNECTED]!.address))).code,
      ).toBe('WALLET_NOT_CONNECTED');
      const provider = wallet();
      const account = await adapter.connect(announced(provider), ethereum);
      provider.setMode('reject');
      expect((await failureOf(adapter.signMessage('hi', account.address))).code).toBe('USER_REJECTED');
      expect((await failureOf(adapter.signMessage('hi', 'nobody'))).code).toBe('INVALID_ADDRESS');
    });
  });

  describe('sendTransaction (eth_sendTransaction)', () => {
    it('sends ether on the dev chain: the hash is mined and the payee receives the value', async () => {
      const account = await adapter.connect(announced(wallet()), ethereum);
      const payee = ethereumChain.accounts[PAYEE]!.address;
      const chain = createPublicClient({ transport: http(ethereumChain.rpcUrl) });
      const before = await chain.getBalance({ address: payee });
      const hash = (await adapter.sendTransaction({
        network: ethereum,
        from: account.address,
        to: payee,
        value: parseEther('0.5'),
        data: '0x',
      })) as `0x${string}`;
      expect((await chain.getTransactionReceipt({ hash })).status).toBe('success');
      expect(await chain.getBalance({ address: payee })).toBe(before + parseEther('0.5'));
    });

    it("moves the wallet to the transaction's network first", async () => {
      const provider = wallet();
      const account = await adapter.connect(announced(provider), ethereum);
      const payee = ethereumChain.accounts[PAYEE]!.address;
      const chain = createPublicClient({ transport: http(arbitrumChain.rpcUrl) });
      const before = await chain.getBalance({ address: payee });
      await adapter.sendTransaction({ network: arbitrum, from: account.address, to: payee, value: 1n });
      expect(provider.chainId).toBe(42161);
      expect(await chain.getBalance({ address: payee })).toBe(before + 1n);
    });

    it('a declined transaction is USER_REJECTED; bad addresses are INVALID_ADDRESS', async () => {
      const provider = wallet();
      const account = await adapter.connect(announced(provider), ethereum);
      provider.setMode('reject');
      const request = { network: ethereum, from: account.address, to: account.address, value: 1n };
      expect((await failureOf(adapter.sendTransaction(request))).code).toBe('USER_REJECTED');
      expect((await failureOf(adapter.sendTransaction({ ...request, from: 'x' }))).code).toBe(
        'INVALID_ADDRESS',
      );
      expect((await failureOf(adapter.sendTransaction({ ...request, to: 'y' }))).code).toBe(
        'INVALID_ADDRESS',
      );
    });
  });
});
