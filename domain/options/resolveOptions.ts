import * as E from 'fp-ts/Either';
import { type ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import { resolveDefaultAccountTypes } from '../account/AccountType';
import { DEFAULT_THEME_MODE, SDK_VERSION } from '../constants/limits';
import { PROJECT_ID_NOT_CONFIGURED_ALERT, type Alert } from '../errors/Alerts';
import { type CaipNetwork, type NetworkInput } from '../network/CaipNetwork';
import { toCaipNetwork } from '../network/toCaipNetwork';
import { type ThemeVariables } from '../theme/ThemeVariables';
import { type ApiUrls, DEFAULT_API_URLS, normaliseApiUrl } from './ApiUrls';
import {
  type ProposalOverride,
  type UniversalProviderConfigOverride,
  withoutAppKitFeatures,
} from './AppKitOptions';
import { decodeOptions } from './decodeOptions';
import { mergeFeatures } from './Features';
import { type CustomRpcUrls, type ResolvedOptions } from './KeyportOptions';
import { DefaultNetworkNotConfiguredError, InvalidOptionsError, SiweAndSiwxError } from './OptionsErrors';
import { optionLinkProblem } from './optionLinkProblems';
import { optionsNotAvailableYet } from './optionsNotAvailableYet';

/** Every reason `resolveOptions` refuses the host's options. */
export type OptionsError = InvalidOptionsError | SiweAndSiwxError | DefaultNetworkNotConfiguredError;

/** The `st` value the outside services know this kind of modal by (REFERENCE §3a). */
export const DEFAULT_SDK_TYPE = 'appkit';

/**
 * The `sv` value when the host gives none: `react-<adapter>-<version>` (REFERENCE §5), with
 * `core` standing for the adapter, which the options do not name.
 */
export const DEFAULT_SDK_VERSION = `react-core-${SDK_VERSION}`;

function resolveDefaultNetwork(
  networks: ReadonlyNonEmptyArray<CaipNetwork>,
  given: NetworkInput | undefined,
): E.Either<OptionsError, CaipNetwork> {
  if (given === undefined) {
    return E.right(networks[0]);
  }
  const { caipNetworkId } = toCaipNetwork(given);
  const configured = networks.find((network) => network.caipNetworkId === caipNetworkId);
  return configured ? E.right(configured) : E.left(new DefaultNetworkNotConfiguredError(caipNetworkId));
}

/** The production defaults with the host's URLs laid over them, each without a trailing slash. */
function resolveApiUrls(given: Partial<ApiUrls> = {}): ApiUrls {
  const services = Object.keys(DEFAULT_API_URLS) as (keyof ApiUrls)[];
  return Object.fromEntries(
    services.map((service) => [service, normaliseApiUrl(given[service] ?? DEFAULT_API_URLS[service])]),
  ) as unknown as ApiUrls;
}

/** A variable set to `undefined` counts as not set. */
function setThemeVariables(variables: ThemeVariables = {}): ThemeVariables {
  return Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined));
}

/** `rpcMap`'s node for a network is tried after the host's `customRpcUrls` for it. */
function withRpcMap(custom: CustomRpcUrls = {}, rpcMap: Readonly<Partial<Record<string, string>>> = {}) {
  const merged: Record<string, readonly { readonly url: string }[] | undefined> = { ...custom };
  for (const [network, url] of Object.entries(rpcMap)) {
    if (url !== undefined) merged[network] = [...(merged[network] ?? []), { url }];
  }
  return merged as CustomRpcUrls;
}

function proposalOverride(given: UniversalProviderConfigOverride = {}): ProposalOverride {
  return { methods: given.methods ?? {}, chains: given.chains ?? {}, events: given.events ?? {} };
}

/**
 * SPEC §8 "a missing project id raises a configuration alert": the modal still works (e.g.
 * against the local devstack), but the public services refuse it, so the developer is told.
 */
function configurationAlerts(projectId: string | undefined): readonly Alert[] {
  return projectId === undefined ? [PROJECT_ID_NOT_CONFIGURED_ALERT] : [];
}

/**
 * Checks the host's options (SPEC §1) and applies every default. Creation fails, with a clear
 * error, when any option has the wrong type or an unknown value or name (`decodeOptions`), when
 * both `siweConfig` and `siwx` are set, and when `defaultNetwork` is not one of `networks`. A
 * missing project id does not fail: it adds an alert.
 */
export function resolveOptions(input: unknown): E.Either<OptionsError, ResolvedOptions> {
  const decoded = decodeOptions(input);
  if (E.isLeft(decoded)) {
    return decoded;
  }
  const options = decoded.right;
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    return E.left(new SiweAndSiwxError());
  }
  // The codec checked them; from here on each is Keyport's copy, viem's chains with their CAIP fields.
  const networks = options.networks.map(toCaipNetwork) as unknown as ReadonlyNonEmptyArray<CaipNetwork>;
  const defaultNetwork = resolveDefaultNetwork(networks, options.defaultNetwork);
  if (E.isLeft(defaultNetwork)) {
    return defaultNetwork;
  }
  const linkProblem = optionLinkProblem(options as unknown as Readonly<Record<string, unknown>>);
  if (linkProblem !== undefined) {
    // A link the modal would show or open that fails the link rule (`domain/link`) is named like any
    // other wrong option: a `javascript:` terms link is refused at creation, not offered to visitors.
    return E.left(new InvalidOptionsError([linkProblem]));
  }
  const projectId = options.projectId?.trim() || undefined;
  return E.right({
    projectId,
    sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
    features: mergeFeatures(withoutAppKitFeatures(options.features ?? {})),
    metadata: options.metadata,
    networks,
    defaultNetwork: defaultNetwork.right,
    customWallets: options.customWallets ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    featuredWalletIds: options.featuredWalletIds ?? [],
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    siweConfig: options.siweConfig,
    siwx: options.siwx,
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    manualWCControl: options.manualWCControl ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    defaultAccountTypes: resolveDefaultAccountTypes(options.defaultAccountTypes),
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: setThemeVariables(options.themeVariables),
    customRpcUrls: withRpcMap(options.customRpcUrls, options.universalProviderConfigOverride?.rpcMap),
    apiUrls: resolveApiUrls(options.apiUrls),
    alerts: configurationAlerts(projectId),
    allWallets: options.allWallets ?? 'SHOW',
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableReconnect: options.enableReconnect ?? true,
    chainImages: options.chainImages ?? {},
    connectorImages: options.connectorImages ?? {},
    debug: options.debug ?? false,
    enableAuthLogger: options.enableAuthLogger ?? true,
    preferUniversalLinks: options.experimental_preferUniversalLinks ?? false,
    enableMobileFullScreen: options.enableMobileFullScreen ?? false,
    proposalOverride: proposalOverride(options.universalProviderConfigOverride),
    notAvailableYet: optionsNotAvailableYet(options),
  });
}
