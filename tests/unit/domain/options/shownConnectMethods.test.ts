import { DEFAULT_FEATURES } from '../../../../domain/options/Features';
import { shownConnectMethods } from '../../../../domain/options/shownConnectMethods';

const withLogin = { hasAuthConnector: true, hasInjectedOrAnnounced: false };

describe('SPEC §2 connect methods order, keeping the methods that can work', () => {
  it('SPEC §2: email, social, wallet by default', () => {
    expect(shownConnectMethods(DEFAULT_FEATURES, withLogin)).toEqual(['email', 'social', 'wallet']);
  });

  it('SPEC §2: wallet, email, social when injected or announced wallets are shown', () => {
    expect(shownConnectMethods(DEFAULT_FEATURES, { ...withLogin, hasInjectedOrAnnounced: true })).toEqual([
      'wallet',
      'email',
      'social',
    ]);
  });

  it("follows the host's connectMethodsOrder, and a method it leaves out comes last", () => {
    expect(
      shownConnectMethods({ ...DEFAULT_FEATURES, connectMethodsOrder: ['social', 'email'] }, withLogin),
    ).toEqual(['social', 'email', 'wallet']);
  });

  it('without a login wallet only the wallet list is shown', () => {
    expect(
      shownConnectMethods(DEFAULT_FEATURES, { hasAuthConnector: false, hasInjectedOrAnnounced: true }),
    ).toEqual(['wallet']);
  });

  it('SPEC §1: email off hides email; socials off or empty hides social', () => {
    expect(shownConnectMethods({ ...DEFAULT_FEATURES, email: false }, withLogin)).toEqual([
      'social',
      'wallet',
    ]);
    expect(shownConnectMethods({ ...DEFAULT_FEATURES, socials: false }, withLogin)).toEqual([
      'email',
      'wallet',
    ]);
    expect(shownConnectMethods({ ...DEFAULT_FEATURES, socials: [] }, withLogin)).toEqual(['email', 'wallet']);
  });
});
