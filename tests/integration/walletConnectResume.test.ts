import { getSdkError } from '@walletconnect/utils';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { type Relay, startRelay } from '../../devstack/relay/startRelay';
import { DEFAULT_API_URLS } from '../../domain/options/ApiUrls';
import { pairingTopicOf } from '../../domain/pairing/PendingPairing';
import { MemoryKeyValueStorage } from '../../infrastructure/walletconnect/MemoryKeyValueStorage';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';
import { type SignClientWalletConnect } from '../../infrastructure/walletconnect/SignClientWalletConnect';
import { startSignClientWalletConnect } from '../../infrastructure/walletconnect/startSignClientWalletConnect';
import { approveEveryProposal, startNodeWallet, stopNodeWallet } from '../support/nodeWallet';

// Each start builds a client core of its own, as a page loaded anew does (the SDK would otherwise
// hand the second start the first one's core from memory, and nothing would be read back).
process.env.DISABLE_GLOBAL_CORE = 'true';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let pages = 0;

/**
 * A page's store that reads its sessions back slowly, as IndexedDB may on a busy phone: the client
 * then starts its engine well after it has subscribed to its kept pairing again, so the wallet's
 * answer reaches it before the engine listens, every time.
 */
class SlowSessionStorage extends MemoryKeyValueStorage {
  override async getItem<T = unknown>(key: string): Promise<T | undefined> {
    if (key.endsWith('//session')) await new Promise((resolve) => setTimeout(resolve, 300));
    return super.getItem<T>(key);
  }
}

/** The visitor's page: its sign-client store outlives it (IndexedDB in a browser), as `storage` here. */
interface SiteStore {
  readonly storage: MemoryKeyValueStorage;
  readonly prefix: string;
}

function newSiteStore(): SiteStore {
  pages += 1;
  return { storage: new SlowSessionStorage(), prefix: `resume-site-${pages}` };
}

function loadPage(relay: Relay, site: SiteStore): Promise<SignClientWalletConnect> {
  return startSignClientWalletConnect({
    projectId: DEMO_PROJECT_ID,
    relayUrl: relay.url,
    verifyUrl: DEFAULT_API_URLS.walletConnectVerify,
    hostMetadata: { name: 'Keyport test site', description: '', url: 'http://127.0.0.1:3000', icons: [] },
    customStoragePrefix: site.prefix,
    storage: site.storage,
    now: Date.now,
  });
}

/** Resolves once the wallet holds a session (it approved and published its answer). */
function walletSessionSettled(wallet: SignClientInstance): Promise<void> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (wallet.session.getAll().length > 0) {
        clearInterval(check);
        resolve();
      }
    }, 20);
  });
}

/**
 * SPEC §4 mobile deep link: the page that made a proposal is gone (the visitor followed the wallet's
 * link in the same tab) while the wallet answers; the page loaded anew reads the answer back from
 * the relay through the kept pairing. The relay delivers it while the new client starts, before
 * the SDK's engine listens, which the SDK alone would lose.
 */
describe('WalletConnect: a proposal followed again by the page loaded after the wallet answered (Node integration)', () => {
  let relay: Relay;
  let wallet: SignClientInstance;
  const opened: SignClientWalletConnect[] = [];

  beforeEach(async () => {
    relay = await startRelay();
    wallet = await startNodeWallet(relay.url);
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
    await stopNodeWallet(wallet);
    await relay.close();
  });

  async function page(site: SiteStore): Promise<SignClientWalletConnect> {
    const loaded = await loadPage(relay, site);
    opened.push(loaded);
    return loaded;
  }

  /** A proposal made by a page that is then left: its relay connection ends, its store stays. */
  async function proposeAndLeave(site: SiteStore): Promise<string> {
    const first = await page(site);
    const { uri } = await first.propose(['eip155:1']);
    await first.close();
    return uri;
  }

  it('the session the wallet approved meanwhile', async () => {
    const site = newSiteStore();
    const uri = await proposeAndLeave(site);
    approveEveryProposal(wallet, ADDRESS);
    await wallet.core.pairing.pair({ uri });
    await walletSessionSettled(wallet);

    const session = await (await page(site)).resumePairing(pairingTopicOf(uri) ?? '');
    expect(session?.accounts).toEqual([`eip155:1:${ADDRESS}`]);
    expect(session?.topic).toBe(wallet.session.getAll()[0]?.topic);
  }, 30_000);

  it('the session the wallet approves after the page is back', async () => {
    const site = newSiteStore();
    const uri = await proposeAndLeave(site);
    const back = await page(site);
    const resumed = back.resumePairing(pairingTopicOf(uri) ?? '');
    approveEveryProposal(wallet, ADDRESS);
    await wallet.core.pairing.pair({ uri });
    expect((await resumed)?.accounts).toEqual([`eip155:1:${ADDRESS}`]);
  }, 30_000);

  it('a refusal meanwhile is the visitor declining (USER_REJECTED), and the proposal is gone', async () => {
    const site = newSiteStore();
    const uri = await proposeAndLeave(site);
    const refused = new Promise<void>((resolve, reject) => {
      wallet.on('session_proposal', ({ id }) => {
        wallet.reject({ id, reason: getSdkError('USER_REJECTED') }).then(resolve, reject);
      });
    });
    await wallet.core.pairing.pair({ uri });
    await refused;

    const back = await page(site);
    await expect(back.resumePairing(pairingTopicOf(uri) ?? '')).rejects.toMatchObject({
      code: 'USER_REJECTED',
    });
    await expect(back.resumePairing(pairingTopicOf(uri) ?? '')).resolves.toBeUndefined();
  }, 30_000);

  it('a pairing this store never made has nothing to follow', async () => {
    const back = await page(newSiteStore());
    await expect(back.resumePairing('ab'.repeat(32))).resolves.toBeUndefined();
  }, 30_000);
});
