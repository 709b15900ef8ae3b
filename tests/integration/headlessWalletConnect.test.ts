import { ContainerModule } from 'inversify';
import { firstValueFrom, filter } from 'rxjs';
import { hashMessage, recoverMessageAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { type Keyport } from '../../application/instance/Keyport';
import { ChainAdapter } from '../../application/ports/ChainAdapter';
import { DEMO_PROJECT_ID, DEV_MNEMONIC } from '../../devstack/config';
import { type Relay, startRelay } from '../../devstack/relay/startRelay';
import { createHeadlessKeyport } from '../../infrastructure/composition/headless';
import { EvmChainAdapter } from '../../infrastructure/evm/EvmChainAdapter';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';
import { arbitrum, ethereum } from '../fixtures/networks';
import { startNodeWallet, stopNodeWallet } from '../support/nodeWallet';

type WalletClient = SignClientInstance;

const account = mnemonicToAccount(DEV_MNEMONIC);
const ACCOUNTS = [`eip155:1:${account.address}`, `eip155:42161:${account.address}`];
const METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'];

/** The phone wallet: the wallet-side SDK in this process, signing with devnet account 0. */
async function startWallet(relayUrl: string): Promise<WalletClient> {
  const wallet = await startNodeWallet(relayUrl);
  wallet.on('session_request', (event) => {
    const { method, params } = event.params.request;
    const answer = async (): Promise<unknown> => {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
      const [message] = params as [`0x${string}`];
      return account.signMessage({ message: { raw: message } });
    };
    void answer().then((result) =>
      wallet.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } }),
    );
  });
  return wallet;
}

function approveNext(wallet: WalletClient): Promise<void> {
  return new Promise((resolve, reject) => {
    wallet.once('session_proposal', (proposal) => {
      wallet
        .approve({
          id: proposal.id,
          namespaces: {
            eip155: {
              accounts: ACCOUNTS,
              chains: ['eip155:1', 'eip155:42161'],
              methods: METHODS,
              events: ['chainChanged', 'accountsChanged'],
            },
          },
        })
        .then((approved) => approved.acknowledged())
        .then(() => resolve(), reject);
    });
  });
}

describe('a headless core pairs with a wallet-side SignClient through the devstack relay (Node integration)', () => {
  let relay: Relay;
  let wallet: WalletClient;
  let core: Keyport;
  let adapter: EvmChainAdapter;

  beforeAll(async () => {
    relay = await startRelay();
  });

  beforeEach(async () => {
    wallet = await startWallet(relay.url);
    // Balances are not read here: nothing listens on this address.
    adapter = new EvmChainAdapter({
      window: undefined,
      rpcContext: () => ({ customUrls: [], blockchainApiUrl: 'http://127.0.0.1:9', projectId: undefined }),
    });
    core = createHeadlessKeyport(
      {
        projectId: DEMO_PROJECT_ID,
        networks: [ethereum, arbitrum],
        apiUrls: { walletConnectRelay: relay.url },
      },
      [new ContainerModule((bind) => bind(ChainAdapter).toConstantValue(adapter))],
    );
  });

  afterEach(async () => {
    await core.destroy();
    await stopNodeWallet(wallet);
  });

  afterAll(() => relay.close());

  async function pair(): Promise<number> {
    const started = performance.now();
    const uri = await core.pairWalletConnect();
    const approved = approveNext(wallet);
    await wallet.pair({ uri });
    await approved;
    await firstValueFrom(core.account$('eip155').pipe(filter((a) => a?.isConnected === true)));
    return performance.now() - started;
  }

  it('pairs: the uri, the wallet approves, the core reads the account connected through WalletConnect', async () => {
    const elapsed = await pair();
    expect(core.getAccount('eip155')).toMatchObject({
      address: account.address,
      caipAddress: `eip155:1:${account.address}`,
      status: 'connected',
    });
    // The pairing round trip over the local relay, timed.
    process.stdout.write(`pairing round trip (uri → connected): ${elapsed.toFixed(0)} ms\n`);
    expect(elapsed).toBeGreaterThan(0);
  });

  it('signs through the session: the wallet answers personal_sign and the signature is its account', async () => {
    await pair();
    const signature = await adapter.signMessage('Hello from Node', account.address);
    await expect(
      recoverMessageAddress({ message: 'Hello from Node', signature: signature as `0x${string}` }),
    ).resolves.toBe(account.address);
    expect(hashMessage('Hello from Node')).toMatch(/^0x/);
  });

  it("follows the wallet's chain change, and its ending of the session disconnects the core", async () => {
    await pair();
    const [session] = wallet.session.getAll();
    if (session === undefined) throw new Error('the wallet holds no session');

    await wallet.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: 42161 },
      chainId: 'eip155:42161',
    });
    await firstValueFrom(
      core.account$('eip155').pipe(filter((a) => a?.caipAddress?.startsWith('eip155:42161') === true)),
    );
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161');

    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    await firstValueFrom(core.account$('eip155').pipe(filter((a) => a?.status === 'disconnected')));
  });

  it("SPEC §4: the core's disconnect ends the session on the wallet's side too", async () => {
    await pair();
    const deleted = new Promise<void>((resolve) => wallet.once('session_delete', () => resolve()));
    await expect(core.disconnect()).resolves.toMatchObject({ ok: true });
    await deleted;
    expect(wallet.session.getAll()).toEqual([]);
  });
});
