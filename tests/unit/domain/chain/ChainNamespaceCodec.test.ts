import * as E from 'fp-ts/Either';
import { ChainNamespaceCodec } from '../../../../domain/chain/ChainNamespaceCodec';

describe('SPEC §3 chain namespaces in messages and storage', () => {
  it('SPEC §3: accepts the known namespaces only', () => {
    for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
      expect(ChainNamespaceCodec.decode(namespace)).toEqual(E.right(namespace));
    }
    expect(E.isLeft(ChainNamespaceCodec.decode('cosmos'))).toBe(true);
  });
});
