/**
 * @jest-environment jsdom
 */
import { fireEvent, render } from '@testing-library/react';
import { Avatar } from '../../../../presentation/components/Avatar';
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

describe('Hostile input §1: outside images pass the image rule or are not shown', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://tracker.example/pixel.png',
    ' JAVA\tSCRIPT:alert(1)',
  ])('%j is never an image source: the placeholder stands in', (source) => {
    const wallet = render(<WalletImage src={source} />);
    expect(wallet.container.querySelector('img')).toBeNull();
    expect(wallet.container.querySelector('svg')).not.toBeNull();
    const token = render(<TokenIcon url={source} />);
    expect(token.container.querySelector('img')).toBeNull();
    const avatar = render(
      <Avatar address="0x0000000000000000000000000000000000000001" imageUrl={source} size={24} />,
    );
    expect(avatar.container.querySelector('img')).toBeNull();
    const network = render(<NetworkIcon network={{ ...sepolia, assets: { imageUrl: source } }} />);
    expect(network.container.querySelector('img')).toBeNull();
    expect(network.container.querySelector('text')?.textContent).toBe('S');
  });

  it('a data:image picture is shown as <img>, without a referrer', () => {
    const source = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
    const { container } = render(<WalletImage src={source} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(source);
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
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

  it('REFERENCE §5 chainImages: the site’s image for the chain id comes before Keyport’s mark', () => {
    const mainnet = allNetworks[0];
    if (mainnet === undefined) throw new Error('no built-in network');
    const { container } = render(<NetworkIcon network={mainnet} chainImage="https://img.example/1.png" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('https://img.example/1.png');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
