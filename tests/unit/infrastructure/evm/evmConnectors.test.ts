import { evmConnectors } from '../../../../infrastructure/evm/evmConnectors';

const provider = { request: async () => undefined, on: () => undefined, removeListener: () => undefined };

function announced(icon: unknown) {
  return { info: { uuid: 'u', name: 'Announced', icon, rdns: 'example.announced' }, provider };
}

describe('Hostile input §1: an EIP-6963 icon is shown only when it is a data: picture', () => {
  it('keeps a data:image icon', () => {
    const [connector] = evmConnectors([announced('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')], undefined);
    expect(connector?.imageUrl).toBe('data:image/svg+xml,%3Csvg%3E%3C/svg%3E');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml',
    'https://tracker.example/icon.png',
    ' data:text/html,x',
  ])('drops %j, and keeps the wallet', (icon) => {
    const [connector] = evmConnectors([announced(icon)], undefined);
    expect(connector?.name).toBe('Announced');
    expect(connector?.imageUrl).toBeUndefined();
  });
});
