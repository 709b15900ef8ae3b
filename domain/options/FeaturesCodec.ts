import type * as t from 'io-ts';
import { CONNECTOR_SECTION_TYPES } from '../connector/ConnectorSection';
import { SOCIAL_PROVIDERS } from '../social/SocialProvider';
import { aBoolean, oneOf, optional } from './codec/expecting';
import { falseOrList, listOf } from './codec/listOf';
import { objectOf } from './codec/objectOf';
import { type AppKitOnlyFeatures } from './AppKitOnlyOptions';
import { CONNECT_METHODS, type FeaturesInput, WALLET_FEATURES } from './Features';

const aSwitch = optional(aBoolean);

/** Option `features`: every switch a boolean, every order a list of known names. */
export const FeaturesCodec: t.Type<FeaturesInput & AppKitOnlyFeatures, unknown, unknown> = objectOf<
  FeaturesInput & AppKitOnlyFeatures
>(
  'an object of feature switches',
  {
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
    smartSessions: aSwitch,
    collapseWallets: aSwitch,
    pay: aSwitch,
    connectorTypeOrder: optional(listOf(oneOf(CONNECTOR_SECTION_TYPES), 'a list of connector types')),
    connectMethodsOrder: optional(listOf(oneOf(CONNECT_METHODS), 'a list of connect methods')),
    walletFeaturesOrder: optional(listOf(oneOf(WALLET_FEATURES), 'a list of wallet features')),
    reownAuthentication: aSwitch,
    headless: aSwitch,
  },
  { noun: 'feature', unknownNames: 'refuse' },
);
