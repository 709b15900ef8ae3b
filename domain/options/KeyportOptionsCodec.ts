import * as t from 'io-ts';
import { ACCOUNT_TYPES, type AccountTypeOverrides, BITCOIN_ACCOUNT_TYPES } from '../account/AccountType';
import { type AppMetadata } from '../theme/AppMetadata';
import { THEME_MODES } from '../theme/ThemeMode';
import { type ThemeVariables, ThemeVariablesCodec } from '../theme/ThemeVariables';
import { mismatch } from './codec/describeValue';
import { aBoolean, aString, isRecord, oneOf, optional } from './codec/expecting';
import { fromValidate } from './codec/fromValidate';
import { listOf } from './codec/listOf';
import { type FieldCodecs, objectOf } from './codec/objectOf';
import { type AdaptersOption, AdaptersCodec } from './AdapterCodec';
import { ApiUrlsCodec } from './ApiUrlsCodec';
import { APPKIT_OPTION_CODECS } from './AppKitOptionsCodec';
import { CustomWalletsCodec, WalletIdsCodec } from './CustomWalletCodec';
import { FeaturesCodec } from './FeaturesCodec';
import { type KeyportOptions } from './KeyportOptions';
import { CustomRpcUrlsCodec, NetworkCodec, NetworksCodec } from './NetworkCodec';
import { SiweConfigCodec, SiwxCodec } from './SignInCodec';

/** Wallets show these when asking the visitor to approve; other fields a host adds pass through. */
const MetadataCodec = objectOf<AppMetadata>(
  'an object { name, description, url, icons }',
  { name: aString, description: aString, url: aString, icons: listOf(aString, 'a list of icon URLs') },
  { noun: 'metadata field', unknownNames: 'keep' },
);

const DefaultAccountTypesCodec = objectOf<AccountTypeOverrides>(
  'an object of account types by namespace',
  {
    eip155: optional(oneOf(ACCOUNT_TYPES)),
    solana: optional(oneOf(ACCOUNT_TYPES)),
    polkadot: optional(oneOf(ACCOUNT_TYPES)),
    bip122: optional(oneOf(BITCOIN_ACCOUNT_TYPES)),
  },
  { noun: 'namespace', unknownNames: 'refuse' },
);

/** The theme's own check names the variable and what it must be; the option only adds the shape. */
const ThemeVariablesOptionCodec = fromValidate<ThemeVariables>(
  'an object of --w3m-* variables',
  (input, context) =>
    isRecord(input)
      ? ThemeVariablesCodec.validate(input, context)
      : t.failure(input, context, mismatch('an object of --w3m-* variables', input)),
);

const aFlag = optional(aBoolean);

/** Everything `createAppKit` and the headless core accept. */
export type OptionsInput = KeyportOptions & AdaptersOption;

const OPTION_CODECS: FieldCodecs<OptionsInput> = {
  projectId: optional(aString),
  sdkType: optional(aString),
  sdkVersion: optional(aString),
  features: optional(FeaturesCodec),
  metadata: optional(MetadataCodec),
  networks: NetworksCodec,
  defaultNetwork: optional(NetworkCodec),
  customWallets: optional(CustomWalletsCodec),
  includeWalletIds: optional(WalletIdsCodec),
  excludeWalletIds: optional(WalletIdsCodec),
  featuredWalletIds: optional(WalletIdsCodec),
  termsConditionsUrl: optional(aString),
  privacyPolicyUrl: optional(aString),
  siweConfig: optional(SiweConfigCodec),
  siwx: optional(SiwxCodec),
  enableEmbedded: aFlag,
  allowUnsupportedChain: aFlag,
  manualWCControl: aFlag,
  enableNetworkSwitch: aFlag,
  defaultAccountTypes: optional(DefaultAccountTypesCodec),
  themeMode: optional(oneOf(THEME_MODES)),
  themeVariables: optional(ThemeVariablesOptionCodec),
  customRpcUrls: optional(CustomRpcUrlsCodec),
  apiUrls: optional(ApiUrlsCodec),
  adapters: optional(AdaptersCodec),
  ...APPKIT_OPTION_CODECS,
};

/** Every option name `createAppKit` accepts, Keyport's own and AppKit's. */
export const KNOWN_OPTION_NAMES: readonly string[] = Object.keys(OPTION_CODECS);

/**
 * The one check of the host's options (SPEC §1): every option Keyport knows, each with its type
 * and allowed values; AppKit's options (REFERENCE §5), each acted on or refused with why; and no
 * other name, so a misspelt option is named (with the nearest known name) instead of being ignored.
 */
export const KeyportOptionsCodec = objectOf<OptionsInput>(
  'an object of options such as { projectId, networks }',
  OPTION_CODECS,
  { noun: 'option', unknownNames: 'refuse' },
);
