import { API_URL_SCHEMES, DEFAULT_API_URLS } from '../../../../domain/options/ApiUrls';

describe('SPEC §7 outside services: production base URLs (REFERENCE §3, §4)', () => {
  it('points at the public services by default', () => {
    expect(DEFAULT_API_URLS).toEqual({
      blockchainApi: 'https://rpc.walletconnect.org',
      explorerApi: 'https://api.web3modal.org',
      analyticsApi: 'https://pulse.walletconnect.org',
      walletConnectRelay: 'wss://relay.walletconnect.org',
      embeddedWalletFrame: 'https://secure.walletconnect.org/sdk',
      walletConnectVerify: 'https://verify.walletconnect.org',
    });
  });

  it('reaches the relay over WebSocket and the others over HTTP', () => {
    expect(API_URL_SCHEMES.walletConnectRelay).toEqual(['wss', 'ws']);
    expect(API_URL_SCHEMES.blockchainApi).toEqual(['https', 'http']);
    expect(API_URL_SCHEMES.walletConnectVerify).toEqual(['https', 'http']);
  });
});
