/**
 * @jest-environment jsdom
 */
import { fireEvent, render } from '@testing-library/react';
import { NetworkIcon } from '../../../../presentation/icons/NetworkIcon';
import { TokenIcon } from '../../../../presentation/views/account/TokenIcon';
import { WalletImage } from '../../../../presentation/views/shared/WalletImage';
import { allNetworks } from '../../../../presentation/networks';
import { sepolia } from '../../../fixtures/networks';

describe('images that may fail to load', () => {
  it('a wallet image that fails gives way to the wallet icon', () => {
    const { container } = render(<WalletImage src="https://img.example/broken.png" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('a token icon that fails gives way to an empty disc', () => {
    const { container } = render(<TokenIcon url="https://img.example/broken.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.kp-token-icon')).not.toBeNull();
  });
});

describe('network icons', () => {
  it.each(allNetworks.map((network) => [network.name, network] as const))(
    '%s has a built-in mark',
    (_, network) => {
      const { container } = render(<NetworkIcon network={network} size={20} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.getAttribute('width')).toBe('20');
    },
  );

  it('a network without a mark or image shows its initial', () => {
    const { container } = render(<NetworkIcon network={sepolia} />);
    expect(container.querySelector('text')?.textContent).toBe('S');
  });
});
