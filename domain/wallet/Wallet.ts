import * as t from 'io-ts';
import { droppedWhenUnsafe, ImageSourceCodec, WalletLinkCodec, WebLinkCodec } from '../link/linkCodecs';

const nullableString = t.union([t.string, t.null]);
const nullableNumber = t.union([t.number, t.null]);

/** Pages a visitor may be sent to: the wallet's site and its stores. */
const webLink = droppedWhenUnsafe(WebLinkCodec);
/** Links that open the wallet itself: its app's own scheme or a universal link. */
const walletLink = droppedWhenUnsafe(WalletLinkCodec);

/** One injected-provider id a wallet announces itself with, per namespace. */
export const WalletInjectionCodec = t.readonly(
  t.type({ namespace: t.string, injected_id: t.string }),
  'WalletInjection',
);
export type WalletInjection = t.TypeOf<typeof WalletInjectionCodec>;

/**
 * A wallet of the wallet explorer (REFERENCE §3c, `GET /getWallets`), with the explorer's own
 * field names so records decode as they come. Only `id` and `name` are always present; every
 * link may be missing or null. Decode explorer answers with this codec before use: a link that
 * breaks the link rule (`domain/link`), such as `javascript:` or `data:text/html`, reads as null,
 * so the wallet is still listed, without that link (the explorer's adapter also cuts the names
 * for display).
 */
export const WalletCodec = t.readonly(
  t.intersection([
    t.type({ id: t.string, name: t.string }),
    t.partial({
      badge_type: t.union([t.literal('certified'), t.literal('none'), t.null]),
      description: nullableString,
      chains: t.union([t.readonlyArray(t.string), t.null]),
      homepage: webLink,
      image_id: nullableString,
      image_url: droppedWhenUnsafe(ImageSourceCodec),
      order: nullableNumber,
      link_mode: webLink,
      mobile_link: walletLink,
      desktop_link: walletLink,
      webapp_link: webLink,
      app_store: webLink,
      play_store: webLink,
      chrome_store: webLink,
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
