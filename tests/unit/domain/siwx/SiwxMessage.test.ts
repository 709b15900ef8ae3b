import * as E from 'fp-ts/Either';
import { CaipNetworkIdCodec } from '../../../../domain/network/CaipNetworkIdCodec';
import { SiwxMessageDataCodec } from '../../../../domain/siwx/SiwxMessage';

describe('SPEC §3 SIWX message data', () => {
  const data = {
    domain: 'shop.example',
    accountAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    chainId: 'eip155:1',
    uri: 'https://shop.example/login',
    version: '1',
    nonce: '32891756',
    issuedAt: '2024-01-01T00:00:00.000Z',
  };

  it('SPEC §3: decodes the required CAIP-122 fields and the optional ones', () => {
    expect(SiwxMessageDataCodec.decode(data)).toEqual(E.right(data));
    const full = {
      ...data,
      statement: 'Hi',
      expirationTime: 'x',
      notBefore: 'y',
      requestId: 'r',
      resources: ['a'],
    };
    expect(SiwxMessageDataCodec.decode(full)).toEqual(E.right(full));
    expect(E.isLeft(SiwxMessageDataCodec.decode({ ...data, nonce: undefined }))).toBe(true);
  });

  it('SPEC §3: the chain id is a CAIP-2 id of a known namespace', () => {
    expect(CaipNetworkIdCodec.is('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    for (const bad of ['eip155', 'eip155:', 'cosmos:1', 'eip155:1:2', 1, ':1']) {
      expect(CaipNetworkIdCodec.is(bad)).toBe(false);
      expect(E.isLeft(CaipNetworkIdCodec.decode(bad))).toBe(true);
    }
    expect(CaipNetworkIdCodec.decode('eip155:137')).toEqual(E.right('eip155:137'));
    const rejected = CaipNetworkIdCodec.decode('cosmos:1');
    expect(E.isLeft(rejected) && rejected.left[0]?.message).toMatch(/unknown namespace "cosmos"/);
  });
});
