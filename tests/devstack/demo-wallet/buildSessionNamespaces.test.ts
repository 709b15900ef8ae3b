import {
  buildSessionNamespaces,
  requestedChains,
  WALLET_EVENTS,
  WALLET_METHODS,
} from '../../../devstack/demo-wallet/page/buildSessionNamespaces';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WALLET = { address: ADDRESS, chainIds: [1, 42161] };
const EVM = { methods: ['personal_sign'], events: ['chainChanged'] };

describe('demo wallet: the namespaces Approve answers a proposal with', () => {
  it('lists the dev chains the dapp asked for (required and optional), the account on each, every wallet method and event', () => {
    const decision = buildSessionNamespaces(
      {
        requiredNamespaces: { eip155: { ...EVM, chains: ['eip155:1'] } },
        optionalNamespaces: { eip155: { ...EVM, chains: ['eip155:42161', 'eip155:137'] } },
      },
      WALLET,
    );
    expect(decision).toEqual({
      ok: true,
      namespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:42161'],
          accounts: [`eip155:1:${ADDRESS}`, `eip155:42161:${ADDRESS}`],
          methods: [
            'personal_sign',
            'eth_signTypedData_v4',
            'eth_sendTransaction',
            'eth_sign',
            'wallet_switchEthereumChain',
            'wallet_addEthereumChain',
            'eth_accounts',
            'eth_requestAccounts',
            'eth_chainId',
          ],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    });
  });

  it('keeps only the devstack chains of an optional-only proposal, and reads chains written in the key', () => {
    const decision = buildSessionNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          'eip155:42161': EVM,
          eip155: { ...EVM, chains: ['eip155:10'] },
          solana: { ...EVM, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        },
      },
      WALLET,
    );
    expect(decision.ok && decision.namespaces.eip155.chains).toEqual(['eip155:42161']);
    expect(decision.ok && decision.namespaces.eip155.accounts).toEqual([`eip155:42161:${ADDRESS}`]);
  });

  it.each([
    [
      'a required chain the devstack does not run',
      { eip155: { ...EVM, chains: ['eip155:1', 'eip155:10'] } },
      'UNSUPPORTED_CHAINS',
      'eip155:10',
    ],
    [
      'a required method the wallet does not answer',
      { eip155: { ...EVM, methods: ['eth_signTransaction'], chains: ['eip155:1'] } },
      'UNSUPPORTED_METHODS',
      'eth_signTransaction',
    ],
    [
      'a required event the wallet does not emit',
      { eip155: { ...EVM, events: ['message'], chains: ['eip155:1'] } },
      'UNSUPPORTED_EVENTS',
      'message',
    ],
    [
      'a required namespace other than eip155',
      { solana: { ...EVM, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } },
      'UNSUPPORTED_NAMESPACE_KEY',
      'solana',
    ],
  ])('refuses %s with the SDK error of that name', (_case, requiredNamespaces, refusal, detail) => {
    const decision = buildSessionNamespaces({ requiredNamespaces }, WALLET);
    expect(decision).toEqual({ ok: false, refusal, detail: expect.stringContaining(detail) });
  });

  it('refuses a proposal naming no devstack chain at all (UNSUPPORTED_CHAINS)', () => {
    const decision = buildSessionNamespaces(
      { requiredNamespaces: {}, optionalNamespaces: { eip155: { ...EVM, chains: ['eip155:137'] } } },
      WALLET,
    );
    expect(decision).toMatchObject({ ok: false, refusal: 'UNSUPPORTED_CHAINS' });
  });

  it('accepts every method and event it lists as required', () => {
    const decision = buildSessionNamespaces(
      {
        requiredNamespaces: {
          eip155: { chains: ['eip155:1'], methods: [...WALLET_METHODS], events: [...WALLET_EVENTS] },
        },
      },
      WALLET,
    );
    expect(decision.ok).toBe(true);
  });
});

describe('demo wallet: the chains a proposal card shows', () => {
  it('lists every requested chain once, required first, in any namespace', () => {
    expect(
      requestedChains({
        requiredNamespaces: { eip155: { ...EVM, chains: ['eip155:1'] } },
        optionalNamespaces: {
          eip155: { ...EVM, chains: ['eip155:1', 'eip155:42161'] },
          'eip155:10': EVM,
          solana: { ...EVM, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        },
      }),
    ).toEqual(['eip155:1', 'eip155:42161', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
  });
});
