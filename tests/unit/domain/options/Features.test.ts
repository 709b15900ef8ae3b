import {
  CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_WALLET_FEATURES_ORDER,
  mergeFeatures,
} from '../../../../domain/options/Features';

describe('SPEC §1 feature defaults', () => {
  it('turns on swaps, onramp, receive, send, email, emailShowWallets, history, analytics and allWallets', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
    });
  });

  it('turns off legalCheckbox, smartSessions, collapseWallets and pay', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    });
  });

  it('offers the socials google, x, discord, farcaster, github, apple, facebook', () => {
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });
});

describe('SPEC §2 default orders', () => {
  it('orders connect methods email, social, wallet; wallet, email, social with installed wallets', () => {
    expect(DEFAULT_CONNECT_METHODS_ORDER).toEqual(['email', 'social', 'wallet']);
    expect(CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS).toEqual(['wallet', 'email', 'social']);
    expect(DEFAULT_FEATURES.connectMethodsOrder).toBeUndefined();
  });

  it('orders wallet features onramp, swaps, receive, send', () => {
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(DEFAULT_FEATURES.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('orders connector types walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(DEFAULT_FEATURES.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });
});

describe('SPEC §1 merging the host features over the defaults', () => {
  it('keeps the defaults without input', () => {
    expect(mergeFeatures()).toEqual(DEFAULT_FEATURES);
  });

  it('lays every given switch over the defaults, and skips undefined ones', () => {
    const merged = mergeFeatures({
      swaps: false,
      socials: false,
      email: undefined,
      connectMethodsOrder: ['wallet'],
    });
    expect(merged).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
      socials: false,
      connectMethodsOrder: ['wallet'],
    });
  });
});
