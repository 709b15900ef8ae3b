import * as t from 'io-ts';

const nullableString = t.union([t.string, t.null]);
const nullableNumber = t.union([t.number, t.null]);

/** One injected-provider id a wallet announces itself with, per namespace. */
export const WalletInjectionCodec = t.readonly(
  t.type({ namespace: t.string, injected_id: t.string }),
  'WalletInjection',
);
export type WalletInjection = t.TypeOf<typeof WalletInjectionCodec>;

/**
 * A wallet of the wallet explorer (REFERENCE §3c, `GET /getWallets`), with the explorer's own
 * field names so records decode as they come. Only `id` and `name` are always present; every
 * link may be missing or null. Decode explorer answers with this codec before use (the
 * explorer's adapter also cuts the names for display).
 */
export const WalletCodec = t.readonly(
  t.intersection([
    t.type({ id: t.string, name: t.string }),
    t.partial({
      badge_type: t.union([t.literal('certified'), t.literal('none'), t.null]),
      description: nullableString,
      chains: t.union([t.readonlyArray(t.string), t.null]),
      homepage: nullableString,
      image_id: nullableString,
      image_url: nullableString,
      order: nullableNumber,
      link_mode: nullableString,
      mobile_link: nullableString,
      desktop_link: nullableString,
      webapp_link: nullableString,
      app_store: nullableString,
      play_store: nullableString,
      chrome_store: nullableString,
      rdns: nullableString,
      injected: t.union([t.readonlyArray(WalletInjectionCodec), t.null]),
      display_index: nullableNumber,
      supports_wc: t.boolean,
      supports_wcpay: t.boolean,
    }),
  ]),
  'Wallet',
);
export type Wallet = t.TypeOf<typeof WalletCodec>;

/**
 * A wallet the host adds itself (option `customWallets`): the explorer fields that a connect
 * button and its deep links need.
 */
export interface CustomWallet {
  readonly id: string;
  readonly name: string;
  readonly homepage?: string;
  readonly image_url?: string;
  readonly mobile_link?: string;
  readonly desktop_link?: string;
  readonly webapp_link?: string;
  readonly app_store?: string;
  readonly play_store?: string;
  readonly rdns?: string;
}
