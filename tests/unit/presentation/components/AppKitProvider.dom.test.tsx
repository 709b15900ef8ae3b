/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { resetAppKit } from '../../../../presentation/app/createAppKit';
import { AppKitButton } from '../../../../presentation/components/AppKitButton';
import { AppKitProvider } from '../../../../presentation/components/AppKitProvider';
import { ethereum } from '../../../fixtures/networks';

afterEach(resetAppKit);

describe('AppKitProvider (REFERENCE §5)', () => {
  it('creates the page Keyport once, for the buttons and hooks below it', () => {
    const { rerender } = render(
      <AppKitProvider projectId="p" networks={[ethereum]}>
        <AppKitButton />
      </AppKitProvider>,
    );
    expect(screen.getByTestId('connect-button').textContent).toBe('Connect Wallet');
    rerender(
      <AppKitProvider projectId="p" networks={[ethereum]} themeMode="light">
        <AppKitButton />
      </AppKitProvider>,
    );
    // Options are read on first render only: the Keyport is not created again.
    expect(screen.getByTestId('connect-button').getAttribute('data-kp-theme')).toBe('dark');
  });
});
