import * as t from 'io-ts';
import { aBoolean, anObject, aString, oneOf, optional } from './codec/expecting';
import { listOf } from './codec/listOf';
import { type FieldCodecs, objectOf, recordOf } from './codec/objectOf';
import { type AppKitOnlyOptions, type UniversalProviderConfigOverride } from './AppKitOnlyOptions';
import { CaipNetworkIdCodec } from './NetworkCodec';

const aFlag = optional(aBoolean);

const stringLists = optional(
  recordOf('an object of string lists', t.string, listOf(aString, 'a list of strings')),
);

const UniversalProviderConfigOverrideCodec = objectOf<UniversalProviderConfigOverride>(
  'an object of session overrides',
  {
    methods: stringLists,
    chains: stringLists,
    events: stringLists,
    rpcMap: optional(recordOf('an object of RPC URLs', t.string, aString)),
    defaultChain: optional(aString),
  },
  { noun: 'override', unknownNames: 'refuse' },
);

const TokenCodec = objectOf<{ readonly address: string; readonly image?: string | undefined }>(
  'a token { address, image }',
  { address: aString, image: optional(aString) },
  { noun: 'token field', unknownNames: 'refuse' },
);

/** The codecs of the AppKit options Keyport accepts without acting on them. */
export const APPKIT_ONLY_OPTION_CODECS: FieldCodecs<AppKitOnlyOptions> = {
  chainImages: optional(recordOf('an object of image URLs by chain id', t.string, aString)),
  connectorImages: optional(recordOf('an object of image URLs by connector id', t.string, aString)),
  showWallets: aFlag,
  coinbasePreference: optional(oneOf(['all', 'smartWalletOnly', 'eoaOnly'])),
  universalProvider: optional(anObject),
  allWallets: optional(oneOf(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  tokens: optional(recordOf('an object of tokens by network id', CaipNetworkIdCodec, TokenCodec)),
  disableAppend: aFlag,
  enableWallets: aFlag,
  enableEIP6963: aFlag,
  enableCoinbase: aFlag,
  enableBaseAccount: aFlag,
  enableInjected: aFlag,
  enableReconnect: aFlag,
  enableWalletConnect: aFlag,
  enableWalletGuide: aFlag,
  enableAuthLogger: aFlag,
  experimental_preferUniversalLinks: aFlag,
  debug: aFlag,
  universalProviderConfigOverride: optional(UniversalProviderConfigOverrideCodec),
  enableMobileFullScreen: aFlag,
};
