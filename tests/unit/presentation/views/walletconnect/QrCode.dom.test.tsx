/**
 * @jest-environment jsdom
 */
import { fireEvent, render } from '@testing-library/react';
import { loadQrDrawing } from '../../../../../presentation/views/shared/qr/loadQrDrawing';
import { QrCode } from '../../../../../presentation/views/walletconnect/QrCode';

const FIRST = 'wc:aaaa@2?relay-protocol=irn&symKey=1111';
const RENEWED = 'wc:bbbb@2?relay-protocol=irn&symKey=2222';

function qrOf(container: HTMLElement) {
  const wrapper = container.querySelector<HTMLElement>('[data-testid="wc-qr"]');
  return { wrapper, svg: wrapper?.querySelector('svg') ?? null };
}

describe('REFERENCE §7 QR code (the uri attribute tests rely on)', () => {
  // The drawing is a chunk of its own; loaded, a code is drawn in the first render.
  beforeAll(() => loadQrDrawing());

  it('is one labelled SVG image carrying the uri on `uri` and on the wrapper’s `data-uri`', () => {
    const { container } = render(<QrCode uri={FIRST} imageUrl={undefined} walletName="Rainbow" />);
    const { wrapper, svg } = qrOf(container);
    expect(wrapper?.getAttribute('data-uri')).toBe(FIRST);
    expect(svg?.getAttribute('uri')).toBe(FIRST);
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('QR code to connect Rainbow');
    expect(wrapper?.querySelectorAll(':scope > svg')).toHaveLength(1);
    // Finders, dots and lines are paths in the QR colour's classes.
    const paths = Array.from(svg?.querySelectorAll(':scope > path') ?? []);
    expect(paths.map((path) => path.getAttribute('class'))).toEqual([
      'kp-qr-fill',
      'kp-qr-fill',
      'kp-qr-stroke',
    ]);
    expect(paths.every((path) => (path.getAttribute('d') ?? '').length > 0)).toBe(true);
  });

  it('SPEC §4 renewal: a new uri draws a new code', () => {
    const { container, rerender } = render(<QrCode uri={FIRST} imageUrl={undefined} walletName="Rainbow" />);
    const before = qrOf(container).svg?.querySelector('path.kp-qr-fill + path')?.getAttribute('d');
    rerender(<QrCode uri={RENEWED} imageUrl={undefined} walletName="Rainbow" />);
    const { wrapper, svg } = qrOf(container);
    expect(wrapper?.getAttribute('data-uri')).toBe(RENEWED);
    expect(svg?.getAttribute('uri')).toBe(RENEWED);
    expect(svg?.querySelector('path.kp-qr-fill + path')?.getAttribute('d')).not.toBe(before);
  });

  it('without a uri: a placeholder of the same box, with no uri on it', () => {
    const { container, rerender } = render(
      <QrCode uri={undefined} imageUrl={undefined} walletName="Rainbow" />,
    );
    const placeholder = qrOf(container).wrapper;
    expect(placeholder?.className).toBe('kp-qr kp-qr-loading');
    expect(placeholder?.hasAttribute('data-uri')).toBe(false);
    expect(placeholder?.getAttribute('aria-label')).toBe('Preparing the QR code');
    rerender(<QrCode uri={FIRST} imageUrl={undefined} walletName="Rainbow" />);
    expect(qrOf(container).wrapper?.className).toBe('kp-qr');
  });

  it('the wallet’s image sits in the cleared centre; the WalletConnect mark when it has none or it fails', () => {
    const { container, rerender } = render(
      <QrCode uri={FIRST} imageUrl="https://img.example/rainbow.png" walletName="Rainbow" />,
    );
    const image = qrOf(container).svg?.querySelector('image');
    expect(image?.getAttribute('href')).toBe('https://img.example/rainbow.png');
    // Centred: its middle is the code's middle.
    const extent = Number(qrOf(container).svg?.getAttribute('viewBox')?.split(' ')[2]);
    const x = Number(image?.getAttribute('x'));
    const width = Number(image?.getAttribute('width'));
    expect(x + width / 2).toBe(extent / 2);

    fireEvent.error(image as Element);
    expect(qrOf(container).svg?.querySelector('image')).toBeNull();
    expect(qrOf(container).svg?.querySelector('svg')).not.toBeNull();

    rerender(<QrCode uri={FIRST} imageUrl={undefined} walletName="Rainbow" />);
    expect(qrOf(container).svg?.querySelector('svg rect')?.getAttribute('fill')).toBe('#3396ff');
  });
});
