import { allWalletsCount, type AllWalletsCountInput } from '../../../../domain/wallet/AllWalletsCount';
import { composeAllWalletsList } from '../../../../domain/wallet/AllWalletsList';
import { type Wallet } from '../../../../domain/wallet/Wallet';
import { NO_WALLET_EXCLUSION } from '../../../../domain/wallet/WalletExclusion';

const appWallet = (id: string): Wallet => ({ id, name: id, mobile_link: `${id}://` });
const webWallet = (id: string): Wallet => ({ id, name: id, webapp_link: `https://${id}.example` });
/** A wallet a phone can open neither as an app nor as a web app (an extension, a desktop app). */
const desktopOnly = (id: string): Wallet => ({ id, name: id, desktop_link: `${id}-desktop://` });

const featured = [appWallet('featured')];
const custom = [{ id: 'custom', name: 'Custom', webapp_link: 'https://custom.example' }];
const explorer = [appWallet('a'), desktopOnly('b'), webWallet('c'), desktopOnly('d')];

function input(overrides: Partial<AllWalletsCountInput>): AllWalletsCountInput {
  return {
    featuredWallets: featured,
    customWallets: custom,
    explorerCount: explorer.length,
    everyExplorerWallet: undefined,
    isMobile: false,
    exclusion: NO_WALLET_EXCLUSION,
    ...overrides,
  };
}

/** What the AllWallets view lists once every page is loaded: what the count must agree with. */
function listedInFull(isMobile: boolean): number {
  return composeAllWalletsList({
    featuredWallets: featured,
    customWallets: custom,
    explorerWallets: explorer,
    search: '',
    certifiedOnly: false,
    isMobile,
    exclusion: NO_WALLET_EXCLUSION,
  }).length;
}

describe('allWalletsCount: the "All wallets" count is the AllWallets list\'s (REFERENCE §7)', () => {
  it('desktop: the featured and custom wallets, then the explorer count, as the full list lists them', () => {
    expect(allWalletsCount(input({}))).toBe(6);
    expect(allWalletsCount(input({}))).toBe(listedInFull(false));
  });

  it('unknown until the explorer answered', () => {
    expect(allWalletsCount(input({ explorerCount: undefined }))).toBeUndefined();
  });

  it('REFERENCE §7 phone filter: a phone shows no count the list would contradict while the explorer count includes wallets it leaves out', () => {
    expect(allWalletsCount(input({ isMobile: true }))).toBeUndefined();
  });

  it('REFERENCE §7 phone filter: once every explorer wallet is known, a phone counts what its list shows', () => {
    const count = allWalletsCount(input({ isMobile: true, everyExplorerWallet: explorer }));
    expect(count).toBe(4);
    expect(count).toBe(listedInFull(true));
  });

  it('SPEC §6: excluded featured or custom wallets are not counted, as they are not listed', () => {
    const exclusion = { excludeWalletIds: ['custom'], excludedWallets: [] };
    expect(allWalletsCount(input({ exclusion }))).toBe(5);
  });
});
