import * as t from 'io-ts';
import { aBoolean, aString, oneOf, optional } from './codec/expecting';
import { listOf } from './codec/listOf';
import { type FieldCodecs, objectOf, recordOf } from './codec/objectOf';
import { anyValue, isFalse, isNothing, isTrue, refusing } from './codec/refusing';
import { CaipNetworkIdCodec } from './NetworkCodec';
import {
  ALL_WALLETS_OPTIONS,
  type AppKitOptions,
  type UniversalProviderConfigOverride,
} from './AppKitOptions';

const aFlag = optional(aBoolean);

/** The end of every refusal of a value that only switches on what Keyport lacks. */
export const SET_IT_TO_FALSE = 'remove it or set it to false';

/** A switch whose `true` asks for what Keyport does not have (`why`); `false` is what it does. */
export function onlyFalse(why: string): t.Type<false | undefined, unknown, unknown> {
  return optional(refusing(aBoolean, isFalse, `${why}; ${SET_IT_TO_FALSE}`));
}

/** An option refused whatever it holds: `why`, then what to do instead. */
function never(why: string): t.Type<undefined, unknown, unknown> {
  return optional(refusing(anyValue, isNothing, why));
}

const NO_COINBASE_SDK =
  'Keyport has no Coinbase SDK connector; Coinbase Wallet connects through its extension or WalletConnect';

/** Without email or social login (not in Keyport yet) a Connect view without wallets is empty. */
const walletsShown = optional(
  refusing(
    aBoolean,
    isTrue,
    'without email or social login the Connect view would be empty; remove it or set it to true',
  ),
);

const stringLists = optional(
  recordOf('an object of string lists', t.string, listOf(aString, 'a list of strings')),
);

const UniversalProviderConfigOverrideCodec = objectOf<UniversalProviderConfigOverride>(
  'an object of session overrides',
  {
    methods: stringLists,
    chains: stringLists,
    events: stringLists,
    rpcMap: optional(recordOf('an object of RPC URLs by network id', CaipNetworkIdCodec, aString)),
    defaultChain: never('a session starts on the active network; set defaultNetwork instead'),
  },
  { noun: 'override', unknownNames: 'refuse' },
);

const images = (expected: string) => optional(recordOf(expected, t.string, aString));

/** The codecs of AppKit's options (REFERENCE §5): the values Keyport acts on, and why others are refused. */
export const APPKIT_OPTION_CODECS: FieldCodecs<AppKitOptions> = {
  chainImages: images('an object of image URLs by chain id'),
  connectorImages: images('an object of image URLs by connector id'),
  showWallets: walletsShown,
  enableWallets: walletsShown,
  allWallets: optional(oneOf(ALL_WALLETS_OPTIONS)),
  tokens: never('the account button shows the native balance; remove it'),
  disableAppend: onlyFalse('Keyport mounts its modal itself'),
  enableEIP6963: aFlag,
  enableCoinbase: onlyFalse(NO_COINBASE_SDK),
  enableBaseAccount: onlyFalse('Keyport has no Base Account SDK connector'),
  enableInjected: aFlag,
  enableReconnect: aFlag,
  enableWalletConnect: aFlag,
  enableWalletGuide: onlyFalse('Keyport has no wallet guide'),
  enableAuthLogger: aFlag,
  experimental_preferUniversalLinks: aFlag,
  debug: aFlag,
  universalProviderConfigOverride: optional(UniversalProviderConfigOverrideCodec),
  enableMobileFullScreen: aFlag,
  coinbasePreference: never(`${NO_COINBASE_SDK}; remove it`),
  universalProvider: never(
    'Keyport runs its own WalletConnect client; remove it or use universalProviderConfigOverride',
  ),
};
