/**
 * @jest-environment jsdom
 */
import '../../../support/jsdomTextEncoding';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { useAppKitAccount } from '../../../../presentation/hooks/useAppKitAccount';
import { useAppKitProvider } from '../../../../presentation/hooks/useAppKitProvider';
import { KeyportProvider } from '../../../../presentation/react/KeyportProvider';
import { createEmbeddedTestCore, SMART_ADDRESS } from '../../../support/embeddedWallet';

describe('REFERENCE §5 useAppKitAccount().embeddedWalletInfo (SPEC §3)', () => {
  it('SPEC §3: undefined until a login connects; then the user, authProvider (email by default), accountType and isSmartAccountDeployed', async () => {
    const t = createEmbeddedTestCore();
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <KeyportProvider keyport={t.core}>{children}</KeyportProvider>
    );
    const { result } = renderHook(
      () => ({ account: useAppKitAccount(), provider: useAppKitProvider('eip155') }),
      {
        wrapper,
      },
    );
    expect(result.current.account.embeddedWalletInfo).toBeUndefined();

    const login = await t.login();
    await act(async () => {
      await t.withReadyFrame(login.connectEmail('ada@example.com'));
      await login.verifyCode('123456');
    });
    expect(result.current.account).toMatchObject({
      isConnected: true,
      address: SMART_ADDRESS,
      embeddedWalletInfo: {
        user: { email: 'ada@example.com', username: null, accounts: t.service.user.accounts },
        authProvider: 'email',
        accountType: 'smartAccount',
        isSmartAccountDeployed: true,
      },
    });
    expect(result.current.provider.walletProviderType).toBe('AUTH');
    await act(() => t.core.destroy());
  });
});
