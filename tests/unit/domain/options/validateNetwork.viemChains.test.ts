import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { defineChain } from 'viem';
import { base, mainnet, sepolia } from 'viem/chains';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { validateNetwork } from '../../../../domain/options/validateNetwork';

function accepted(value: unknown): CaipNetwork {
  const result = validateNetwork(value, 0);
  if (E.isLeft(result)) throw new Error(`expected acceptance, got: ${result.left.shortMessage}`);
  return result.right;
}

function refusal(value: unknown): string {
  const result = validateNetwork(value, 0);
  if (E.isRight(result)) throw new Error('expected a refusal');
  return result.left.shortMessage;
}

/** An AppKit network as `@reown/appkit/networks` builds it: a viem chain plus the CAIP fields. */
const appKitMainnet = {
  ...mainnet,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  assets: { imageId: '692ed6ba-e569-459a-556a-776476829e00', imageUrl: '' },
  formatters: undefined,
  serializers: undefined,
  custom: { appKit: true },
};

describe('SPEC §3 network (CAIP): viem chains and AppKit networks are EVM networks', () => {
  it.each([
    ['mainnet', mainnet],
    ['base', base],
    ['sepolia', sepolia],
  ])("viem's %s is taken as eip155:<id>, every viem field kept", (_name, chain) => {
    const network = accepted(chain);
    expect(network).toEqual({ ...chain, chainNamespace: 'eip155', caipNetworkId: `eip155:${chain.id}` });
    expect(network.rpcUrls.default.http).toEqual(chain.rpcUrls.default.http);
  });

  it("base's formatters and serializers (functions) do not make it invalid, and stay as given", () => {
    expect(typeof base.formatters?.block?.format).toBe('function');
    expect((accepted(base) as unknown as typeof base).formatters).toBe(base.formatters);
  });

  it('an AppKit network (chainNamespace, caipNetworkId, assets, custom) is accepted as it is', () => {
    expect(accepted(appKitMainnet)).toEqual(appKitMainnet);
  });

  it("defineChain's output is accepted, contracts, fees, sourceId and testnet included", () => {
    const chain = defineChain({
      id: 7_777_777,
      name: 'Example L2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example.org'], webSocket: ['wss://rpc.example.org'] } },
      blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example.org' } },
      contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
      fees: { baseFeeMultiplier: 1.2 },
      sourceId: 1,
      testnet: true,
    });
    expect(accepted(chain)).toMatchObject({
      id: 7_777_777,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:7777777',
      contracts: chain.contracts,
      fees: chain.fees,
      sourceId: 1,
      testnet: true,
    });
  });

  it("a frozen chain is accepted; the answer is a new object and the host's is left as it was", () => {
    const frozen = Object.freeze({ ...sepolia });
    const network = accepted(frozen);
    expect(network).not.toBe(frozen);
    expect(frozen).not.toHaveProperty('chainNamespace');
    expect(frozen).not.toHaveProperty('caipNetworkId');
    // Keyport's network is its own: it is not frozen with the host's.
    expect(Object.isFrozen(network)).toBe(false);
  });

  it('a network given in Keyport’s shape is copied too: the host keeps its object', () => {
    const own = { ...appKitMainnet };
    const network = accepted(own);
    expect(network).not.toBe(own);
    expect(network).toEqual(own);
  });

  it('a caipNetworkId given without a namespace must still agree with the id', () => {
    expect(accepted({ ...mainnet, caipNetworkId: 'eip155:1' }).caipNetworkId).toBe('eip155:1');
    expect(refusal({ ...mainnet, caipNetworkId: 'eip155:10' })).toBe(
      'Invalid network at networks[0]: caipNetworkId eip155:10 must be eip155:1',
    );
    expect(refusal({ ...mainnet, caipNetworkId: 'solana:1' })).toBe(
      'Invalid network at networks[0]: caipNetworkId solana:1 must be eip155:1',
    );
  });

  it('keeps refusing: no namespace and no whole-number id, or a namespace that is not known', () => {
    const { id: _id, ...withoutId } = mainnet;
    expect(refusal(withoutId)).toBe('Invalid network at networks[0]: unknown chainNamespace undefined');
    expect(refusal({ ...mainnet, id: 'one' })).toBe(
      'Invalid network at networks[0]: unknown chainNamespace undefined',
    );
    expect(refusal({ ...mainnet, chainNamespace: 'cosmos' })).toBe(
      'Invalid network at networks[0]: unknown chainNamespace "cosmos"',
    );
    // A namespace given without its caipNetworkId is Keyport's shape, half filled in: still refused.
    expect(refusal({ ...mainnet, chainNamespace: 'eip155' })).toBe(
      'Invalid network at networks[0]: caipNetworkId undefined is not a valid CAIP-2 id',
    );
    expect(refusal({ ...mainnet, id: -1 })).toBe(
      'Invalid network at networks[0]: id must be a whole number or a non-empty string',
    );
  });

  it('keeps refusing the wrong type of a field Keyport reads, on a viem chain too', () => {
    expect(refusal({ ...mainnet, testnet: 'no' })).toBe(
      'Invalid network at networks[0]: testnet must be true or false',
    );
    expect(refusal({ ...mainnet, blockExplorers: { default: { name: 'Etherscan' } } })).toBe(
      'Invalid network at networks[0]: blockExplorers.default needs a name and a url',
    );
    expect(refusal({ ...mainnet, rpcUrls: { default: { http: [] } } })).toBe(
      'Invalid network at networks[0]: rpcUrls.default.http must list at least one URL',
    );
    expect(refusal({ ...mainnet, assets: { imageUrl: 7 } })).toBe(
      'Invalid network at networks[0]: assets.imageId and assets.imageUrl must be strings',
    );
  });
});

/** A viem-style chain: viem's required fields and any of its optional ones. */
const viemChain = fc.record(
  {
    id: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
    nativeCurrency: fc.record({
      name: fc.constantFrom('Ether', 'Matic', 'BNB'),
      symbol: fc.constantFrom('ETH', 'POL', 'BNB'),
      decimals: fc.integer({ min: 0, max: 18 }),
    }),
    rpcUrls: fc.record({
      default: fc.record({ http: fc.array(fc.webUrl({ validSchemes: ['https'] }), { minLength: 1 }) }),
    }),
    testnet: fc.boolean(),
    sourceId: fc.nat(),
    contracts: fc.constant({ multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } }),
    custom: fc.dictionary(fc.string(), fc.jsonValue()),
    formatters: fc.constant({ block: { format: (block: unknown) => block, type: 'block' } }),
  },
  { requiredKeys: ['id', 'name', 'nativeCurrency', 'rpcUrls'] },
);

describe('SPEC §3 network (CAIP), property: a viem chain is the same network as its explicit eip155 twin', () => {
  it('any valid viem-style chain is accepted and normalised exactly as its twin with the CAIP fields', () => {
    fc.assert(
      fc.property(viemChain, (chain) => {
        const twin = { ...chain, chainNamespace: 'eip155', caipNetworkId: `eip155:${chain.id}` };
        const fromChain = accepted(Object.freeze(chain));
        expect(fromChain).toEqual(accepted(twin));
        expect(fromChain.caipNetworkId).toBe(`eip155:${chain.id}`);
        expect(chain).not.toHaveProperty('chainNamespace');
      }),
      { numRuns: 300 },
    );
  });
});
