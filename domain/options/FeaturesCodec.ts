import type * as t from 'io-ts';
import { CONNECTOR_SECTION_TYPES } from '../connector/ConnectorSection';
import { SOCIAL_PROVIDERS } from '../social/SocialProvider';
import { aBoolean, oneOf, optional } from './codec/expecting';
import { falseOrList, listOf } from './codec/listOf';
import { type FieldCodecs, objectOf } from './codec/objectOf';
import { type AppKitFeatures } from './AppKitOptions';
import { onlyFalse } from './AppKitOptionsCodec';
import { CONNECT_METHODS, type FeaturesInput, WALLET_FEATURES } from './Features';

const aSwitch = optional(aBoolean);

/**
 * Option `features`: every switch a boolean, every order a list of known names; a switch that asks
 * for a part Keyport lacks (`pay`, `smartSessions`, AppKit's `reownAuthentication` and `headless`)
 * is refused when `true`.
 */
export const FEATURE_CODECS: FieldCodecs<FeaturesInput & AppKitFeatures> = {
  swaps: aSwitch,
  onramp: aSwitch,
  receive: aSwitch,
  send: aSwitch,
  email: aSwitch,
  emailShowWallets: aSwitch,
  socials: optional(falseOrList(listOf(oneOf(SOCIAL_PROVIDERS), 'a list of social providers'))),
  history: aSwitch,
  analytics: aSwitch,
  allWallets: aSwitch,
  legalCheckbox: aSwitch,
  smartSessions: onlyFalse('Keyport has no smart sessions'),
  collapseWallets: aSwitch,
  pay: onlyFalse('Keyport has no pay flow'),
  connectorTypeOrder: optional(listOf(oneOf(CONNECTOR_SECTION_TYPES), 'a list of connector types')),
  connectMethodsOrder: optional(listOf(oneOf(CONNECT_METHODS), 'a list of connect methods')),
  walletFeaturesOrder: optional(listOf(oneOf(WALLET_FEATURES), 'a list of wallet features')),
  reownAuthentication: onlyFalse('Keyport has no Reown Authentication'),
  headless: onlyFalse('use createKeyport and its actions instead'),
};

export const FeaturesCodec: t.Type<FeaturesInput & AppKitFeatures, unknown, unknown> = objectOf(
  'an object of feature switches',
  FEATURE_CODECS,
  { noun: 'feature', unknownNames: 'refuse' },
);
