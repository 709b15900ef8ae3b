import {
  NODE_METADATA,
  walletConnectMetadata,
} from '../../../../infrastructure/walletconnect/walletConnectMetadata';

const page = { title: 'Shop', origin: 'https://shop.example', hostname: 'shop.example' };

describe('walletConnectMetadata (SPEC §3 app metadata: what the wallet shows when asked to approve)', () => {
  it("the host's metadata option wins", () => {
    const metadata = {
      name: 'Host',
      description: 'A site',
      url: 'https://host.example',
      icons: ['https://host.example/i.png'],
    };
    expect(walletConnectMetadata(metadata, page)).toBe(metadata);
  });

  it("else the page's title and origin", () => {
    expect(walletConnectMetadata(undefined, page)).toEqual({
      name: 'Shop',
      description: '',
      url: 'https://shop.example',
      icons: [],
    });
  });

  it('a page without a title is named by its domain', () => {
    expect(walletConnectMetadata(undefined, { ...page, title: '  ' }).name).toBe('shop.example');
    expect(walletConnectMetadata(undefined, { ...page, title: '', hostname: '' }).name).toBe('Keyport');
  });

  it('a page without a web origin (a local file) gets the Node url', () => {
    expect(walletConnectMetadata(undefined, { title: 'Local', origin: 'null', hostname: '' })).toEqual({
      name: 'Local',
      description: '',
      url: 'http://localhost',
      icons: [],
    });
  });

  it('outside a page: Keyport on localhost', () => {
    expect(walletConnectMetadata(undefined, undefined)).toEqual(NODE_METADATA);
    expect(NODE_METADATA).toEqual({ name: 'Keyport', description: '', url: 'http://localhost', icons: [] });
  });
});
