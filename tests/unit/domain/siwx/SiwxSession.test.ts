import * as E from 'fp-ts/Either';
import { SiwxSessionCodec } from '../../../../domain/siwx/SiwxSession';

describe('SPEC §3 SIWX session', () => {
  const data = {
    domain: 'shop.example',
    accountAddress: '0xabc',
    chainId: 'eip155:1',
    uri: 'https://shop.example',
    version: '1',
    nonce: 'n',
    issuedAt: '2024-01-01T00:00:00.000Z',
  };

  it('SPEC §3: data, message and signature; cacao optional', () => {
    const session = { data, message: 'text', signature: '0x01' };
    expect(SiwxSessionCodec.decode(session)).toEqual(E.right(session));
    const cacao = {
      h: { t: 'caip122' },
      p: {
        domain: 'shop.example',
        aud: 'https://shop.example',
        nonce: 'n',
        iss: 'did:pkh:eip155:1:0xabc',
        iat: 'x',
      },
      s: { t: 'eip191', s: '0x01' },
    };
    expect(SiwxSessionCodec.decode({ ...session, cacao })).toEqual(E.right({ ...session, cacao }));
  });

  it('SPEC §3: a session without its signature or with a bad cacao is rejected', () => {
    expect(E.isLeft(SiwxSessionCodec.decode({ data, message: 'text' }))).toBe(true);
    expect(
      E.isLeft(SiwxSessionCodec.decode({ data, message: 'text', signature: '0x', cacao: { h: {} } })),
    ).toBe(true);
  });
});
