import { type ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import { type AccountTypeOverrides, type AccountTypesByNamespace } from '../account/AccountType';
import { type Alert } from '../errors/Alerts';
import { type CaipNetwork, type CaipNetworkId, type NetworkInput } from '../network/CaipNetwork';
import { type AppMetadata } from '../theme/AppMetadata';
import { type ThemeMode } from '../theme/ThemeMode';
import { type ThemeVariables } from '../theme/ThemeVariables';
import { type CustomWallet } from '../wallet/Wallet';
import { type ApiUrls } from './ApiUrls';
import {
  type AllWalletsOption,
  type AppKitFeatures,
  type AppKitOptions,
  type ProposalOverride,
} from './AppKitOptions';
import { type Features, type FeaturesInput } from './Features';

/** An RPC endpoint the host prefers over the defaults for one network. */
export interface CustomRpcUrl {
  readonly url: string;
}

/** Option `customRpcUrls`: per network, endpoints tried before the relay and chain defaults (SPEC §7). */
export type CustomRpcUrls = Readonly<Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>>;

/**
 * A sign-in configuration (option `siwx`, or the legacy `siweConfig`). Its methods are called by
 * the application layer; the domain only needs to know whether one is set.
 */
export type SignInConfig = object;

/**
 * The options a host creates the modal with (SPEC §1). Only `networks` is required; every other
 * option may be left out, or set to `undefined`, to keep its default. `KeyportOptionsCodec`
 * checks every one of them at creation.
 */
export interface KeyportOptions extends AppKitOptions {
  readonly projectId?: string | undefined;
  readonly sdkType?: string | undefined;
  readonly sdkVersion?: string | undefined;
  readonly features?: (FeaturesInput & AppKitFeatures) | undefined;
  readonly metadata?: AppMetadata | undefined;
  /**
   * The networks the site works on; the first is the default unless `defaultNetwork` says
   * otherwise. Keyport's networks, viem's chains or AppKit's networks (see `validateNetwork`).
   */
  readonly networks: readonly [NetworkInput, ...NetworkInput[]];
  readonly defaultNetwork?: NetworkInput | undefined;
  readonly customWallets?: readonly CustomWallet[] | undefined;
  /** Explorer wallet ids: when set, only these wallets are listed. */
  readonly includeWalletIds?: readonly string[] | undefined;
  /** Explorer wallet ids never listed, installed or not. */
  readonly excludeWalletIds?: readonly string[] | undefined;
  /** Explorer wallet ids listed first, in this order. */
  readonly featuredWalletIds?: readonly string[] | undefined;
  readonly termsConditionsUrl?: string | undefined;
  readonly privacyPolicyUrl?: string | undefined;
  /** Legacy sign-in with Ethereum; cannot be combined with `siwx`. */
  readonly siweConfig?: SignInConfig | undefined;
  readonly siwx?: SignInConfig | undefined;
  /**
   * Embedded mode (SPEC §4): closing the modal goes back to Account (connected) or Connect rather
   * than closing it, for a site that keeps it in view.
   */
  readonly enableEmbedded?: boolean | undefined;
  /** Let the visitor stay on a network the site did not request, rather than being asked to switch. */
  readonly allowUnsupportedChain?: boolean | undefined;
  /** The host drives the wallet-connect session itself. */
  readonly manualWCControl?: boolean | undefined;
  readonly enableNetworkSwitch?: boolean | undefined;
  readonly defaultAccountTypes?: AccountTypeOverrides | undefined;
  readonly themeMode?: ThemeMode | undefined;
  readonly themeVariables?: ThemeVariables | undefined;
  readonly customRpcUrls?: CustomRpcUrls | undefined;
  /** Base URLs of the outside services; each one left out keeps its production default. */
  readonly apiUrls?: Partial<ApiUrls> | undefined;
}

/** The options after checking and applying every default: what the rest of Keyport reads. */
export interface ResolvedOptions {
  /** Trimmed; `undefined` when none was given (see `alerts`). */
  readonly projectId: string | undefined;
  readonly sdkType: string;
  readonly sdkVersion: string;
  readonly features: Features;
  readonly metadata: AppMetadata | undefined;
  readonly networks: ReadonlyNonEmptyArray<CaipNetwork>;
  /** The given default network, else the first network. */
  readonly defaultNetwork: CaipNetwork;
  readonly customWallets: readonly CustomWallet[];
  readonly includeWalletIds: readonly string[];
  readonly excludeWalletIds: readonly string[];
  readonly featuredWalletIds: readonly string[];
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  readonly siweConfig: SignInConfig | undefined;
  readonly siwx: SignInConfig | undefined;
  readonly enableEmbedded: boolean;
  readonly allowUnsupportedChain: boolean;
  readonly manualWCControl: boolean;
  readonly enableNetworkSwitch: boolean;
  readonly defaultAccountTypes: AccountTypesByNamespace;
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
  readonly customRpcUrls: CustomRpcUrls;
  /** Each without a trailing slash, so paths are appended as `${base}/path`. */
  readonly apiUrls: ApiUrls;
  /** Configuration problems that do not stop creation, to show to the developer. */
  readonly alerts: readonly Alert[];
  /** Option `allWallets`, with `features.allWallets` and WalletConnect deciding together. */
  readonly allWallets: AllWalletsOption;
  readonly enableWalletConnect: boolean;
  readonly enableInjected: boolean;
  readonly enableEIP6963: boolean;
  readonly enableReconnect: boolean;
  /** Image URLs by chain id (`String(network.id)`), each passing the image rule. */
  readonly chainImages: Readonly<Partial<Record<string, string>>>;
  /** Image URLs by connector id, each passing the image rule. */
  readonly connectorImages: Readonly<Partial<Record<string, string>>>;
  readonly debug: boolean;
  /** Option `enableAuthLogger`: the embedded wallet's frame logs (its `enableLogger`; AppKit's default, on). */
  readonly enableAuthLogger: boolean;
  /** Option `experimental_preferUniversalLinks`. */
  readonly preferUniversalLinks: boolean;
  readonly enableMobileFullScreen: boolean;
  /** What `universalProviderConfigOverride` changes in the WalletConnect proposal. */
  readonly proposalOverride: ProposalOverride;
  /**
   * Options the site set that ask for a part Keyport does not have yet (the Connect view's
   * wallet-list arrangements, sign-in with the wallet): accepted, and named once on the console.
   */
  readonly notAvailableYet: readonly string[];
}
