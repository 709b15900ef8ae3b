import { connectMethodsOrder } from '../../../../domain/options/ConnectMethodsOrder';
import { DEFAULT_FEATURES } from '../../../../domain/options/Features';

describe('SPEC §2 connect methods order', () => {
  it('is email, social, wallet by default', () => {
    expect(connectMethodsOrder(DEFAULT_FEATURES, { hasInjectedOrAnnounced: false })).toEqual([
      'email',
      'social',
      'wallet',
    ]);
  });

  it('is wallet, email, social when injected or announced wallets are shown', () => {
    expect(connectMethodsOrder(DEFAULT_FEATURES, { hasInjectedOrAnnounced: true })).toEqual([
      'wallet',
      'email',
      'social',
    ]);
  });

  it("follows the host's order when given, installed wallets or not", () => {
    const features = { connectMethodsOrder: ['social', 'wallet', 'email'] as const };
    expect(connectMethodsOrder(features, { hasInjectedOrAnnounced: true })).toEqual([
      'social',
      'wallet',
      'email',
    ]);
    expect(connectMethodsOrder(features, { hasInjectedOrAnnounced: false })).toEqual([
      'social',
      'wallet',
      'email',
    ]);
  });
});
