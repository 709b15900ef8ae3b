import { isViewName, VIEWS } from '../../../../domain/router/View';

describe('SPEC §2 views', () => {
  it('lists the SPEC views and Swap', () => {
    expect(VIEWS).toEqual(
      expect.arrayContaining([
        'Connect',
        'Account',
        'AllWallets',
        'ConnectingWalletConnectBasic',
        'ConnectingWalletConnect',
        'ConnectingExternal',
        'ConnectingSiwe',
        'ConnectingFarcaster',
        'UnsupportedChain',
        'SIWXSignMessage',
        'ApproveTransaction',
        'RegisterAccountName',
        'RegisterAccountNameSuccess',
        'Swap',
      ]),
    );
  });

  it('recognises view names only', () => {
    expect(isViewName('Account')).toBe(true);
    expect(isViewName('account')).toBe(false);
    expect(isViewName(undefined)).toBe(false);
  });
});
