import { type Connector } from '../../../../domain/connector/Connector';
import {
  BROWSER_WALLET_NAME,
  isBrowserWalletHidden,
  isConnectorExcluded,
  isConnectorIncluded,
  isInstalledConnectorType,
} from '../../../../domain/connector/ConnectorFilters';
import { NO_WALLET_EXCLUSION, type WalletExclusion } from '../../../../domain/wallet/WalletExclusion';

function connector(overrides: Partial<Connector> = {}): Connector {
  return { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', ...overrides };
}

const browserWallet = connector({ id: 'injected', name: BROWSER_WALLET_NAME, type: 'INJECTED' });

describe("SPEC §6 wallet filters: injected 'Browser Wallet' is hidden on desktop, and on mobile when it has no rdns and is not installed", () => {
  it('hides the Browser Wallet on desktop, even installed', () => {
    expect(BROWSER_WALLET_NAME).toBe('Browser Wallet');
    expect(isBrowserWalletHidden({ ...browserWallet, installed: true }, { isMobile: false })).toBe(true);
  });

  it('hides it on mobile without rdns when not installed', () => {
    expect(isBrowserWalletHidden(browserWallet, { isMobile: true })).toBe(true);
    expect(isBrowserWalletHidden({ ...browserWallet, installed: false }, { isMobile: true })).toBe(true);
  });

  it('shows it on mobile when installed or when it has an rdns', () => {
    expect(isBrowserWalletHidden({ ...browserWallet, installed: true }, { isMobile: true })).toBe(false);
    expect(
      isBrowserWalletHidden({ ...browserWallet, info: { rdns: 'com.okex.wallet' } }, { isMobile: true }),
    ).toBe(false);
  });

  it('never hides other connectors by this rule', () => {
    expect(isBrowserWalletHidden(connector(), { isMobile: false })).toBe(false);
    expect(isBrowserWalletHidden(connector({ type: 'INJECTED' }), { isMobile: false })).toBe(false);
    expect(isBrowserWalletHidden({ ...browserWallet, type: 'ANNOUNCED' }, { isMobile: false })).toBe(false);
  });
});

describe('SPEC §6 excluded wallets are hidden (connectors, REFERENCE §7: by rdns/name)', () => {
  const exclusion: WalletExclusion = {
    excludeWalletIds: ['metamask-id'],
    excludedWallets: [{ id: 'metamask-id', name: 'MetaMask', rdns: 'io.metamask' }],
  };

  it('hides a connector whose explorer id is excluded', () => {
    const byId = { excludeWalletIds: ['metamask-id'], excludedWallets: [] };
    expect(isConnectorExcluded(connector({ explorerId: 'metamask-id', name: 'Other' }), byId)).toBe(true);
  });

  it('hides a connector by the rdns of an excluded wallet', () => {
    expect(
      isConnectorExcluded(connector({ name: 'Renamed', info: { rdns: 'io.metamask' } }), exclusion),
    ).toBe(true);
  });

  it('hides a connector by the name of an excluded wallet, ignoring case', () => {
    expect(isConnectorExcluded(connector({ name: 'METAMASK', type: 'INJECTED' }), exclusion)).toBe(true);
    expect(isConnectorExcluded(connector({ name: 'metamask', type: 'EXTERNAL' }), exclusion)).toBe(true);
    expect(isConnectorExcluded(connector({ name: 'MetaMask', type: 'MULTI_CHAIN' }), exclusion)).toBe(true);
  });

  it('keeps other connectors', () => {
    expect(isConnectorExcluded(connector({ name: 'Rabby', info: { rdns: 'io.rabby' } }), exclusion)).toBe(
      false,
    );
    expect(isConnectorExcluded(connector({ name: '', explorerId: 'x' }), exclusion)).toBe(false);
    expect(isConnectorExcluded(connector(), NO_WALLET_EXCLUSION)).toBe(false);
  });

  it('never hides the wallet-connect or auth connector', () => {
    expect(isConnectorExcluded(connector({ type: 'WALLET_CONNECT' }), exclusion)).toBe(false);
    expect(isConnectorExcluded(connector({ type: 'AUTH' }), exclusion)).toBe(false);
  });
});

describe('REFERENCE §7 includeWalletIds hides non-listed injected connectors', () => {
  it('keeps everything when the list is empty', () => {
    expect(isConnectorIncluded(connector(), [])).toBe(true);
  });

  it('keeps installed connectors whose explorer id is listed', () => {
    expect(isConnectorIncluded(connector({ explorerId: 'metamask-id' }), ['metamask-id'])).toBe(true);
  });

  it('hides installed connectors not listed or without an explorer id', () => {
    expect(isConnectorIncluded(connector({ explorerId: 'rabby-id' }), ['metamask-id'])).toBe(false);
    expect(isConnectorIncluded(browserWallet, ['metamask-id'])).toBe(false);
  });

  it('keeps connectors that are not installed wallets', () => {
    expect(isConnectorIncluded(connector({ type: 'WALLET_CONNECT' }), ['metamask-id'])).toBe(true);
    expect(isConnectorIncluded(connector({ type: 'EXTERNAL' }), ['metamask-id'])).toBe(true);
  });

  it('knows which connector types are installed wallets', () => {
    expect(
      ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'].every((type) =>
        isInstalledConnectorType(type as Connector['type']),
      ),
    ).toBe(true);
    expect(isInstalledConnectorType('AUTH')).toBe(false);
  });
});
