import * as t from 'io-ts';
import { DecimalText, UsdAmount } from '../decoding/boundedNumbers';
import { DisplayName, DisplaySymbol } from '../decoding/displayText';

/**
 * SPEC §3 token balance, as cached by the balance cache. The page's storage is outside input like
 * any answer: amounts are held to the same bounds as the balance API's (`boundedNumbers`), names
 * are cut for display, and the decimals text is checked where it is used (`tokenDecimals`).
 */
export const CachedTokenBalanceCodec = t.intersection(
  [
    t.type({
      name: DisplayName,
      symbol: DisplaySymbol,
      chainId: t.string,
      price: UsdAmount,
      quantity: t.type({ decimals: t.string, numeric: DecimalText }),
      iconUrl: t.string,
    }),
    t.partial({ address: t.string, value: UsdAmount }),
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
  { name: t.union([DisplayName, t.null]), avatar: t.union([t.string, t.null]) },
  'CachedIdentity',
);
