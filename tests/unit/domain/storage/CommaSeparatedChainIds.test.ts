import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { CommaSeparatedChainIdsCodec } from '../../../../domain/storage/CommaSeparatedChainIds';

describe('SPEC §3 smart-account networks as a comma list', () => {
  it('SPEC §3: decodes a comma list of chain ids', () => {
    expect(CommaSeparatedChainIdsCodec.decode('1,137, 8453')).toEqual(E.right([1, 137, 8453]));
    expect(CommaSeparatedChainIdsCodec.decode('')).toEqual(E.right([]));
  });

  it('SPEC §3: rejects anything that is not such a list', () => {
    for (const bad of ['1,,2', 'a', '1.5', '-1', 1, null]) {
      expect(E.isLeft(CommaSeparatedChainIdsCodec.decode(bad))).toBe(true);
    }
  });

  it('SPEC §3: encodes back to the comma list', () => {
    expect(CommaSeparatedChainIdsCodec.encode([1, 137])).toBe('1,137');
    expect(CommaSeparatedChainIdsCodec.is([1, 137])).toBe(true);
    expect(CommaSeparatedChainIdsCodec.is('1,137')).toBe(false);
    expect(CommaSeparatedChainIdsCodec.is([1.5])).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.nat()), (ids) => {
        const decoded = CommaSeparatedChainIdsCodec.decode(CommaSeparatedChainIdsCodec.encode(ids));
        return E.isRight(decoded) && decoded.right.join() === ids.join();
      }),
    );
  });
});
