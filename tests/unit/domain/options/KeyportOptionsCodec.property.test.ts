import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { ACCOUNT_TYPES } from '../../../../domain/account/AccountType';
import { CONNECTOR_SECTION_TYPES } from '../../../../domain/connector/ConnectorSection';
import { KeyportError } from '../../../../domain/errors/KeyportError';
import { DEFAULT_API_URLS } from '../../../../domain/options/ApiUrls';
import { CONNECT_METHODS, DEFAULT_FEATURES, WALLET_FEATURES } from '../../../../domain/options/Features';
import { KNOWN_OPTION_NAMES } from '../../../../domain/options/KeyportOptionsCodec';
import { resolveOptions } from '../../../../domain/options/resolveOptions';
import { SOCIAL_PROVIDERS } from '../../../../domain/social/SocialProvider';
import { ethereum } from '../../../fixtures/networks';

const valid = { projectId: 'p', networks: [ethereum] };

/** The only ways creation may refuse options: each a typed KeyportError with a stable code. */
const OPTIONS_ERROR_CODES = ['INVALID_OPTIONS', 'SIWE_AND_SIWX', 'DEFAULT_NETWORK_NOT_CONFIGURED'];

/** Resolving never throws: it resolves, or refuses with one of the typed options errors. */
function resolvesOrRefusesCleanly(input: unknown): boolean {
  const result = resolveOptions(input);
  return (
    E.isRight(result) ||
    (result.left instanceof KeyportError && OPTIONS_ERROR_CODES.includes(result.left.code))
  );
}

/** Values a host could put in an options object by mistake, JSON-like and stranger. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constant(undefined),
  fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
);

describe('Hostile input: random values for each option never crash creation (SPEC §1)', () => {
  // Every option the codec knows, and a misspelt one.
  const optionNames = [...KNOWN_OPTION_NAMES, 'projectID'];

  it('for every option, any value resolves or is refused with a typed options error', () => {
    fc.assert(
      fc.property(fc.constantFrom(...optionNames), anyValue, (name, value) =>
        resolvesOrRefusesCleanly({ ...valid, [name]: value }),
      ),
      { numRuns: 2000 },
    );
  });

  it('a switch or a text option given any other type is refused, naming that option', () => {
    const switches = [
      'enableEmbedded',
      'allowUnsupportedChain',
      'manualWCControl',
      'enableNetworkSwitch',
      'debug',
    ];
    const texts = ['projectId', 'sdkType', 'sdkVersion', 'termsConditionsUrl', 'privacyPolicyUrl'];
    const wrongFor = (name: string) => (value: unknown) =>
      value !== undefined && typeof value !== (switches.includes(name) ? 'boolean' : 'string');
    fc.assert(
      fc.property(
        fc
          .constantFrom(...switches, ...texts)
          .chain((name) => fc.tuple(fc.constant(name), anyValue.filter(wrongFor(name)))),
        ([name, value]) => {
          const result = resolveOptions({ ...valid, [name]: value });
          return E.isLeft(result) && result.left.shortMessage.startsWith(`Option ${name}: expected a `);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('for every feature, service and account type, any value resolves or is refused cleanly', () => {
    const nested = fc.oneof(
      fc.tuple(
        fc.constant('features'),
        fc.constantFrom(...Object.keys(DEFAULT_FEATURES), 'connectMethodsOrder'),
      ),
      fc.tuple(fc.constant('apiUrls'), fc.constantFrom(...Object.keys(DEFAULT_API_URLS))),
      fc.tuple(fc.constant('defaultAccountTypes'), fc.constantFrom('eip155', 'solana', 'polkadot', 'bip122')),
      fc.tuple(fc.constant('metadata'), fc.constantFrom('name', 'description', 'url', 'icons')),
    );
    fc.assert(
      fc.property(nested, anyValue, ([option, field], value) =>
        resolvesOrRefusesCleanly({ ...valid, [option]: { [field]: value } }),
      ),
      { numRuns: 2000 },
    );
  });

  it('any network entry, custom wallet or adapter resolves or is refused cleanly', () => {
    const listOption = fc.constantFrom('networks', 'customWallets', 'adapters', 'includeWalletIds');
    fc.assert(
      fc.property(listOption, fc.array(anyValue, { maxLength: 4 }), (option, entries) =>
        resolvesOrRefusesCleanly({ ...valid, [option]: entries }),
      ),
      { numRuns: 1000 },
    );
  });

  it('a whole options object of any shape resolves or is refused cleanly', () => {
    fc.assert(fc.property(anyValue, resolvesOrRefusesCleanly), { numRuns: 1000 });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), anyValue), (options) =>
        resolvesOrRefusesCleanly({ ...valid, ...options }),
      ),
      { numRuns: 1000 },
    );
  });
});

const validFeatures = fc.record(
  {
    swaps: fc.boolean(),
    email: fc.boolean(),
    legalCheckbox: fc.boolean(),
    socials: fc.oneof(fc.constant(false as const), fc.subarray([...SOCIAL_PROVIDERS])),
    connectorTypeOrder: fc.subarray([...CONNECTOR_SECTION_TYPES]),
    connectMethodsOrder: fc.subarray([...CONNECT_METHODS]),
    walletFeaturesOrder: fc.subarray([...WALLET_FEATURES]),
  },
  { requiredKeys: [] },
);

const validOptions = fc.record(
  {
    sdkType: fc.string(),
    sdkVersion: fc.string(),
    features: validFeatures,
    includeWalletIds: fc.array(fc.string()),
    customWallets: fc.array(
      fc.record({
        id: fc.string(),
        name: fc.string(),
        // An image the modal shows must pass the image rule (domain/link): an https one here.
        image_url: fc.domain().map((host) => `https://${host}/logo.png`),
      }),
    ),
    enableEmbedded: fc.boolean(),
    enableNetworkSwitch: fc.boolean(),
    themeMode: fc.constantFrom('light' as const, 'dark' as const),
    defaultAccountTypes: fc.record({ eip155: fc.constantFrom(...ACCOUNT_TYPES) }, { requiredKeys: [] }),
    apiUrls: fc.record(
      { blockchainApi: fc.webUrl(), explorerApi: fc.webUrl(), walletConnectVerify: fc.webUrl() },
      { requiredKeys: [] },
    ),
    debug: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('SPEC §1 valid options still resolve to what the host set', () => {
  it('any valid options resolve, each given option kept over its default', () => {
    fc.assert(
      fc.property(validOptions, (given) => {
        const result = resolveOptions({ ...valid, ...given });
        if (E.isLeft(result)) return false;
        const resolved = result.right;
        expect(resolved.features).toEqual({ ...DEFAULT_FEATURES, ...given.features });
        expect(resolved.themeMode).toBe(given.themeMode ?? 'dark');
        expect(resolved.includeWalletIds).toEqual(given.includeWalletIds ?? []);
        expect(resolved.customWallets).toEqual(given.customWallets ?? []);
        expect(resolved.enableEmbedded).toBe(given.enableEmbedded ?? false);
        expect(resolved.defaultAccountTypes.eip155).toBe(given.defaultAccountTypes?.eip155 ?? 'smartAccount');
        return true;
      }),
      { numRuns: 500 },
    );
  });
});
