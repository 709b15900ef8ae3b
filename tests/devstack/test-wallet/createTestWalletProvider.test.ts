import { createPublicClient, http, parseEther, recoverMessageAddress, recoverTypedDataAddress } from 'viem';
import { startDevChains } from '../../../devstack/chain/startDevChain';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { DEV_CHAINS } from '../../../devstack/config';
import {
  TEST_WALLET_NAME as EXPLORER_TEST_WALLET_NAME,
  TEST_WALLET_RDNS as EXPLORER_TEST_WALLET_RDNS,
} from '../../../devstack/explorer/walletFixture';
import {
  createTestWalletProvider,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type TestWalletOptions,
  type TestWalletProvider,
  type TestWalletStorage,
} from '../../../devstack/test-wallet';

/** Accounts 0, 1 and 9 carry the seeded history; these are left alone by the seed. */
const PAYER = 4;
const PAYEE = 5;
const SIGNER = 6;

class MemoryStorage implements TestWalletStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function errorOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: { code: number; message: string }) => error,
  );
}

describe('the injected test wallet (ARCHITECTURE "EVM wallets": an EIP-1193 wallet backed by a devnet account)', () => {
  let ethereum: DevChain;
  let arbitrum: DevChain;
  let rpcUrls: Record<number, string>;

  beforeAll(async () => {
    [ethereum, arbitrum] = (await startDevChains(DEV_CHAINS, { port: 0 })) as [DevChain, DevChain];
    rpcUrls = { 1: ethereum.rpcUrl, 42161: arbitrum.rpcUrl };
  }, 60_000);
  afterAll(() => Promise.all([ethereum.close(), arbitrum.close()]));

  function wallet(accountIndex: number, overrides: Partial<TestWalletOptions> = {}): TestWalletProvider {
    return createTestWalletProvider({
      rpcUrls,
      privateKey: ethereum.accounts[accountIndex]!.privateKey,
      chainId: 1,
      mode: 'approve',
      storage: null,
      ...overrides,
    });
  }

  describe('accounts', () => {
    it('EIP-1193: eth_accounts is empty until the site is approved; eth_requestAccounts approves and announces the account', async () => {
      const provider = wallet(SIGNER);
      const seen: (readonly string[])[] = [];
      provider.on('accountsChanged', (accounts) => seen.push(accounts));

      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
      const address = ethereum.accounts[SIGNER]!.address.toLowerCase();
      expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
      expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
      expect(seen).toEqual([[address]]);
      expect(provider.address).toBe(ethereum.accounts[SIGNER]!.address);
    });

    it('wallet_revokePermissions forgets the approval and tells the site it sees no account', async () => {
      const provider = wallet(SIGNER);
      await provider.request({ method: 'eth_requestAccounts' });
      const seen: (readonly string[])[] = [];
      provider.on('accountsChanged', (accounts) => seen.push(accounts));

      expect(
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
      ).toBeNull();
      expect(seen).toEqual([[]]);
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    });

    it('useAccount switches the signing key and announces the new account to an approved site', async () => {
      const provider = wallet(SIGNER);
      const seen: (readonly string[])[] = [];
      provider.on('accountsChanged', (accounts) => seen.push(accounts));
      provider.useAccount(ethereum.accounts[PAYEE]!.privateKey);
      expect(seen).toEqual([]);

      await provider.request({ method: 'eth_requestAccounts' });
      provider.useAccount(ethereum.accounts[SIGNER]!.privateKey);
      expect(seen).toEqual([
        [ethereum.accounts[PAYEE]!.address.toLowerCase()],
        [ethereum.accounts[SIGNER]!.address.toLowerCase()],
      ]);
    });

    it('disconnect() drops the site and emits EIP-1193 disconnect (4900); a removed listener hears nothing', async () => {
      const provider = wallet(SIGNER);
      await provider.request({ method: 'eth_requestAccounts' });
      const heard: unknown[] = [];
      const removed = jest.fn();
      provider.on('disconnect', (error) => heard.push(error));
      provider.on('disconnect', removed);
      provider.removeListener('disconnect', removed);

      provider.disconnect();
      expect(heard).toEqual([expect.objectContaining({ code: 4900 })]);
      expect(removed).not.toHaveBeenCalled();
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    });

    it('a listener that throws does not keep the event from the others', async () => {
      const provider = wallet(SIGNER);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const after = jest.fn();
      provider.on('accountsChanged', () => {
        throw new Error('broken dapp handler');
      });
      provider.on('accountsChanged', after);
      await provider.request({ method: 'eth_requestAccounts' });
      expect(after).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledTimes(1);
      logged.mockRestore();
    });
  });

  describe('signing (a viem local account)', () => {
    it('personal_sign signs text that recovers to the account; hex is signed as raw bytes', async () => {
      const provider = wallet(SIGNER);
      const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [string];

      const signature = (await provider.request({
        method: 'personal_sign',
        params: ['Hello Keyport', address],
      })) as `0x${string}`;
      expect(await recoverMessageAddress({ message: 'Hello Keyport', signature })).toBe(provider.address);

      const raw = '0x48656c6c6f' as const;
      const rawSignature = (await provider.request({
        method: 'personal_sign',
        params: [raw, address],
      })) as `0x${string}`;
      expect(await recoverMessageAddress({ message: { raw }, signature: rawSignature })).toBe(
        provider.address,
      );
      expect(await recoverMessageAddress({ message: 'Hello', signature: rawSignature })).toBe(
        provider.address,
      );
    });

    it('eth_signTypedData_v4 signs EIP-712 data (given as JSON) that recovers to the account', async () => {
      const provider = wallet(SIGNER);
      const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [string];
      const typedData = {
        domain: { name: 'Keyport', version: '1', chainId: 1 },
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
          Greeting: [{ name: 'text', type: 'string' }],
        },
        primaryType: 'Greeting',
        message: { text: 'gm' },
      } as const;
      const signature = (await provider.request({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(typedData)],
      })) as `0x${string}`;
      const { EIP712Domain: _domain, ...types } = typedData.types;
      expect(await recoverTypedDataAddress({ ...typedData, types, signature })).toBe(provider.address);
    });

    it('EIP-1193 4100: signing before approval, or for another account, is unauthorized', async () => {
      const provider = wallet(SIGNER);
      const address = provider.address;
      expect(
        await errorOf(provider.request({ method: 'personal_sign', params: ['hi', address] })),
      ).toMatchObject({ code: 4100 });
      await provider.request({ method: 'eth_requestAccounts' });
      const other = ethereum.accounts[PAYEE]!.address;
      expect(
        await errorOf(provider.request({ method: 'personal_sign', params: ['hi', other] })),
      ).toMatchObject({ code: 4100 });
      expect(
        await errorOf(
          provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: other, to: address, value: '0x1' }],
          }),
        ),
      ).toMatchObject({ code: 4100 });
    });

    it('JSON-RPC -32602: malformed parameters are refused with a reason', async () => {
      const provider = wallet(SIGNER);
      const address = provider.address;
      await provider.request({ method: 'eth_requestAccounts' });
      const cases: [string, unknown][] = [
        ['personal_sign', 'not an array'],
        ['personal_sign', [42, address]],
        ['eth_signTypedData_v4', [address, '{not json']],
        ['eth_signTypedData_v4', [address, '"a string"']],
        ['eth_signTypedData_v4', [address, JSON.stringify({ types: {} })]],
        [
          'eth_signTypedData_v4',
          [
            address,
            JSON.stringify({
              types: { A: [{ name: 'x', type: 'nonsense' }] },
              primaryType: 'A',
              message: { x: 1 },
            }),
          ],
        ],
        ['eth_sendTransaction', [null]],
        ['eth_sendTransaction', [{ from: address, to: 'nobody' }]],
        ['eth_sendTransaction', [{ from: address, to: address, value: 12 }]],
        ['eth_sendTransaction', [{ from: address, to: address, data: '0xabc' }]],
        ['wallet_switchEthereumChain', [{ chainId: 1 }]],
        ['wallet_addEthereumChain', [{ chainId: '0x5', rpcUrls: ['ftp://chain'] }]],
      ];
      for (const [method, params] of cases) {
        expect(await errorOf(provider.request({ method, params }))).toMatchObject({ code: -32602 });
      }
    });
  });

  describe('transactions (signed here, sent raw to the chain)', () => {
    it('eth_sendTransaction moves ether on the dev chain: the payee balance grows by the value', async () => {
      const provider = wallet(PAYER);
      const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as [string];
      const payee = ethereum.accounts[PAYEE]!.address;
      const chain = createPublicClient({ transport: http(ethereum.rpcUrl) });
      const before = await chain.getBalance({ address: payee });

      const hash = (await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: payee, value: `0x${parseEther('1.25').toString(16)}` }],
      })) as `0x${string}`;

      const receipt = await chain.getTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.from).toBe(from);
      expect(await chain.getBalance({ address: payee })).toBe(before + parseEther('1.25'));
    });

    it('honours the fields a dapp sets (legacy gas price, gas, nonce, data)', async () => {
      const provider = wallet(PAYER);
      const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as [string];
      const chain = createPublicClient({ transport: http(ethereum.rpcUrl) });
      const nonce = await chain.getTransactionCount({ address: provider.address });
      const hash = (await provider.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from,
            to: ethereum.accounts[PAYEE]!.address,
            value: '0x1',
            gas: '0x7530',
            gasPrice: '0x4a817c800',
            nonce: `0x${nonce.toString(16)}`,
            data: '0x',
          },
        ],
      })) as `0x${string}`;
      const transaction = await chain.getTransaction({ hash });
      expect(transaction.gas).toBe(30_000n);
      expect(transaction.gasPrice).toBe(20_000_000_000n);
      expect(transaction.nonce).toBe(nonce);
      expect(transaction.type).toBe('legacy');
    });

    it("a chain's refusal keeps its JSON-RPC code (more value than the account holds)", async () => {
      const provider = wallet(PAYER);
      const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as [string];
      const error = await errorOf(
        provider.request({
          method: 'eth_sendTransaction',
          params: [
            { from, to: ethereum.accounts[PAYEE]!.address, value: `0x${parseEther('1000000').toString(16)}` },
          ],
        }),
      );
      expect(typeof error.code).toBe('number');
      expect(error.code).not.toBe(4001);
      expect(error.message).toEqual(expect.any(String));
    });
  });

  describe('reject mode (a visitor saying no)', () => {
    it('EIP-1193 4001: every prompt is refused with "User rejected the request."; setMode(approve) lets the next through', async () => {
      const provider = wallet(SIGNER, { mode: 'reject' });
      expect(provider.mode).toBe('reject');
      const refused = { code: 4001, message: 'User rejected the request.' };
      expect(await errorOf(provider.request({ method: 'eth_requestAccounts' }))).toMatchObject(refused);
      expect(
        await errorOf(
          provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
        ),
      ).toMatchObject(refused);
      // Reading is never a prompt.
      expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);

      provider.setMode('approve');
      const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [string];
      provider.setMode('reject');
      expect(
        await errorOf(provider.request({ method: 'personal_sign', params: ['hi', address] })),
      ).toMatchObject(refused);
      expect(
        await errorOf(
          provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: address, to: address, value: '0x1' }],
          }),
        ),
      ).toMatchObject(refused);
      expect(
        await errorOf(provider.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] })),
      ).toMatchObject(refused);
      expect(
        await errorOf(provider.request({ method: 'wallet_addEthereumChain', params: [{}] })),
      ).toMatchObject(refused);
    });
  });

  describe('chains', () => {
    it('EIP-3326: wallet_switchEthereumChain moves to a known chain, emits chainChanged, and forwards calls to that chain', async () => {
      const provider = wallet(SIGNER);
      const changes: string[] = [];
      provider.on('chainChanged', (chainId) => changes.push(chainId));
      expect(await provider.request({ method: 'net_version' })).toBe('1');

      expect(
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
      ).toBeNull();
      expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa4b1');
      expect(provider.chainId).toBe(42161);
      expect(await provider.request({ method: 'net_version' })).toBe('42161');
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });
      expect(changes).toEqual(['0xa4b1']);
    });

    it('EIP-3326 4902 for an unknown chain; after EIP-3085 wallet_addEthereumChain the switch succeeds', async () => {
      const provider = wallet(SIGNER, { rpcUrls: { 1: ethereum.rpcUrl } });
      const unknown = await errorOf(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
      );
      expect(unknown.code).toBe(4902);

      const added = await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0xa4b1',
            chainName: 'Arbitrum One',
            rpcUrls: [arbitrum.rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      });
      expect(added).toBeNull();
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });
      expect(await provider.request({ method: 'net_version' })).toBe('42161');
    });

    it('EIP-3085: a chain the wallet knows keeps its own RPC URL', async () => {
      const provider = wallet(SIGNER);
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x1', rpcUrls: ['http://127.0.0.1:9'] }],
      });
      expect(await provider.request({ method: 'net_version' })).toBe('1');
    });

    it('refuses to start on a chain it has no RPC URL for', () => {
      expect(() => wallet(SIGNER, { chainId: 5 })).toThrow(
        'The test wallet has no RPC URL for its starting chain 5',
      );
    });
  });

  describe('everything else goes to the chain', () => {
    it("forwards reads to the current chain's node and keeps a node's error code", async () => {
      const provider = wallet(SIGNER);
      const balance = (await provider.request({
        method: 'eth_getBalance',
        params: [provider.address, 'latest'],
      })) as string;
      expect(BigInt(balance)).toBeGreaterThan(0n);
      expect(await errorOf(provider.request({ method: 'eth_noSuchMethod', params: [] }))).toMatchObject({
        code: -32601,
      });
    });

    it('a chain that cannot be reached is an internal error (-32603) naming it', async () => {
      const provider = wallet(SIGNER, { rpcUrls: { 1: 'http://127.0.0.1:9' } });
      const error = await errorOf(provider.request({ method: 'eth_blockNumber' }));
      expect(error).toMatchObject({
        code: -32603,
        message: 'The chain at http://127.0.0.1:9 could not be reached',
      });
    });
  });

  describe('remembering across reloads', () => {
    it('keeps the approval and the chain in its storage; a new wallet on the same storage starts where the last one stopped', async () => {
      const storage = new MemoryStorage();
      const first = wallet(SIGNER, { storage });
      await first.request({ method: 'eth_requestAccounts' });
      await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] });

      const reloaded = wallet(SIGNER, { storage });
      expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([reloaded.address.toLowerCase()]);
      expect(reloaded.chainId).toBe(42161);
    });

    it('ignores what it cannot read: malformed storage, or a remembered chain it no longer knows', async () => {
      const storage = new MemoryStorage();
      storage.setItem(`keyport-test-wallet:${TEST_WALLET_RDNS}`, '{broken');
      expect(await wallet(SIGNER, { storage }).request({ method: 'eth_accounts' })).toEqual([]);
      storage.setItem(`keyport-test-wallet:${TEST_WALLET_RDNS}`, '42');
      expect(wallet(SIGNER, { storage }).chainId).toBe(1);
      storage.setItem(
        `keyport-test-wallet:${TEST_WALLET_RDNS}`,
        JSON.stringify({ approved: 'yes', chainId: 5 }),
      );
      const provider = wallet(SIGNER, { storage });
      expect(provider.chainId).toBe(1);
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    });

    it('without a page there is no sessionStorage: it remembers nothing by default', async () => {
      const provider = createTestWalletProvider({
        rpcUrls,
        privateKey: ethereum.accounts[SIGNER]!.privateKey,
        chainId: 1,
        mode: 'approve',
      });
      await provider.request({ method: 'eth_requestAccounts' });
      const again = createTestWalletProvider({
        rpcUrls,
        privateKey: ethereum.accounts[SIGNER]!.privateKey,
        chainId: 1,
        mode: 'approve',
      });
      expect(await again.request({ method: 'eth_accounts' })).toEqual([]);
    });
  });

  it('presents itself as the wallet the devstack explorer lists (same name and rdns)', () => {
    expect(TEST_WALLET_NAME).toBe(EXPLORER_TEST_WALLET_NAME);
    expect(TEST_WALLET_RDNS).toBe(EXPLORER_TEST_WALLET_RDNS);
    const provider = wallet(SIGNER, { name: 'Other Wallet', rdns: 'dev.keyport.other' });
    expect([provider.name, provider.rdns, provider.isKeyportTestWallet]).toEqual([
      'Other Wallet',
      'dev.keyport.other',
      true,
    ]);
  });
});
