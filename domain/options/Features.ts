import { type ConnectorSectionType, DEFAULT_CONNECTOR_TYPE_ORDER } from '../connector/ConnectorSection';
import { DEFAULT_SOCIALS, type SocialProvider } from '../social/SocialProvider';

/** The ways of connecting the Connect view offers, as sections (SPEC §2). */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

/** SPEC §2: the default order of the connect methods. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet'];

/** SPEC §2: the default order "when injected or announced wallets are shown". */
export const CONNECT_METHODS_ORDER_WITH_INSTALLED_WALLETS: readonly ConnectMethod[] = [
  'wallet',
  'email',
  'social',
];

/** The actions the Account view offers on the connected wallet. */
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];

/** SPEC §2: the default order of the wallet features. */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = WALLET_FEATURES;

/** The host's feature switches and orders (option `features`), every one of them resolved. */
export interface Features {
  readonly swaps: boolean;
  readonly onramp: boolean;
  readonly receive: boolean;
  readonly send: boolean;
  readonly email: boolean;
  /** Show the wallet list beside email and social login, rather than behind a button. */
  readonly emailShowWallets: boolean;
  /** The social logins offered, in order; `false` offers none. */
  readonly socials: readonly SocialProvider[] | false;
  readonly history: boolean;
  readonly analytics: boolean;
  readonly allWallets: boolean;
  readonly legalCheckbox: boolean;
  readonly smartSessions: boolean;
  readonly collapseWallets: boolean;
  readonly pay: boolean;
  readonly connectorTypeOrder: readonly ConnectorSectionType[];
  /** The host's order of connect methods; without one, `connectMethodsOrder()` picks the SPEC §2 default. */
  readonly connectMethodsOrder?: readonly ConnectMethod[];
  readonly walletFeaturesOrder: readonly WalletFeature[];
}

/**
 * `features` as a host passes it: any switch may be left out (or `undefined`) to keep its default.
 * `pay` and `smartSessions` can only be `false`: Keyport has neither.
 */
export type FeaturesInput = {
  readonly [K in Exclude<keyof Features, 'pay' | 'smartSessions'>]?: Features[K] | undefined;
} & { readonly pay?: false | undefined; readonly smartSessions?: false | undefined };

/** SPEC §1 feature defaults and SPEC §2 default orders. */
export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIALS,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
};

/** The defaults with every switch the host did set laid over them. */
export function mergeFeatures(input: FeaturesInput = {}): Features {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_FEATURES, ...given };
}
