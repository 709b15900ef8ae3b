import * as t from 'io-ts';

/** SPEC §3 token balance, as cached by the balance cache. */
export const CachedTokenBalanceCodec = t.intersection(
  [
    t.type({
      name: t.string,
      symbol: t.string,
      chainId: t.string,
      price: t.number,
      quantity: t.type({ decimals: t.string, numeric: t.string }),
      iconUrl: t.string,
    }),
    t.partial({ address: t.string, value: t.number }),
  ],
  'CachedTokenBalance',
);

/** A native-currency balance as text (it may exceed a safe integer) with its symbol. */
export const CachedNativeBalanceCodec = t.type(
  { balance: t.string, symbol: t.string },
  'CachedNativeBalance',
);

/** The names an address has (reverse name lookup). */
export const CachedEnsNamesCodec = t.readonlyArray(t.type({ name: t.string }), 'CachedEnsNames');

/** An address's public identity: a name and an avatar, each possibly absent. */
export const CachedIdentityCodec = t.type(
  { name: t.union([t.string, t.null]), avatar: t.union([t.string, t.null]) },
  'CachedIdentity',
);
