import { type Connector } from '../../../../domain/connector/Connector';
import { buildConnectorList, type ConnectorListInput } from '../../../../domain/connector/ConnectorList';
import { type ConnectorSection } from '../../../../domain/connector/ConnectorSection';
import { type Wallet } from '../../../../domain/wallet/Wallet';
import { NO_WALLET_EXCLUSION } from '../../../../domain/wallet/WalletExclusion';

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const walletConnectSolana: Connector = { ...walletConnect, chain: 'solana' };
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  explorerId: 'metamask-id',
  info: { rdns: 'io.metamask' },
};
const phantom: Connector = {
  id: 'phantom',
  name: 'Phantom',
  type: 'MULTI_CHAIN',
  chain: 'eip155',
  explorerId: 'phantom-id',
};
const browserWallet: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
};
const coinbaseSdk: Connector = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
};
const safe: Connector = { id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' };
const auth: Connector = { id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' };

function wallet(id: string, extra: Partial<Wallet> = {}): Wallet {
  return { id, name: id, ...extra };
}

const rainbow = wallet('rainbow-id', { rdns: 'me.rainbow' });
const trust = wallet('trust-id');
const ledger = wallet('ledger-id');
const zerion = wallet('zerion-id');
const okx = wallet('okx-id');
const metamaskWallet = wallet('metamask-id', { rdns: 'io.metamask' });
const metamaskByRdns = wallet('metamask-other-id', { rdns: 'io.metamask' });

const base: ConnectorListInput = {
  connectors: [walletConnect, walletConnectSolana, browserWallet, metamask, phantom, coinbaseSdk, safe, auth],
  connectorTypeOrder: [
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ],
  isMobile: false,
  recentWallets: [rainbow, metamaskWallet],
  featuredWallets: [ledger, trust],
  featuredWalletIds: ['trust-id', 'missing-id', 'ledger-id', 'trust-id'],
  customWallets: [{ id: 'custom-id', name: 'Custom' }],
  recommendedWallets: [metamaskByRdns, zerion, okx, trust, rainbow],
  includeWalletIds: [],
  exclusion: NO_WALLET_EXCLUSION,
  emailShown: false,
  socialShown: false,
};

function summary(sections: readonly ConnectorSection[]): Record<string, string[]> {
  return Object.fromEntries(
    sections.map((section) => [
      section.type,
      'connectors' in section ? section.connectors.map((c) => c.id) : section.wallets.map((w) => w.id),
    ]),
  );
}

describe('REFERENCE §7 Connect view connector list (SPEC §2 connector type order, SPEC §6 filters)', () => {
  it('builds the sections in the default order with every rule applied', () => {
    const sections = buildConnectorList({ ...base, recommendedWallets: [metamaskByRdns, zerion, okx] });
    expect(sections.map((section) => section.type)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
    ]);
    expect(summary(sections)).toEqual({
      walletConnect: ['walletConnect'],
      recent: ['rainbow-id'],
      injected: ['phantom', 'io.metamask'],
      featured: ['trust-id', 'ledger-id'],
      custom: ['custom-id'],
      external: ['safe'],
    });
  });

  it('lists walletConnect on desktop only', () => {
    const sections = buildConnectorList({ ...base, isMobile: true });
    expect(sections.some((section) => section.type === 'walletConnect')).toBe(false);
  });

  it('shows an installed Browser Wallet on mobile, after multi-chain and announced ones', () => {
    const sections = summary(buildConnectorList({ ...base, isMobile: true }));
    expect(sections['injected']).toEqual(['phantom', 'io.metamask', 'injected']);
  });

  it('follows the host connectorTypeOrder and appends the sections it leaves out', () => {
    const sections = buildConnectorList({ ...base, connectorTypeOrder: ['external', 'featured'] });
    expect(sections.map((section) => section.type)).toEqual([
      'external',
      'featured',
      'walletConnect',
      'recent',
      'injected',
      'custom',
    ]);
  });

  describe('recommended fills the wallet slots left by featured, custom, injected, email and social', () => {
    const lean: ConnectorListInput = {
      ...base,
      connectors: [walletConnect],
      recentWallets: [],
      featuredWalletIds: [],
      customWallets: [],
    };

    it('takes all four slots when nothing else is listed, skipping duplicates of connectors and recents', () => {
      const sections = summary(
        buildConnectorList({
          ...lean,
          connectors: [walletConnect, metamask],
          recentWallets: [rainbow],
          recommendedWallets: [metamaskByRdns, rainbow, zerion, okx, trust, ledger, wallet('extra')],
        }),
      );
      expect(sections['recommended']).toEqual(['zerion-id', 'okx-id', 'trust-id']);
    });

    it('gives way to the email and social entries', () => {
      const recommendedWallets = [zerion, okx, trust, ledger];
      expect(summary(buildConnectorList({ ...lean, recommendedWallets }))['recommended']).toHaveLength(4);
      expect(
        summary(buildConnectorList({ ...lean, recommendedWallets, emailShown: true }))['recommended'],
      ).toHaveLength(3);
      expect(
        summary(buildConnectorList({ ...lean, recommendedWallets, emailShown: true, socialShown: true }))[
          'recommended'
        ],
      ).toHaveLength(2);
    });

    it('disappears when the slots are full', () => {
      const sections = buildConnectorList({
        ...lean,
        featuredWalletIds: ['trust-id', 'ledger-id'],
        customWallets: [
          { id: 'c1', name: 'C1' },
          { id: 'c2', name: 'C2' },
        ],
        recommendedWallets: [zerion, okx],
        socialShown: true,
      });
      expect(sections.map((section) => section.type)).toEqual(['walletConnect', 'featured', 'custom']);
    });

    it('never repeats a featured wallet', () => {
      const sections = summary(
        buildConnectorList({
          ...lean,
          featuredWalletIds: ['zerion-id'],
          featuredWallets: [],
          recommendedWallets: [zerion, okx],
        }),
      );
      expect(sections['recommended']).toEqual(['okx-id']);
    });
  });

  describe('excluded wallets are hidden everywhere (SPEC §6)', () => {
    it('hides matching connectors, recent, featured, custom and recommended wallets', () => {
      const sections = summary(
        buildConnectorList({
          ...base,
          customWallets: [
            { id: 'custom-id', name: 'Custom' },
            { id: 'okx-id', name: 'OKX' },
          ],
          recommendedWallets: [zerion, okx],
          exclusion: {
            excludeWalletIds: ['metamask-id', 'rainbow-id', 'trust-id', 'okx-id'],
            excludedWallets: [{ id: 'safe-id', name: 'Safe', rdns: null }],
          },
        }),
      );
      expect(sections).toEqual({
        walletConnect: ['walletConnect'],
        injected: ['phantom'],
        featured: ['ledger-id'],
        custom: ['custom-id'],
        recommended: ['zerion-id'],
      });
    });

    it('hides a recent wallet that is now installed, so it is listed once', () => {
      expect(summary(buildConnectorList(base))['recent']).toEqual(['rainbow-id']);
    });
  });

  describe('includeWalletIds shows only the listed wallets', () => {
    it('hides non-listed installed connectors, recent and recommended wallets', () => {
      const sections = summary(
        buildConnectorList({
          ...base,
          includeWalletIds: ['phantom-id', 'zerion-id'],
          recentWallets: [rainbow, zerion],
          recommendedWallets: [okx, zerion],
          featuredWalletIds: [],
        }),
      );
      expect(sections['injected']).toEqual(['phantom']);
      expect(sections['recent']).toEqual(['zerion-id']);
      expect(sections['recommended']).toBeUndefined();
    });

    it('keeps a listed recommended wallet', () => {
      const sections = summary(
        buildConnectorList({
          ...base,
          connectors: [],
          includeWalletIds: ['okx-id'],
          recentWallets: [],
          recommendedWallets: [zerion, okx],
          featuredWalletIds: [],
          customWallets: [],
        }),
      );
      expect(sections).toEqual({ recommended: ['okx-id'] });
    });
  });

  describe('recent wallets on none of the requested chains are dropped', () => {
    const evmOnly = wallet('evm', { chains: ['eip155:1'] });
    const solanaOnly = wallet('sol', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
    const unknownChains = wallet('any', { chains: [] });
    const nullChains = wallet('nulls', { chains: null });

    it('keeps wallets on a requested chain or with no chain list', () => {
      const sections = summary(
        buildConnectorList({
          ...base,
          requestedChains: ['eip155:1'],
          recentWallets: [evmOnly, solanaOnly, unknownChains, nullChains],
        }),
      );
      expect(sections['recent']).toEqual(['evm', 'any', 'nulls']);
    });

    it('keeps every recent wallet when no chains are given', () => {
      const sections = summary(buildConnectorList({ ...base, recentWallets: [evmOnly, solanaOnly] }));
      expect(sections['recent']).toEqual(['evm', 'sol']);
    });
  });

  it('lists a connector or wallet once when it arrives twice', () => {
    const sections = summary(
      buildConnectorList({
        ...base,
        connectors: [metamask, { ...metamask, chain: 'solana' }],
        recentWallets: [rainbow, rainbow],
        featuredWalletIds: [],
        customWallets: [],
        recommendedWallets: [],
      }),
    );
    expect(sections).toEqual({ recent: ['rainbow-id'], injected: ['io.metamask'] });
  });

  it('is empty when there is nothing to list', () => {
    expect(
      buildConnectorList({
        ...base,
        connectors: [auth],
        recentWallets: [],
        featuredWalletIds: [],
        customWallets: [],
        recommendedWallets: [],
      }),
    ).toEqual([]);
  });
});
