import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { UsdAmount } from '../../../../domain/decoding/UsdAmount';
import { siftedList } from '../../../../domain/decoding/siftedList';

const Prices = t.type({ prices: siftedList(t.type({ symbol: t.string, price: UsdAmount })) });

describe('Hostile input §2: one bad item of a list is left out and described, the rest is kept', () => {
  it('keeps the items that decode, in order, and describes each other one by its path', () => {
    const decoded = Prices.decode({
      prices: [{ symbol: 'A', price: 1 }, { symbol: 'B', price: 1e308 }, 'x', { symbol: 'C', price: 2 }],
    });
    expect(decoded).toEqual(
      E.right({
        prices: {
          kept: [
            { symbol: 'A', price: 1 },
            { symbol: 'C', price: 2 },
          ],
          dropped: [
            'prices.1.price: expected a USD amount from 0 to 100000000000000000, got 1e+308',
            'prices.2: expected { symbol: string, price: UsdAmount }, got "x"',
          ],
        },
      }),
    );
  });

  it('anything but an array fails as a whole', () => {
    expect(E.isLeft(Prices.decode({ prices: { 0: { symbol: 'A', price: 1 } } }))).toBe(true);
    expect(E.isLeft(Prices.decode({}))).toBe(true);
  });

  it('an empty list is kept empty with nothing dropped', () => {
    expect(Prices.decode({ prices: [] })).toEqual(E.right({ prices: { kept: [], dropped: [] } }));
  });

  it('is and encode work on the sifted form', () => {
    const codec = siftedList(t.number);
    expect(codec.is({ kept: [1], dropped: [] })).toBe(true);
    expect(codec.is([1])).toBe(false);
    expect(codec.encode({ kept: [1, 2], dropped: ['x'] })).toEqual([1, 2]);
  });
});
