import {
  isWalletExcluded,
  NO_WALLET_EXCLUSION,
  type WalletExclusion,
} from '../../../../domain/wallet/WalletExclusion';

const exclusion: WalletExclusion = {
  excludeWalletIds: ['rainbow-id'],
  excludedWallets: [{ id: 'rainbow-id', name: 'Rainbow', rdns: 'me.rainbow' }],
};

describe('SPEC §6 excluded wallets are hidden (explorer and custom wallets)', () => {
  it('hides a wallet by its id', () => {
    expect(isWalletExcluded({ id: 'rainbow-id' }, exclusion)).toBe(true);
  });

  it('hides a wallet sharing an excluded wallet rdns', () => {
    expect(isWalletExcluded({ id: 'other', rdns: 'me.rainbow' }, exclusion)).toBe(true);
  });

  it('keeps other wallets, including ones without rdns', () => {
    expect(isWalletExcluded({ id: 'other', rdns: 'io.metamask' }, exclusion)).toBe(false);
    expect(isWalletExcluded({ id: 'other', rdns: null }, exclusion)).toBe(false);
    expect(
      isWalletExcluded({ id: 'other' }, { ...exclusion, excludedWallets: [{ id: 'a', name: 'A' }] }),
    ).toBe(false);
  });

  it('keeps every wallet without exclusions', () => {
    expect(isWalletExcluded({ id: 'rainbow-id', rdns: 'me.rainbow' }, NO_WALLET_EXCLUSION)).toBe(false);
  });
});
