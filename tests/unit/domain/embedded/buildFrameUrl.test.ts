import * as fc from 'fast-check';
import { buildFrameUrl } from '../../../../domain/embedded/buildFrameUrl';

const params = { projectId: 'abc123', chainId: 1, version: 4, enableLogger: false };

describe('SPEC §2 embedded frame url', () => {
  it('SPEC §2: adds projectId, chainId, version and enableLogger', () => {
    expect(buildFrameUrl('https://secure.example/sdk', params)).toBe(
      'https://secure.example/sdk?projectId=abc123&chainId=1&version=4&enableLogger=false',
    );
  });

  it('SPEC §2: keeps query parameters the base already has, and its fragment', () => {
    expect(buildFrameUrl('https://secure.example/sdk?env=dev', params)).toBe(
      'https://secure.example/sdk?env=dev&projectId=abc123&chainId=1&version=4&enableLogger=false',
    );
    expect(buildFrameUrl('https://secure.example/sdk?', { ...params, enableLogger: true })).toBe(
      'https://secure.example/sdk?projectId=abc123&chainId=1&version=4&enableLogger=true',
    );
    expect(buildFrameUrl('https://secure.example/sdk?a=1&', params)).toBe(
      'https://secure.example/sdk?a=1&projectId=abc123&chainId=1&version=4&enableLogger=false',
    );
    expect(buildFrameUrl('https://secure.example/sdk#top', params)).toBe(
      'https://secure.example/sdk?projectId=abc123&chainId=1&version=4&enableLogger=false#top',
    );
  });

  it('SPEC §2: encodes the values', () => {
    expect(
      buildFrameUrl('http://localhost:4000/', { ...params, chainId: 'solana:5eykt4', version: '4.1' }),
    ).toBe('http://localhost:4000/?projectId=abc123&chainId=solana%3A5eykt4&version=4.1&enableLogger=false');
    fc.assert(
      fc.property(fc.string(), (projectId) => {
        const url = buildFrameUrl('https://secure.example/sdk', { ...params, projectId });
        const query = url.slice(url.indexOf('?') + 1);
        return (
          decodeURIComponent(query.split('&')[0]?.slice('projectId='.length) ?? '') === projectId &&
          query.split('&').length === 4
        );
      }),
    );
  });
});
