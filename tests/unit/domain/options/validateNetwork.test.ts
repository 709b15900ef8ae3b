import * as E from 'fp-ts/Either';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { validateNetwork } from '../../../../domain/options/validateNetwork';

const mainnet: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
};

const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://sol.example'] } },
};

function reason(value: unknown): string {
  const result = validateNetwork(value, 2);
  if (E.isRight(result)) {
    throw new Error('expected a refusal');
  }
  expect(result.left.code).toBe('INVALID_NETWORK');
  expect(result.left.index).toBe(2);
  return result.left.shortMessage;
}

describe('SPEC §3 network (CAIP): every configured network must be valid', () => {
  it('accepts a complete eip155 network and a solana network', () => {
    expect(validateNetwork(mainnet, 0)).toEqual(E.right(mainnet));
    expect(validateNetwork(solana, 1)).toEqual(E.right(solana));
  });

  it('refuses something that is not an object', () => {
    expect(reason(null)).toBe('Invalid network at networks[2]: not an object');
    expect(reason([mainnet])).toBe('Invalid network at networks[2]: not an object');
  });

  it('refuses an unknown namespace', () => {
    expect(reason({ ...mainnet, chainNamespace: 'cosmos' })).toBe(
      'Invalid network at networks[2]: unknown chainNamespace "cosmos"',
    );
  });

  it('refuses a missing or unusable id', () => {
    const message = 'Invalid network at networks[2]: id must be a whole number or a non-empty string';
    expect(reason({ ...mainnet, id: -1 })).toBe(message);
    expect(reason({ ...mainnet, id: 1.5 })).toBe(message);
    expect(reason({ ...mainnet, id: ' ' })).toBe(message);
  });

  it('refuses an invalid caipNetworkId and keeps the parse error as cause', () => {
    const result = validateNetwork({ ...mainnet, caipNetworkId: 'eip155' }, 0);
    expect(E.isLeft(result) && result.left.shortMessage).toBe(
      'Invalid network at networks[0]: caipNetworkId "eip155" is not a valid CAIP-2 id',
    );
    expect(E.isLeft(result) && result.left.cause).toBeDefined();
  });

  it('refuses a caipNetworkId that is not chainNamespace:id', () => {
    expect(reason({ ...mainnet, caipNetworkId: 'eip155:10' })).toBe(
      'Invalid network at networks[2]: caipNetworkId eip155:10 must be eip155:1',
    );
    expect(reason({ ...solana, caipNetworkId: 'bip122:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe(
      'Invalid network at networks[2]: caipNetworkId bip122:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp must be solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
  });

  it('refuses a missing name', () => {
    expect(reason({ ...mainnet, name: '' })).toBe(
      'Invalid network at networks[2]: name must be a non-empty string',
    );
  });

  it('refuses an incomplete native currency', () => {
    expect(reason({ ...mainnet, nativeCurrency: undefined })).toBe(
      'Invalid network at networks[2]: nativeCurrency needs a name and a symbol',
    );
    expect(reason({ ...mainnet, nativeCurrency: { name: 'Ether', symbol: '' } })).toBe(
      'Invalid network at networks[2]: nativeCurrency needs a name and a symbol',
    );
    expect(reason({ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: '18' } })).toBe(
      'Invalid network at networks[2]: nativeCurrency.decimals must be a whole number of at least 0',
    );
    expect(reason({ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } })).toBe(
      'Invalid network at networks[2]: nativeCurrency.decimals must be a whole number of at least 0',
    );
  });

  it('Hostile input §2: refuses native decimals past 255, which amounts could never be formatted with', () => {
    expect(reason({ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 256 } })).toBe(
      'Invalid network at networks[2]: nativeCurrency.decimals must be at most 255',
    );
    expect(
      E.isRight(
        validateNetwork({ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 255 } }, 2),
      ),
    ).toBe(true);
  });

  it('refuses a network without a default RPC URL', () => {
    const message = 'Invalid network at networks[2]: rpcUrls.default.http must list at least one URL';
    expect(reason({ ...mainnet, rpcUrls: undefined })).toBe(message);
    expect(reason({ ...mainnet, rpcUrls: {} })).toBe(message);
    expect(reason({ ...mainnet, rpcUrls: { default: { http: [] } } })).toBe(message);
    expect(reason({ ...mainnet, rpcUrls: { default: { http: [''] } } })).toBe(message);
  });
});

describe('SPEC §3 network: optional fields, when given, have their types', () => {
  it('accepts every optional field well typed, and extra fields a chain library adds', () => {
    const complete = {
      ...mainnet,
      rpcUrls: {
        default: { http: ['https://eth.example'], webSocket: ['wss://eth.example'] },
        chainDefault: { http: ['https://chain.example'], webSocket: ['wss://chain.example'] },
      },
      blockExplorers: {
        default: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.x' },
      },
      testnet: false,
      assets: { imageId: 'eth', imageUrl: 'https://img.example/eth.png' },
      contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
    };
    expect(validateNetwork(complete, 0)).toEqual(E.right(complete));
  });

  it.each([
    [
      { rpcUrls: { default: { http: ['https://eth.example'], webSocket: 'wss://eth.example' } } },
      'rpcUrls.default.webSocket must be a list of URLs',
    ],
    [
      { rpcUrls: { default: { http: ['https://eth.example'] }, chainDefault: { http: [5] } } },
      'rpcUrls.chainDefault must hold an http list of URLs',
    ],
    [
      { blockExplorers: { default: { name: 'Scan', url: 5 } } },
      'blockExplorers.default needs a name and a url',
    ],
    [{ blockExplorers: 'https://etherscan.io' }, 'blockExplorers.default needs a name and a url'],
    [{ testnet: 'no' }, 'testnet must be true or false'],
    [{ assets: { imageUrl: 5 } }, 'assets.imageId and assets.imageUrl must be strings'],
    [{ assets: [] }, 'assets.imageId and assets.imageUrl must be strings'],
    [{ assets: { imageId: 1 } }, 'assets.imageId and assets.imageUrl must be strings'],
  ])('refuses %j', (fields, problem) => {
    expect(reason({ ...mainnet, ...fields })).toBe(`Invalid network at networks[2]: ${problem}`);
  });

  it('keeps the reason apart from where the network was given', () => {
    const result = validateNetwork({ ...mainnet, testnet: 1 }, 'switchNetwork(network)');
    expect(E.isLeft(result) && result.left.reason).toBe('testnet must be true or false');
  });
});

describe('SPEC §1 a network given outside the options names where it came from', () => {
  it('uses the given label instead of an index', () => {
    const result = validateNetwork({ chainNamespace: 'eip155' }, 'switchNetwork(network)');
    expect(E.isLeft(result) && result.left.shortMessage).toMatch(
      /^Invalid network at switchNetwork\(network\): /,
    );
    expect(E.isLeft(result) && result.left.index).toBeUndefined();
  });
});
