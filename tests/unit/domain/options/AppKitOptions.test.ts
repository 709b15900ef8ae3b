import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import { FEATURE_CODECS } from '../../../../domain/options/FeaturesCodec';
import { DEFAULT_FEATURES } from '../../../../domain/options/Features';
import { KNOWN_OPTION_NAMES } from '../../../../domain/options/KeyportOptionsCodec';
import { type ResolvedOptions } from '../../../../domain/options/KeyportOptions';
import { InvalidOptionsError } from '../../../../domain/options/OptionsErrors';
import { resolveOptions } from '../../../../domain/options/resolveOptions';
import { ethereum } from '../../../fixtures/networks';

const valid = { projectId: 'p', networks: [ethereum] };

function resolved(input: object): ResolvedOptions {
  const result = resolveOptions({ ...valid, ...input });
  if (E.isLeft(result)) throw result.left;
  return result.right;
}

function refusal(input: object): string {
  const result = resolveOptions({ ...valid, ...input });
  if (E.isRight(result)) throw new Error('expected the options to be refused');
  expect(result.left).toBeInstanceOf(InvalidOptionsError);
  expect(result.left.code).toBe('INVALID_OPTIONS');
  return result.left.shortMessage;
}

/** REFERENCE §5: every option AppKit's `createAppKit` takes. */
const APPKIT_OPTIONS = [
  'adapters',
  'networks',
  'defaultNetwork',
  'projectId',
  'metadata',
  'themeMode',
  'themeVariables',
  'chainImages',
  'connectorImages',
  'allowUnsupportedChain',
  'siweConfig',
  'siwx',
  'showWallets',
  'coinbasePreference',
  'universalProvider',
  'defaultAccountTypes',
  'allWallets',
  'customRpcUrls',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'tokens',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'disableAppend',
  'enableWallets',
  'enableEIP6963',
  'enableCoinbase',
  'enableBaseAccount',
  'enableInjected',
  'enableReconnect',
  'enableWalletConnect',
  'enableWalletGuide',
  'enableAuthLogger',
  'experimental_preferUniversalLinks',
  'debug',
  'enableEmbedded',
  'manualWCControl',
  'universalProviderConfigOverride',
  'enableNetworkSwitch',
  'enableMobileFullScreen',
  'features',
];

/** SPEC §1's options AppKit does not list, and Keyport's own `apiUrls` (its services' addresses). */
const KEYPORT_OPTIONS = ['sdkType', 'sdkVersion', 'apiUrls'];

/** REFERENCE §5: every feature AppKit's `features` takes. */
const APPKIT_FEATURES = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'socials',
  'history',
  'analytics',
  'allWallets',
  'smartSessions',
  'legalCheckbox',
  'connectorTypeOrder',
  'connectMethodsOrder',
  'walletFeaturesOrder',
  'collapseWallets',
  'pay',
  'reownAuthentication',
  'headless',
];

describe('REFERENCE §5 every AppKit option is known, so a new one must be decided before it is accepted', () => {
  it('knows exactly the options of REFERENCE §5 and Keyport’s own', () => {
    expect([...KNOWN_OPTION_NAMES].sort()).toEqual([...APPKIT_OPTIONS, ...KEYPORT_OPTIONS].sort());
  });

  it('knows exactly the features of REFERENCE §5', () => {
    expect(Object.keys(FEATURE_CODECS).sort()).toEqual([...APPKIT_FEATURES].sort());
  });

  it('docs/guide/options.md says what Keyport does with every option and feature', () => {
    const page = readFileSync(path.resolve(__dirname, '../../../../docs/guide/options.md'), 'utf8');
    const names = [...KNOWN_OPTION_NAMES, ...Object.keys(FEATURE_CODECS).map((name) => `features.${name}`)];
    expect(names.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });

  it('still names the nearest known option for a typo', () => {
    expect(refusal({ enableWalletconect: false })).toBe(
      'Option enableWalletconect: unknown option; did you mean enableWalletConnect?',
    );
    expect(refusal({ features: { legalCheckBox: true } })).toBe(
      'Option features.legalCheckBox: unknown feature; did you mean legalCheckbox?',
    );
  });
});

const SET_IT_TO_FALSE = 'remove it or set it to false';

describe('REFERENCE §5 an AppKit option Keyport has no part for is refused, naming it, why and what to do', () => {
  it.each([
    [
      { universalProvider: {} },
      'Option universalProvider: Keyport runs its own WalletConnect client; remove it or use universalProviderConfigOverride',
    ],
    [
      { coinbasePreference: 'eoaOnly' },
      'Option coinbasePreference: Keyport has no Coinbase SDK connector; Coinbase Wallet connects through its extension or WalletConnect; remove it',
    ],
    [
      { enableCoinbase: true },
      `Option enableCoinbase: Keyport has no Coinbase SDK connector; Coinbase Wallet connects through its extension or WalletConnect; ${SET_IT_TO_FALSE}`,
    ],
    [
      { enableBaseAccount: true },
      `Option enableBaseAccount: Keyport has no Base Account SDK connector; ${SET_IT_TO_FALSE}`,
    ],
    [{ disableAppend: true }, `Option disableAppend: Keyport mounts its modal itself; ${SET_IT_TO_FALSE}`],
    [
      { enableWalletGuide: true },
      `Option enableWalletGuide: Keyport has no wallet guide; ${SET_IT_TO_FALSE}`,
    ],
    [
      { showWallets: false },
      'Option showWallets: without email or social login the Connect view would be empty; remove it or set it to true',
    ],
    [
      { enableWallets: false },
      'Option enableWallets: without email or social login the Connect view would be empty; remove it or set it to true',
    ],
    [
      { tokens: { 'eip155:1': { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' } } },
      'Option tokens: the account button shows the native balance; remove it',
    ],
    [
      { universalProviderConfigOverride: { defaultChain: 'eip155:1' } },
      'Option universalProviderConfigOverride.defaultChain: a session starts on the active network; set defaultNetwork instead',
    ],
    [{ features: { pay: true } }, `Option features.pay: Keyport has no pay flow; ${SET_IT_TO_FALSE}`],
    [
      { features: { smartSessions: true } },
      `Option features.smartSessions: Keyport has no smart sessions; ${SET_IT_TO_FALSE}`,
    ],
    [
      { features: { reownAuthentication: true } },
      `Option features.reownAuthentication: Keyport has no Reown Authentication; ${SET_IT_TO_FALSE}`,
    ],
    [
      { features: { headless: true } },
      `Option features.headless: use createKeyport and its actions instead; ${SET_IT_TO_FALSE}`,
    ],
  ])('refuses %j', (input, message) => {
    expect(refusal(input)).toBe(message);
  });

  it('names every refused option of one set together', () => {
    expect(refusal({ enableCoinbase: true, universalProvider: {}, features: { pay: true } })).toMatch(
      /^Option features\.pay: .*; Option enableCoinbase: .*; Option universalProvider: /,
    );
  });

  it('accepts what Keyport already does: the same switches set to false (or true for the wallet list)', () => {
    const result = resolved({
      enableCoinbase: false,
      enableBaseAccount: false,
      disableAppend: false,
      enableWalletGuide: false,
      showWallets: true,
      enableWallets: true,
      features: { pay: false, smartSessions: false, reownAuthentication: false, headless: false },
    });
    expect(result.features).toEqual(DEFAULT_FEATURES);
  });

  it('Hostile input: a wrong type keeps its type message rather than the refusal', () => {
    expect(refusal({ enableCoinbase: 'yes' })).toBe('Option enableCoinbase: expected a boolean, got "yes"');
    expect(refusal({ features: { pay: 1 } })).toBe('Option features.pay: expected a boolean, got number');
  });
});

describe('REFERENCE §5 the AppKit options Keyport acts on are resolved for the parts that read them', () => {
  it('keeps each one the site set (their defaults: resolveOptions.test.ts)', () => {
    const sameNames = {
      allWallets: 'ONLY_MOBILE',
      enableWalletConnect: false,
      enableInjected: false,
      enableEIP6963: false,
      enableReconnect: false,
      chainImages: { 1: 'https://img.example/1.png' },
      connectorImages: { 'io.metamask': 'data:image/png;base64,AAAA' },
      debug: true,
      enableMobileFullScreen: true,
    };
    const override = {
      methods: { eip155: ['personal_sign'] },
      chains: { eip155: ['eip155:1'] },
      events: { eip155: ['accountsChanged'] },
    };
    expect(
      resolved({
        ...sameNames,
        experimental_preferUniversalLinks: true,
        universalProviderConfigOverride: override,
      }),
    ).toMatchObject({ ...sameNames, preferUniversalLinks: true, proposalOverride: override });
  });

  it('SPEC §7 tries rpcMap’s node for a network after the site’s customRpcUrls for it', () => {
    const result = resolved({
      customRpcUrls: { 'eip155:1': [{ url: 'https://custom.example' }] },
      universalProviderConfigOverride: {
        rpcMap: { 'eip155:1': 'https://mapped.example/1', 'eip155:10': 'https://mapped.example/10' },
      },
    });
    expect(result.customRpcUrls).toEqual({
      'eip155:1': [{ url: 'https://custom.example' }, { url: 'https://mapped.example/1' }],
      'eip155:10': [{ url: 'https://mapped.example/10' }],
    });
  });

  it('Hostile input: an rpcMap key that is not a network id is named', () => {
    expect(refusal({ universalProviderConfigOverride: { rpcMap: { 1: 'https://rpc.example' } } })).toBe(
      'Option universalProviderConfigOverride.rpcMap[1]: expected a CAIP-2 network id such as "eip155:1", got "1"',
    );
  });

  it.each([
    [{ chainImages: { 1: 'javascript:alert(1)' } }, 'Option chainImages[1]: expected'],
    [
      { connectorImages: { injected: 'http://tracker.example/i.png' } },
      'Option connectorImages.injected: expected',
    ],
    [
      { connectorImages: { 'io.metamask': 'data:text/html,x' } },
      'Option connectorImages["io.metamask"]: expected',
    ],
  ])('Hostile input: an image that fails the image rule is refused at creation: %j', (input, start) => {
    expect(refusal(input).startsWith(start)).toBe(true);
  });
});

describe('The login and sign-in options are accepted, and named when a site asks for what is not there yet', () => {
  it("names nothing by default, nor for the login's switches, which the Connect view follows", () => {
    expect(
      resolved({ features: { email: false, socials: false, emailShowWallets: true, collapseWallets: false } })
        .notAvailableYet,
    ).toEqual([]);
    expect(
      resolved({
        features: { email: true, socials: ['google'], emailShowWallets: false, collapseWallets: true },
      }).notAvailableYet,
    ).toEqual([]);
  });

  it("names each option that asks for the sign-in; the embedded wallet's own options act (SPEC §1)", () => {
    expect(
      resolved({
        features: { email: true, socials: ['google'], emailShowWallets: false, collapseWallets: true },
        enableAuthLogger: true,
        defaultAccountTypes: { eip155: 'eoa' },
        siwx: {},
      }).notAvailableYet,
    ).toEqual(['siwx']);
    expect(resolved({ siweConfig: {} }).notAvailableYet).toEqual(['siweConfig']);
  });
});
