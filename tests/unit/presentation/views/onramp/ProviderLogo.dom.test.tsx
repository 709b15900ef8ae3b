/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { type OnrampProviderName } from '../../../../../domain/onramp/OnrampProviders';
import { ProviderLogo } from '../../../../../presentation/views/onramp/ProviderLogo';

describe('ProviderLogo: a provider is never shown with an empty box', () => {
  it('a provider without a drawn mark gets a neutral disc with its initial', () => {
    // A provider added to the list before its mark is drawn.
    const { container } = render(<ProviderLogo name={'ramp' as OnrampProviderName} label="ramp Network" />);
    const logo = container.querySelector('svg.kp-onramp-logo');
    expect(logo?.getAttribute('data-provider-logo')).toBe('fallback');
    expect(logo?.querySelector('.kp-onramp-logo-disc')).not.toBeNull();
    expect(logo?.querySelector('text')?.textContent).toBe('R');
  });
});
