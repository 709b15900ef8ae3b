import * as E from 'fp-ts/Either';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { resolveOptions } from '../../../../domain/options/resolveOptions';

const network: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example/1'] } },
};

function refusal(extra: Record<string, unknown>): { code: string; shortMessage: string } | undefined {
  const result = resolveOptions({ networks: [network], ...extra } as unknown as KeyportOptions);
  return E.isLeft(result) ? { code: result.left.code, shortMessage: result.left.shortMessage } : undefined;
}

const WEB = 'expected an https link (or http on this machine)';
const WALLET = "expected an https link (or http on this machine) or a wallet app's own scheme";
const IMAGE = 'expected an https image (or http on this machine) or a data:image of a picture type';

describe('Hostile input §1: links among the options are checked at creation, and named', () => {
  it.each([
    [{ termsConditionsUrl: 'javascript:alert(1)' }, `Option termsConditionsUrl: ${WEB}`],
    [{ privacyPolicyUrl: 'data:text/html,<script>alert(1)</script>' }, `Option privacyPolicyUrl: ${WEB}`],
    [{ privacyPolicyUrl: 'http://policy.example/' }, `Option privacyPolicyUrl: ${WEB}`],
    [
      {
        customWallets: [
          { id: 'a', name: 'A' },
          { id: 'x', name: 'X', mobile_link: 'javascript:alert(1)' },
        ],
      },
      `Option customWallets[1].mobile_link: ${WALLET}`,
    ],
    [
      { customWallets: [{ id: 'x', name: 'X', desktop_link: ' VBSCRIPT:x' }] },
      `Option customWallets[0].desktop_link: ${WALLET}`,
    ],
    [
      { customWallets: [{ id: 'x', name: 'X', webapp_link: 'x://y' }] },
      `Option customWallets[0].webapp_link: ${WEB}`,
    ],
    [
      { customWallets: [{ id: 'x', name: 'X', homepage: 'file:///etc' }] },
      `Option customWallets[0].homepage: ${WEB}`,
    ],
    [
      { customWallets: [{ id: 'x', name: 'X', image_url: 'javascript:x' }] },
      `Option customWallets[0].image_url: ${IMAGE}`,
    ],
    [
      { customWallets: [{ id: 'x', name: 'X', app_store: 'about:blank' }] },
      `Option customWallets[0].app_store: ${WEB}`,
    ],
    [
      { customWallets: [{ id: 'x', name: 'X', play_store: 'javascript://x/%0Aalert(1)' }] },
      `Option customWallets[0].play_store: ${WEB}`,
    ],
  ])('refuses %j', (extra, message) => {
    expect(refusal(extra)).toEqual({ code: 'INVALID_OPTIONS', shortMessage: message });
  });

  it.each([
    [{ url: 'javascript:alert(1)', name: 'Bad' }, undefined, `blockExplorers.default.url: ${WEB}`],
    [undefined, { imageUrl: 'data:text/html,x' }, `assets.imageUrl: ${IMAGE}`],
  ])('refuses a network whose explorer %j or image %j breaks the rule', (explorer, assets, problem) => {
    const hostile = {
      ...network,
      ...(explorer ? { blockExplorers: { default: explorer } } : {}),
      ...(assets ? { assets } : {}),
    };
    const result = resolveOptions({ networks: [hostile] });
    expect(E.isLeft(result) && result.left.shortMessage).toBe(`Option networks[0]: ${problem}`);
  });

  it('an empty link counts as not set', () => {
    expect(
      refusal({ privacyPolicyUrl: '', customWallets: [{ id: 'x', name: 'X', image_url: '' }] }),
    ).toBeUndefined();
  });

  it('accepts safe links of every kind', () => {
    const result = resolveOptions({
      networks: [
        {
          ...network,
          blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
          assets: { imageUrl: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' },
        },
      ],
      termsConditionsUrl: 'https://site.example/terms',
      privacyPolicyUrl: 'http://127.0.0.1:3000/privacy',
      customWallets: [
        {
          id: 'x',
          name: 'X',
          mobile_link: 'xwallet://',
          desktop_link: 'xwallet',
          webapp_link: 'https://app.x.example',
          homepage: 'https://x.example',
          image_url: 'https://x.example/logo.png',
        },
      ],
    });
    expect(E.isRight(result)).toBe(true);
  });
});
