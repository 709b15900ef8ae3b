import { type Connector } from '../../../../domain/connector/Connector';
import { type ConnectorSection } from '../../../../domain/connector/ConnectorSection';
import { explorerRowsToCome } from '../../../../domain/connector/explorerRowsToCome';

const installed = (id: string): Connector => ({ id, name: id, type: 'ANNOUNCED', chain: 'eip155' });
const custom = { id: 'shop', name: 'Shop Wallet' };

function rows(
  sections: readonly ConnectorSection[],
  more: Partial<Parameters<typeof explorerRowsToCome>[0]> = {},
) {
  return explorerRowsToCome({
    sections,
    featuredWalletIds: [],
    excludeWalletIds: [],
    emailShown: false,
    socialShown: false,
    ...more,
  });
}

describe('explorerRowsToCome (REFERENCE §7 slots: the places the Connect view holds while the explorer answers)', () => {
  it('with nothing else listed, the four wallet slots are all recommended rows to come', () => {
    expect(rows([])).toEqual({ featured: 0, recommended: 4 });
  });

  it('installed and custom wallets, featured ones and the email and social entries take slots first', () => {
    const sections: ConnectorSection[] = [
      { type: 'walletConnect', connectors: [installed('walletConnect')] },
      { type: 'injected', connectors: [installed('io.metamask')] },
      { type: 'custom', wallets: [custom] },
    ];
    expect(rows(sections)).toEqual({ featured: 0, recommended: 2 });
    expect(rows(sections, { featuredWalletIds: ['ledger'] })).toEqual({ featured: 1, recommended: 1 });
    expect(rows(sections, { featuredWalletIds: ['ledger'], emailShown: true })).toEqual({
      featured: 1,
      recommended: 0,
    });
  });

  it('a featured id named twice counts once, an excluded one not at all; slots never go below zero', () => {
    expect(rows([], { featuredWalletIds: ['a', 'a', 'b'], excludeWalletIds: ['b'] })).toEqual({
      featured: 1,
      recommended: 3,
    });
    expect(rows([], { featuredWalletIds: ['a', 'b', 'c', 'd', 'e'], socialShown: true })).toEqual({
      featured: 5,
      recommended: 0,
    });
  });

  it('recent wallets and WalletConnect take no slot (REFERENCE §7: only featured, custom, installed, email, social)', () => {
    const sections: ConnectorSection[] = [
      { type: 'walletConnect', connectors: [installed('walletConnect')] },
      { type: 'recent', wallets: [{ id: 'okx', name: 'OKX' }] },
    ];
    expect(rows(sections)).toEqual({ featured: 0, recommended: 4 });
  });
});
