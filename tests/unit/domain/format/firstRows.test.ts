import { LIST_ROWS_SHOWN } from '../../../../domain/constants/limits';
import { firstRows } from '../../../../domain/format/firstRows';

describe('Hostile input §3: a list from outside is rendered in part, the rest counted', () => {
  it('keeps a list that fits whole', () => {
    const items = [1, 2, 3];
    expect(firstRows(items)).toEqual({ shown: items, notShown: 0 });
    const full = Array.from({ length: LIST_ROWS_SHOWN }, (_, index) => index);
    expect(firstRows(full)).toEqual({ shown: full, notShown: 0 });
  });

  it('shows the first LIST_ROWS_SHOWN items of a longer one, in order, and counts the rest', () => {
    const items = Array.from({ length: 40_000 }, (_, index) => index);
    const { shown, notShown } = firstRows(items);
    expect(shown).toEqual(items.slice(0, LIST_ROWS_SHOWN));
    expect(notShown).toBe(40_000 - LIST_ROWS_SHOWN);
  });

  it('takes another limit', () => {
    expect(firstRows(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], notShown: 1 });
  });
});
