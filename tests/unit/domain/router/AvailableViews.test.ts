import { isAvailableView, VIEWS_NOT_YET_AVAILABLE } from '../../../../domain/router/AvailableViews';
import { EMBEDDED_WALLET_VIEWS, isEmbeddedWalletView } from '../../../../domain/router/EmbeddedWalletViews';
import { VIEWS } from '../../../../domain/router/View';

describe('SPEC §2 available views', () => {
  it('the embedded wallet brings ConnectingFarcaster, ApproveTransaction and the login steps', () => {
    for (const view of ['ConnectingFarcaster', 'ApproveTransaction'] as const) {
      expect(isAvailableView(view)).toBe(true);
      expect(isEmbeddedWalletView(view)).toBe(true);
    }
    expect(EMBEDDED_WALLET_VIEWS).toEqual([
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'UpdateEmailWallet',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
      'ConnectingSocial',
      'ConnectingFarcaster',
      'ApproveTransaction',
    ]);
    expect(EMBEDDED_WALLET_VIEWS.every((view) => VIEWS.includes(view))).toBe(true);
  });

  it('sign-in and name registration are still not available', () => {
    expect(VIEWS_NOT_YET_AVAILABLE).toEqual([
      'ConnectingSiwe',
      'SIWXSignMessage',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ]);
    expect(VIEWS_NOT_YET_AVAILABLE.some((view) => isAvailableView(view))).toBe(false);
  });

  it('the other views are no embedded-wallet views', () => {
    expect(isEmbeddedWalletView('Connect')).toBe(false);
    expect(isEmbeddedWalletView('Account')).toBe(false);
  });
});
