import { initialAccountState } from '../../../../domain/account/AccountState';
import { toPublicAccount } from '../../../../domain/account/PublicAccount';

const connected = {
  ...initialAccountState(),
  status: 'connected' as const,
  address: '0x1111111111111111111111111111111111111111',
  caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111' as const,
  user: { email: 'ada@example.com', username: 'ada' },
  smartAccountDeployed: true,
  preferredAccountTypes: { eip155: 'smartAccount' as const },
};

describe('SPEC §3 account as the hook exposes it (allAccounts, caipAddress, address, status, isConnected, embeddedWalletInfo)', () => {
  it('a disconnected namespace is not connected and has no embedded info', () => {
    const account = toPublicAccount('eip155', initialAccountState(), undefined);
    expect(account).toEqual({
      allAccounts: [],
      caipAddress: undefined,
      address: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    });
  });

  it('an account connected through an extension carries no embedded wallet info', () => {
    const account = toPublicAccount('eip155', connected, 'INJECTED');
    expect(account.isConnected).toBe(true);
    expect(account.address).toBe(connected.address);
    expect(account.embeddedWalletInfo).toBeUndefined();
  });

  it('SPEC §3: embedded wallet info has the user, authProvider defaulting to email, accountType and deployment', () => {
    const account = toPublicAccount('eip155', connected, 'AUTH');
    expect(account.embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com', username: 'ada', accounts: undefined },
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    });
    const social = toPublicAccount('eip155', { ...connected, socialProvider: 'google' }, 'AUTH');
    expect(social.embeddedWalletInfo?.authProvider).toBe('google');
  });

  it('a connected status without an address is not connected; reconnecting is reported as such', () => {
    expect(toPublicAccount('eip155', { ...connected, address: undefined }, 'AUTH').isConnected).toBe(false);
    expect(toPublicAccount('eip155', initialAccountState(), undefined, true).status).toBe('reconnecting');
    expect(toPublicAccount('eip155', { ...initialAccountState(), status: undefined }, undefined).status).toBe(
      'disconnected',
    );
  });
});
