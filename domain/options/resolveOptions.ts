import * as E from 'fp-ts/Either';
import { type ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import { resolveDefaultAccountTypes } from '../account/AccountType';
import { DEFAULT_THEME_MODE, SDK_VERSION } from '../constants/limits';
import { ALERTS, type Alert } from '../errors/Alerts';
import { type CaipNetwork } from '../network/CaipNetwork';
import { type InvalidThemeVariablesError, validateThemeVariables } from '../theme/ThemeVariables';
import { API_URL_SCHEMES, type ApiUrls, DEFAULT_API_URLS } from './ApiUrls';
import { mergeFeatures } from './Features';
import { type KeyportOptions, type ResolvedOptions } from './KeyportOptions';
import {
  DefaultNetworkNotConfiguredError,
  InvalidApiUrlError,
  type InvalidNetworkError,
  NetworksRequiredError,
  SiweAndSiwxError,
  UnsafeOptionLinkError,
} from './OptionsErrors';
import { optionLinkProblem } from './optionLinkProblems';
import { validateNetwork } from './validateNetwork';

/** Every reason `resolveOptions` refuses the host's options. */
export type OptionsError =
  | SiweAndSiwxError
  | NetworksRequiredError
  | InvalidNetworkError
  | DefaultNetworkNotConfiguredError
  | InvalidApiUrlError
  | InvalidThemeVariablesError
  | UnsafeOptionLinkError;

/** The `st` value the outside services know this kind of modal by (REFERENCE §3a). */
export const DEFAULT_SDK_TYPE = 'appkit';

/**
 * The `sv` value when the host gives none: `react-<adapter>-<version>` (REFERENCE §5), with
 * `core` standing for the adapter, which the options do not name.
 */
export const DEFAULT_SDK_VERSION = `react-core-${SDK_VERSION}`;

function resolveNetworks(networks: unknown): E.Either<OptionsError, ReadonlyNonEmptyArray<CaipNetwork>> {
  if (!Array.isArray(networks) || networks.length === 0) {
    return E.left(new NetworksRequiredError());
  }
  const checked: CaipNetwork[] = [];
  for (const [index, network] of networks.entries()) {
    const result = validateNetwork(network, index);
    if (E.isLeft(result)) {
      return result;
    }
    checked.push(result.right);
  }
  return E.right(checked as unknown as ReadonlyNonEmptyArray<CaipNetwork>);
}

function resolveDefaultNetwork(
  networks: ReadonlyNonEmptyArray<CaipNetwork>,
  defaultNetwork: CaipNetwork | undefined,
): E.Either<OptionsError, CaipNetwork> {
  if (defaultNetwork === undefined) {
    return E.right(networks[0]);
  }
  const configured = networks.find((network) => network.caipNetworkId === defaultNetwork.caipNetworkId);
  return configured
    ? E.right(configured)
    : E.left(new DefaultNetworkNotConfiguredError(defaultNetwork.caipNetworkId));
}

/** Applies the production defaults, drops trailing slashes, and checks each URL's scheme. */
function resolveApiUrls(given: Partial<ApiUrls> = {}): E.Either<OptionsError, ApiUrls> {
  const resolved: Record<string, string> = {};
  for (const service of Object.keys(DEFAULT_API_URLS) as (keyof ApiUrls)[]) {
    const url = (given[service] ?? DEFAULT_API_URLS[service]).trim().replace(/\/+$/, '');
    const schemes = API_URL_SCHEMES[service];
    if (!new RegExp(`^(${schemes.join('|')})://[^/\\s]+`, 'i').test(url)) {
      return E.left(new InvalidApiUrlError(service, schemes));
    }
    resolved[service] = url;
  }
  return E.right(resolved as unknown as ApiUrls);
}

/**
 * SPEC §8 "a missing project id raises a configuration alert": the modal still works (e.g.
 * against the local devstack), but the public services refuse it, so the developer is told.
 */
function configurationAlerts(projectId: string | undefined): readonly Alert[] {
  return projectId === undefined ? [ALERTS.PROJECT_ID_NOT_CONFIGURED] : [];
}

/**
 * Checks the host's options (SPEC §1) and applies every default. Creation fails, with a clear
 * error, when both `siweConfig` and `siwx` are set, when `networks` is empty or holds an
 * invalid network, when `defaultNetwork` is not one of `networks`, when a service URL or a theme
 * variable is invalid. A missing project id does not fail: it adds an alert.
 */
export function resolveOptions(input: KeyportOptions): E.Either<OptionsError, ResolvedOptions> {
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    return E.left(new SiweAndSiwxError());
  }
  const networks = resolveNetworks(input.networks);
  if (E.isLeft(networks)) {
    return networks;
  }
  const defaultNetwork = resolveDefaultNetwork(networks.right, input.defaultNetwork);
  if (E.isLeft(defaultNetwork)) {
    return defaultNetwork;
  }
  const apiUrls = resolveApiUrls(input.apiUrls);
  if (E.isLeft(apiUrls)) {
    return apiUrls;
  }
  const linkProblem = optionLinkProblem(input as unknown as Readonly<Record<string, unknown>>);
  if (linkProblem !== undefined) {
    return E.left(new UnsafeOptionLinkError(linkProblem));
  }
  const themeVariables = validateThemeVariables(input.themeVariables ?? {});
  if (E.isLeft(themeVariables)) {
    return themeVariables;
  }
  const projectId = input.projectId?.trim() || undefined;
  return E.right({
    projectId,
    sdkType: input.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: input.sdkVersion ?? DEFAULT_SDK_VERSION,
    features: mergeFeatures(input.features),
    metadata: input.metadata,
    networks: networks.right,
    defaultNetwork: defaultNetwork.right,
    customWallets: input.customWallets ?? [],
    includeWalletIds: input.includeWalletIds ?? [],
    excludeWalletIds: input.excludeWalletIds ?? [],
    featuredWalletIds: input.featuredWalletIds ?? [],
    termsConditionsUrl: input.termsConditionsUrl,
    privacyPolicyUrl: input.privacyPolicyUrl,
    siweConfig: input.siweConfig,
    siwx: input.siwx,
    enableEmbedded: input.enableEmbedded ?? false,
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    manualWCControl: input.manualWCControl ?? false,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    defaultAccountTypes: resolveDefaultAccountTypes(input.defaultAccountTypes),
    themeMode: input.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: themeVariables.right,
    customRpcUrls: input.customRpcUrls ?? {},
    apiUrls: apiUrls.right,
    alerts: configurationAlerts(projectId),
  });
}
