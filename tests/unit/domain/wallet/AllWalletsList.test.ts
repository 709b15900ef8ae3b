import { composeAllWalletsList, type AllWalletsListInput } from '../../../../domain/wallet/AllWalletsList';
import { type Wallet } from '../../../../domain/wallet/Wallet';
import { NO_WALLET_EXCLUSION } from '../../../../domain/wallet/WalletExclusion';

function wallet(id: string, extra: Partial<Wallet> = {}): Wallet {
  return { id, name: id, mobile_link: `${id}://`, ...extra };
}

const ledger = wallet('Ledger', { badge_type: 'certified' });
const trust = wallet('Trust', { badge_type: 'none' });
const rainbow = wallet('Rainbow', { badge_type: 'certified', rdns: 'me.rainbow' });
const zerion = wallet('Zerion');
const desktopOnly = wallet('Desk', { mobile_link: null, desktop_link: 'desk://' });

const base: AllWalletsListInput = {
  featuredWallets: [ledger, trust],
  customWallets: [{ id: 'Custom', name: 'Custom', webapp_link: 'https://custom.example' }],
  explorerWallets: [trust, rainbow, zerion, desktopOnly],
  search: '',
  certifiedOnly: false,
  isMobile: false,
  exclusion: NO_WALLET_EXCLUSION,
};

const ids = (input: AllWalletsListInput): string[] => composeAllWalletsList(input).map((w) => w.id);

describe('REFERENCE §7 AllWallets list: featured, custom, then the explorer pages', () => {
  it('lists featured (in order), then custom, then the explorer pages, each wallet once', () => {
    expect(ids(base)).toEqual(['Ledger', 'Trust', 'Custom', 'Rainbow', 'Zerion', 'Desk']);
  });

  it('a search lists only the featured and custom wallets whose name contains it, ignoring case', () => {
    expect(ids({ ...base, search: ' cus ', explorerWallets: [] })).toEqual(['Custom']);
    expect(ids({ ...base, search: 'LED', explorerWallets: [] })).toEqual(['Ledger']);
  });

  it('certified only keeps certified featured wallets and drops custom ones (they have no badge)', () => {
    expect(ids({ ...base, certifiedOnly: true, explorerWallets: [rainbow] })).toEqual(['Ledger', 'Rainbow']);
  });

  it('SPEC §6: excluded wallets are hidden, by id or by an rdns an excluded wallet uses', () => {
    const exclusion = {
      excludeWalletIds: ['Custom', 'Ledger'],
      excludedWallets: [{ id: 'old-rainbow', name: 'Rainbow', rdns: 'me.rainbow' }],
    };
    expect(ids({ ...base, exclusion })).toEqual(['Trust', 'Zerion', 'Desk']);
  });

  it('REFERENCE §7: on mobile, wallets with neither mobile_link nor webapp_link are dropped', () => {
    expect(ids({ ...base, isMobile: true })).toEqual(['Ledger', 'Trust', 'Custom', 'Rainbow', 'Zerion']);
  });
});
