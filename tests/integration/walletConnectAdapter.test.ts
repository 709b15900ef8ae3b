import { SignClient } from '@walletconnect/sign-client';
import { firstValueFrom, filter, type Observable } from 'rxjs';
import { type Hex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type WalletConnectEvent } from '../../application/ports/WalletConnectClient';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { type Relay, startRelay } from '../../devstack/relay/startRelay';
import { EIP155_EVENTS, EIP155_METHODS } from '../../infrastructure/walletconnect/proposalNamespaces';
import { MemoryKeyValueStorage } from '../../infrastructure/walletconnect/MemoryKeyValueStorage';
import { type SignClientWalletConnect } from '../../infrastructure/walletconnect/SignClientWalletConnect';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';
import { startSignClientWalletConnect } from '../../infrastructure/walletconnect/startSignClientWalletConnect';
import { DEFAULT_API_URLS } from '../../domain/options/ApiUrls';

// Every SignClient.init builds its own client core, as a fresh page load does. Without this the SDK
// hands a second client with the same storage prefix the first one's core from memory, and the
// restore test would not read the session back from storage.
process.env.DISABLE_GLOBAL_CORE = 'true';

/** The devnet's first well-known account: the wallet side signs with it. */
const WALLET_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const walletAccount = privateKeyToAccount(WALLET_KEY);
/** The devnet's second account, which the wallet switches to. */
const OTHER_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const WALLET_ICON = 'http://127.0.0.1:8552/wallet-icon.png';

let prefixes = 0;
/** Each client in this process keeps its keys under a prefix of its own. */
function nextPrefix(side: string): string {
  prefixes += 1;
  return `${side}-${prefixes}`;
}

interface Stack {
  readonly relay: Relay;
  readonly wallet: SignClientInstance;
  readonly dappStorage: MemoryKeyValueStorage;
  readonly dappPrefix: string;
  readonly adapters: SignClientWalletConnect[];
}

async function startWallet(relayUrl: string): Promise<SignClientInstance> {
  const wallet = await SignClient.init({
    projectId: DEMO_PROJECT_ID,
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: nextPrefix('wallet'),
    storage: new MemoryKeyValueStorage(),
    metadata: {
      name: 'Devnet Wallet',
      description: 'Wallet side',
      url: 'http://127.0.0.1:8552',
      icons: [WALLET_ICON],
    },
  });
  // The wallet asks the Verify service about every proposal and request. Offline that lookup fails
  // at once but leaves a 5 s timer behind in the SDK, which would keep the test process alive after
  // the clients are closed; this wallet's lookup fails the same way without the timer. Keyport's
  // side is untouched.
  wallet.core.verify.resolve = async () => {
    throw new Error('Verify is not reachable offline');
  };
  return wallet;
}

async function openAdapter(stack: Stack): Promise<SignClientWalletConnect> {
  const adapter = await startSignClientWalletConnect({
    projectId: DEMO_PROJECT_ID,
    relayUrl: stack.relay.url,
    verifyUrl: DEFAULT_API_URLS.walletConnectVerify,
    hostMetadata: { name: 'Keyport test site', description: '', url: 'http://127.0.0.1:3000', icons: [] },
    customStoragePrefix: stack.dappPrefix,
    storage: stack.dappStorage,
    now: Date.now,
  });
  stack.adapters.push(adapter);
  return adapter;
}

/** The wallet approves every proposal for the chains asked for, with the devnet account on each. */
function approveProposals(wallet: SignClientInstance): void {
  wallet.on('session_proposal', ({ id, params }) => {
    const chains = params.optionalNamespaces.eip155?.chains ?? [];
    void wallet
      .approve({
        id,
        namespaces: {
          eip155: {
            chains,
            accounts: chains.map((chain) => `${chain}:${walletAccount.address}`),
            methods: [...EIP155_METHODS],
            events: [...EIP155_EVENTS],
          },
        },
      })
      .then(({ acknowledged }) => acknowledged());
  });
}

/** The wallet signs `personal_sign` requests with its devnet key. */
function answerPersonalSign(wallet: SignClientInstance): void {
  wallet.on('session_request', ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex, string];
    void walletAccount
      .signMessage({ message: { raw: message } })
      .then((signature) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } }));
  });
}

function nextEvent(events$: Observable<WalletConnectEvent>, type: WalletConnectEvent['type']) {
  return firstValueFrom(events$.pipe(filter((event) => event.type === type)));
}

describe('WalletConnectClient on @walletconnect/sign-client (the real sign-client on both sides, through the local relay)', () => {
  let stack: Stack;

  beforeEach(async () => {
    const relay = await startRelay();
    stack = {
      relay,
      wallet: await startWallet(relay.url),
      dappStorage: new MemoryKeyValueStorage(),
      dappPrefix: nextPrefix('dapp'),
      adapters: [],
    };
  });

  afterEach(async () => {
    for (const adapter of stack.adapters) await adapter.close();
    await stack.wallet.core.relayer.transportClose();
    stack.wallet.core.heartbeat.stop();
    await stack.relay.close();
  });

  async function pair(adapter: SignClientWalletConnect) {
    const started = performance.now();
    const proposal = await adapter.propose(['eip155:1', 'eip155:42161']);
    const proposed = performance.now();
    await stack.wallet.pair({ uri: proposal.uri });
    const session = await proposal.approval;
    const approved = performance.now();
    return { proposal, session, proposeMs: proposed - started, roundTripMs: approved - started };
  }

  it('the pairing round trip over the local relay (propose → approval), first and then warm', async () => {
    approveProposals(stack.wallet);
    const adapter = await openAdapter(stack);
    const timings: { proposeMs: number; roundTripMs: number }[] = [];

    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { session, proposeMs, roundTripMs } = await pair(adapter);
      expect(session.accounts).toContain(`eip155:1:${walletAccount.address}`);
      timings.push({ proposeMs, roundTripMs });
    }

    const [first, ...warm] = timings;
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    console.log(
      [
        'WalletConnect pairing over the local relay (Node, both SDKs in one process):',
        `  first:       propose() ${first?.proposeMs.toFixed(1)} ms, propose → approval ${first?.roundTripMs.toFixed(1)} ms`,
        `  warm median: propose() ${median(warm.map((t) => t.proposeMs)).toFixed(1)} ms, propose → approval ${median(warm.map((t) => t.roundTripMs)).toFixed(1)} ms`,
      ].join('\n'),
    );
    await expect(adapter.restore()).resolves.toBeDefined();
  });

  it('pairs by uri: the approval is the session with every approved account and the wallet as peer', async () => {
    approveProposals(stack.wallet);
    const adapter = await openAdapter(stack);

    const { proposal, session } = await pair(adapter);

    expect(proposal.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    const walletSession = stack.wallet.session.get(session.topic);
    expect(session).toEqual({
      topic: walletSession.topic,
      accounts: [`eip155:1:${walletAccount.address}`, `eip155:42161:${walletAccount.address}`],
      peer: { name: 'Devnet Wallet', icon: WALLET_ICON, url: 'http://127.0.0.1:8552' },
      expiry: expect.any(Number) as number,
    });
    // Each side computes the expiry when it handles the settlement: on a busy machine a second apart.
    expect(Math.abs(session.expiry - walletSession.expiry)).toBeLessThanOrEqual(1);
    expect(session.expiry).toBeGreaterThan(Date.now() / 1000);
  });

  it('SPEC §4 declined: a proposal the visitor rejects in the wallet settles as USER_REJECTED', async () => {
    stack.wallet.on('session_proposal', ({ id }) => {
      void stack.wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
    });
    const adapter = await openAdapter(stack);

    const proposal = await adapter.propose(['eip155:1']);
    await stack.wallet.pair({ uri: proposal.uri });

    await expect(proposal.approval).rejects.toMatchObject({
      code: 'USER_REJECTED',
      cause: { code: 5000, message: 'User rejected.' },
    });
  });

  it('relays personal_sign to the wallet and returns its signature', async () => {
    approveProposals(stack.wallet);
    answerPersonalSign(stack.wallet);
    const adapter = await openAdapter(stack);
    const { session } = await pair(adapter);
    const message: Hex = '0x48656c6c6f204b6579706f7274';

    const signature = await adapter.request<Hex>(session.topic, 'eip155:1', 'personal_sign', [
      message,
      walletAccount.address,
    ]);

    await expect(
      verifyMessage({ address: walletAccount.address, message: { raw: message }, signature }),
    ).resolves.toBe(true);
  });

  it('a request the visitor refuses in the wallet is USER_REJECTED; another failure keeps the wallet message', async () => {
    approveProposals(stack.wallet);
    stack.wallet.on('session_request', ({ id, topic, params }) => {
      const error =
        params.request.method === 'personal_sign'
          ? { code: 4001, message: 'User rejected the request.' }
          : { code: -32000, message: 'Insufficient funds for gas' };
      void stack.wallet.respond({ topic, response: { id, jsonrpc: '2.0', error } });
    });
    const adapter = await openAdapter(stack);
    const { session } = await pair(adapter);

    await expect(
      adapter.request(session.topic, 'eip155:1', 'personal_sign', ['0x00', walletAccount.address]),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' });
    await expect(
      adapter.request(session.topic, 'eip155:1', 'eth_sendTransaction', [{}]),
    ).rejects.toMatchObject({
      code: 'WALLET_REQUEST_FAILED',
      shortMessage: 'Insufficient funds for gas',
    });
  });

  it("the wallet's chainChanged reaches the port as a CAIP-2 network", async () => {
    approveProposals(stack.wallet);
    const adapter = await openAdapter(stack);
    const { session } = await pair(adapter);
    const changed = nextEvent(adapter.events$, 'chainChanged');

    await stack.wallet.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: '0xa4b1' },
      chainId: 'eip155:42161',
    });

    await expect(changed).resolves.toEqual({
      type: 'chainChanged',
      topic: session.topic,
      chainId: 'eip155:42161',
    });
  });

  it("the wallet's account changes reach the port: accountsChanged events and session updates, as CAIP-10 ids", async () => {
    approveProposals(stack.wallet);
    const adapter = await openAdapter(stack);
    const { session } = await pair(adapter);
    const other = privateKeyToAccount(OTHER_KEY).address;

    const changed = nextEvent(adapter.events$, 'accountsChanged');
    await stack.wallet.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [other] },
      chainId: 'eip155:1',
    });
    await expect(changed).resolves.toEqual({
      type: 'accountsChanged',
      topic: session.topic,
      accounts: [`eip155:1:${other}`],
    });

    const updated = nextEvent(adapter.events$, 'accountsChanged');
    const { acknowledged } = await stack.wallet.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:42161'],
          accounts: [`eip155:1:${other}`, `eip155:42161:${other}`, `eip155:1:${walletAccount.address}`],
          methods: [...EIP155_METHODS],
          events: [...EIP155_EVENTS],
        },
      },
    });
    await acknowledged();
    await expect(updated).resolves.toEqual({
      type: 'accountsChanged',
      topic: session.topic,
      accounts: [`eip155:1:${other}`, `eip155:42161:${other}`, `eip155:1:${walletAccount.address}`],
    });
  });

  it('a session the wallet deletes is reported as sessionDeleted', async () => {
    approveProposals(stack.wallet);
    const adapter = await openAdapter(stack);
    const { session } = await pair(adapter);
    const deleted = nextEvent(adapter.events$, 'sessionDeleted');

    await stack.wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    });

    await expect(deleted).resolves.toEqual({ type: 'sessionDeleted', topic: session.topic });
    await expect(adapter.restore()).resolves.toBeUndefined();
    // Nothing is left to end: disconnecting the deleted session resolves.
    await expect(adapter.disconnect(session.topic)).resolves.toBeUndefined();
  });

  it("SPEC §4 wallet-connect disconnect: Keyport's disconnect deletes the session in the wallet", async () => {
    approveProposals(stack.wallet);
    const adapter = await openAdapter(stack);
    const { session } = await pair(adapter);
    const walletSawDelete = new Promise<string>((resolve) => {
      stack.wallet.on('session_delete', ({ topic }) => resolve(topic));
    });

    await adapter.disconnect(session.topic);

    await expect(walletSawDelete).resolves.toBe(session.topic);
    await expect(adapter.restore()).resolves.toBeUndefined();
  });

  it('sessions restored on reload: a new client on the same storage resumes the session and relays requests', async () => {
    approveProposals(stack.wallet);
    answerPersonalSign(stack.wallet);
    const first = await openAdapter(stack);
    const { session } = await pair(first);
    await first.close();

    const second = await openAdapter(stack);
    const restored = await second.restore();

    expect(restored).toEqual(session);
    const signature = await second.request<Hex>(session.topic, 'eip155:42161', 'personal_sign', [
      '0x5265737461727465',
      walletAccount.address,
    ]);
    await expect(
      verifyMessage({ address: walletAccount.address, message: { raw: '0x5265737461727465' }, signature }),
    ).resolves.toBe(true);
  });
});
