import * as fc from 'fast-check';
import { addRecentWallet } from '../../../../domain/storage/addRecentWallet';

const wallet = (id: string) => ({ id, name: `Wallet ${id}` });

describe('SPEC §9 recent wallets kept: 2', () => {
  it('SPEC §9: the most recent comes first', () => {
    expect(addRecentWallet([], wallet('a'))).toEqual([wallet('a')]);
    expect(addRecentWallet([wallet('a')], wallet('b'))).toEqual([wallet('b'), wallet('a')]);
  });

  it('SPEC §9: only 2 are kept', () => {
    expect(addRecentWallet([wallet('b'), wallet('a')], wallet('c'))).toEqual([wallet('c'), wallet('b')]);
  });

  it('SPEC §9: a wallet used again moves to the front instead of appearing twice', () => {
    expect(addRecentWallet([wallet('b'), wallet('a')], wallet('a'))).toEqual([wallet('a'), wallet('b')]);
  });

  it('SPEC §9: at most 2, newest first, no duplicate ids, whatever the history', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (ids) => {
        const list = ids.reduce<readonly { id: string; name: string }[]>(
          (recent, id) => addRecentWallet(recent, wallet(id)),
          [],
        );
        const unique = new Set(list.map((entry) => entry.id));
        return (
          list.length <= 2 &&
          unique.size === list.length &&
          (ids.length === 0 || list[0]?.id === ids[ids.length - 1])
        );
      }),
    );
  });
});
