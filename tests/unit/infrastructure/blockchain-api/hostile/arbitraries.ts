import fc from 'fast-check';

/**
 * Generated answers for the hostile-input properties: each field is mostly what the service
 * means to send, and otherwise one of the values that broke the modal (decimals 1.5, -1 or 2e7,
 * prices of 1e308, ten-thousand-digit amounts, long names, wrong types), so both the paths that
 * keep an item and those that drop it are driven.
 */

/** Numbers JSON can carry that are out of every range: the attacks seen and the edges around them. */
const EDGE_NUMBERS = [
  -1,
  -0.5,
  0,
  1.5,
  2.5,
  255,
  256,
  1e15,
  1e17,
  1e18,
  2e7,
  1e308,
  -1e308,
  5e-324,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
];

/** Texts that look like numbers to someone, and are not decimals to us. */
const EDGE_TEXTS = [
  '',
  ' ',
  '-1',
  '1.5',
  '1,5',
  '1e999',
  '1e-999',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '١٢٣',
  '1.2.3',
  '.',
  '+7',
  '2e7',
];

/** Any number JSON carries, edges and doubles included. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A long run of digits, with a point somewhere or not: amounts no chain holds. */
const longDigits: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 80, max: 12_000 }), fc.option(fc.nat({ max: 12_000 })))
  .map(([length, point]) => {
    const digits = '9'.repeat(length);
    return point === null ? digits : `${digits.slice(0, point % length)}.${digits.slice(point % length)}`;
  });

/** A decimal text as a service writes one: exact, with up to 30 fraction digits. */
export const decimalText: fc.Arbitrary<string> = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.nat({ max: 30 }))
  .map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

/** An amount in text: mostly a decimal, else an edge, a long run of digits or any text. */
export const hostileDecimalText: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: decimalText },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_TEXTS) },
  { weight: 1, arbitrary: longDigits },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** Base units as texts: mostly an integer text, else past a uint256 or not an integer at all. */
export const hostileBaseUnits: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 256n, max: 2n ** 300n }).map(String) },
  { weight: 1, arbitrary: hostileDecimalText },
  { weight: 1, arbitrary: hostileNumber },
);

/** Token decimals: mostly a real count, else an edge, a fraction, a text, a huge number. */
export const hostileDecimals: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 14, arbitrary: fc.integer({ min: 0, max: 36 }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 36 }).map(String) },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_TEXTS) },
);

/** A USD amount: mostly a plausible one, else any number (1e308 among them) or a wrong type. */
export const hostileUsd: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: fc.double({ min: 0, max: 1e9, noNaN: true }) },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, '1', true) },
);

/** A name or symbol: mostly short, sometimes thousands of characters or any unicode. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 65, max: 5_000 }).map((length) => 'N'.repeat(length)) },
);

/** Any field value: the right kind of value most of the time, else anything JSON holds. */
export function mostly<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 29, arbitrary: valid }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

/** A list of items, a few of them not items at all. */
export function hostileList<T>(item: fc.Arbitrary<T>, maxLength = 25): fc.Arbitrary<unknown[]> {
  return fc.array(
    fc.oneof({ weight: 19, arbitrary: item }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
    {
      maxLength,
    },
  );
}

/** An answer: the generated one nearly always, else something of another shape altogether. */
export function hostileAnswer<T>(answer: fc.Arbitrary<T>): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 30, arbitrary: answer as fc.Arbitrary<unknown> },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    )
    .map((value) => JSON.stringify(value) ?? 'null');
}

/** An EVM address in CAIP-10 form on Ethereum, or the native token's, or something else. */
export const tokenAddress: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.stringMatching(/^[0-9a-f]{40}$/).map((hex) => `eip155:1:0x${hex}`) },
  { weight: 2, arbitrary: fc.constant('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') },
  { weight: 1, arbitrary: hostileText },
);

/** What a visitor may type in an amount field, including pastes of long digits. */
export const typedAmount: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: decimalText },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_TEXTS) },
  { weight: 1, arbitrary: fc.integer({ min: 80, max: 400 }).map((length) => `0.${'0'.repeat(length)}1`) },
);

/**
 * A balance as the balance API sends one; `symbol` lets a pipeline ask for the symbols it looks
 * up (the onramp finds a purchased token by symbol).
 */
export function hostileBalance(symbol: fc.Arbitrary<unknown> = mostly(hostileText)): fc.Arbitrary<unknown> {
  return fc.record(
    {
      name: mostly(hostileText),
      symbol,
      chainId: mostly(fc.constantFrom('eip155:1', 'eip155:42161')),
      address: fc.option(tokenAddress),
      value: fc.option(hostileUsd),
      price: hostileUsd,
      quantity: mostly(fc.record({ decimals: hostileDecimals, numeric: mostly(hostileDecimalText) })),
      iconUrl: mostly(fc.webUrl()),
    },
    { requiredKeys: ['name', 'symbol', 'chainId', 'price', 'quantity', 'iconUrl'] },
  );
}
