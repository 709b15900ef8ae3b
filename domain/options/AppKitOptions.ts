/**
 * The options AppKit's `createAppKit` takes beyond SPEC §1's (REFERENCE §5), so that a site moves
 * to Keyport by changing an import. Each is either acted on, or refused at creation with why and
 * what to do instead (`AppKitOptionsCodec`); none is accepted and then ignored. The types allow
 * only what Keyport acts on: a refused value (`enableCoinbase: true`) fails to compile as well.
 */
export interface AppKitOptions {
  /** Network icons by chain id (`{ 1: 'https://…/ethereum.png' }`), shown instead of Keyport's. */
  readonly chainImages?: Readonly<Partial<Record<string, string>>> | undefined;
  /** Wallet icons by connector id (`walletConnect`, `injected`, an EIP-6963 rdns such as `io.metamask`). */
  readonly connectorImages?: Readonly<Partial<Record<string, string>>> | undefined;
  /** `false` is refused: without email or social login the Connect view would offer nothing. */
  readonly showWallets?: true | undefined;
  /** `false` is refused, as for `showWallets`. */
  readonly enableWallets?: true | undefined;
  /** Whether the Connect view offers "All wallets": always, never, or only on a phone. */
  readonly allWallets?: AllWalletsOption | undefined;
  /** Refused: the account button shows the native balance; the Account view lists every token. */
  readonly tokens?: undefined;
  /** `true` is refused: Keyport mounts its modal itself. */
  readonly disableAppend?: false | undefined;
  /** `false`: no EIP-6963 discovery (wallets announcing themselves are not listed). */
  readonly enableEIP6963?: boolean | undefined;
  /** `true` is refused: Keyport has no Coinbase SDK connector. */
  readonly enableCoinbase?: false | undefined;
  /** `true` is refused: Keyport has no Base Account SDK connector. */
  readonly enableBaseAccount?: false | undefined;
  /** `false`: no `window.ethereum` "Browser Wallet" connector. */
  readonly enableInjected?: boolean | undefined;
  /** `false`: no silent reconnection of the last wallet or session when the page loads. */
  readonly enableReconnect?: boolean | undefined;
  /** `false`: no WalletConnect (no QR code, no pairing, no "All wallets"). */
  readonly enableWalletConnect?: boolean | undefined;
  /** `true` is refused: Keyport has no wallet guide. */
  readonly enableWalletGuide?: false | undefined;
  /** The embedded wallet's logger; accepted, with a console notice until that wallet is available. */
  readonly enableAuthLogger?: boolean | undefined;
  /** On a phone, open a wallet by its universal link (`link_mode`) rather than its app scheme. */
  readonly experimental_preferUniversalLinks?: boolean | undefined;
  /** Developer messages on the console: alerts, error events and failed requests. */
  readonly debug?: boolean | undefined;
  readonly universalProviderConfigOverride?: UniversalProviderConfigOverride | undefined;
  /** On a phone, the modal fills the screen rather than rising as a sheet. */
  readonly enableMobileFullScreen?: boolean | undefined;
  /** Refused: Keyport has no Coinbase SDK connector to set a preference for. */
  readonly coinbasePreference?: undefined;
  /** Refused: Keyport runs its own WalletConnect client. */
  readonly universalProvider?: undefined;
}

export const ALL_WALLETS_OPTIONS = ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const;
export type AllWalletsOption = (typeof ALL_WALLETS_OPTIONS)[number];

/** Lists by CAIP-2 namespace (`{ eip155: […] }`). */
export type ListsByNamespace = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * AppKit's overrides of the WalletConnect session it proposes: `methods`, `chains` and `events`
 * replace Keyport's for a namespace the site has networks in; `rpcMap` (`{ 'eip155:1': url }`) adds the node a
 * network's calls go to first, like `customRpcUrls`. `defaultChain` is refused: a session starts
 * on the active network (`defaultNetwork`).
 */
export interface UniversalProviderConfigOverride {
  readonly methods?: ListsByNamespace | undefined;
  readonly chains?: ListsByNamespace | undefined;
  readonly events?: ListsByNamespace | undefined;
  readonly rpcMap?: Readonly<Partial<Record<string, string>>> | undefined;
  readonly defaultChain?: undefined;
}

/** What the WalletConnect proposal takes from `universalProviderConfigOverride`. */
export interface ProposalOverride {
  readonly methods: ListsByNamespace;
  readonly chains: ListsByNamespace;
  readonly events: ListsByNamespace;
}

/** AppKit's features beyond SPEC §1's (REFERENCE §5): refused when `true`, as Keyport has neither. */
export interface AppKitFeatures {
  readonly reownAuthentication?: false | undefined;
  readonly headless?: false | undefined;
}

const APPKIT_FEATURES: readonly string[] = ['reownAuthentication', 'headless'];

/** The host's features without AppKit's own, which can only be `false` (Keyport's behaviour). */
export function withoutAppKitFeatures<F extends object>(features: F & AppKitFeatures): F {
  return Object.fromEntries(
    Object.entries(features).filter(([name]) => !APPKIT_FEATURES.includes(name)),
  ) as F;
}
