/**
 * AppKit options Keyport does not implement (REFERENCE §5). A site written for AppKit must keep
 * working when it moves to Keyport, so these names are accepted, their values checked like any
 * other option's (a wrong type is still a mistake worth naming), and then left unused. Any other
 * unknown name is refused: it is far more likely a typo of an option Keyport does act on.
 */
export interface AppKitOnlyOptions {
  readonly chainImages?: Readonly<Partial<Record<string, string>>> | undefined;
  readonly connectorImages?: Readonly<Partial<Record<string, string>>> | undefined;
  readonly showWallets?: boolean | undefined;
  readonly coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly' | undefined;
  readonly universalProvider?: object | undefined;
  readonly allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined;
  readonly tokens?:
    | Readonly<Partial<Record<string, { readonly address: string; readonly image?: string | undefined }>>>
    | undefined;
  readonly disableAppend?: boolean | undefined;
  readonly enableWallets?: boolean | undefined;
  readonly enableEIP6963?: boolean | undefined;
  readonly enableCoinbase?: boolean | undefined;
  readonly enableBaseAccount?: boolean | undefined;
  readonly enableInjected?: boolean | undefined;
  readonly enableReconnect?: boolean | undefined;
  readonly enableWalletConnect?: boolean | undefined;
  readonly enableWalletGuide?: boolean | undefined;
  readonly enableAuthLogger?: boolean | undefined;
  readonly experimental_preferUniversalLinks?: boolean | undefined;
  readonly debug?: boolean | undefined;
  readonly universalProviderConfigOverride?: UniversalProviderConfigOverride | undefined;
  readonly enableMobileFullScreen?: boolean | undefined;
}

/** AppKit's overrides of the WalletConnect session it proposes. */
export interface UniversalProviderConfigOverride {
  readonly methods?: Readonly<Partial<Record<string, readonly string[]>>> | undefined;
  readonly chains?: Readonly<Partial<Record<string, readonly string[]>>> | undefined;
  readonly events?: Readonly<Partial<Record<string, readonly string[]>>> | undefined;
  readonly rpcMap?: Readonly<Partial<Record<string, string>>> | undefined;
  readonly defaultChain?: string | undefined;
}

/** AppKit features Keyport does not implement (REFERENCE §5), accepted for the same reason. */
export const APPKIT_ONLY_FEATURES = ['reownAuthentication', 'headless'] as const;

export type AppKitOnlyFeatures = {
  readonly [K in (typeof APPKIT_ONLY_FEATURES)[number]]?: boolean | undefined;
};

/** The host's features without the AppKit-only ones, which Keyport does not act on. */
export function withoutAppKitOnlyFeatures<F extends object>(features: F & AppKitOnlyFeatures): F {
  const appKitOnly: readonly string[] = APPKIT_ONLY_FEATURES;
  return Object.fromEntries(Object.entries(features).filter(([name]) => !appKitOnly.includes(name))) as F;
}
