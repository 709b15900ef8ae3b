import {
  EIP155_EVENTS,
  EIP155_METHODS,
  proposalNamespaces,
  SOLANA_METHODS,
} from '../../../../infrastructure/walletconnect/proposalNamespaces';

describe('proposalNamespaces (a proposal asks for every network of the site, as optional namespaces)', () => {
  it('groups the CAIP-2 ids by namespace, each chain once, in the order given', () => {
    expect(
      proposalNamespaces(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:42161', 'eip155:1']),
    ).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:42161'],
        methods: [...EIP155_METHODS],
        events: [...EIP155_EVENTS],
      },
      solana: {
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        methods: [...SOLANA_METHODS],
        events: [],
      },
    });
  });

  it('asks EVM wallets for signing, sending, chain switching and EIP-5792 calls, and for chain and account events', () => {
    expect(EIP155_METHODS).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'eth_sendTransaction',
      'eth_signTransaction',
      'eth_sign',
      'personal_sign',
      'eth_signTypedData',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ]);
    expect(EIP155_EVENTS).toEqual(['chainChanged', 'accountsChanged']);
    expect(SOLANA_METHODS).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ]);
  });

  it('a namespace without known methods is still proposed, for its chains only', () => {
    expect(proposalNamespaces(['bip122:000000000019d6689c085ae165831e93'])).toEqual({
      bip122: { chains: ['bip122:000000000019d6689c085ae165831e93'], methods: [], events: [] },
    });
  });

  it('each call gets lists of its own, so a caller changing one cannot change the next proposal', () => {
    const first = proposalNamespaces(['eip155:1']);
    first.eip155?.methods.push('eth_extra');
    expect(proposalNamespaces(['eip155:1']).eip155?.methods).toEqual([...EIP155_METHODS]);
  });

  it('no networks, no namespaces', () => {
    expect(proposalNamespaces([])).toEqual({});
  });
});

describe('REFERENCE §5 universalProviderConfigOverride: the site adjusts the proposal', () => {
  const none = { methods: {}, chains: {}, events: {} };

  it('replaces a namespace’s methods, events and chains where the override gives them', () => {
    expect(
      proposalNamespaces(['eip155:1', 'eip155:10'], {
        ...none,
        methods: { eip155: ['personal_sign'] },
        events: { eip155: ['accountsChanged'] },
        chains: { eip155: ['eip155:1'] },
      }),
    ).toEqual({
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
    });
  });

  it('keeps Keyport’s lists for what it leaves out, and touches no namespace the site has no network in', () => {
    const namespaces = proposalNamespaces(['eip155:1'], {
      ...none,
      events: { eip155: ['chainChanged'] },
      methods: { solana: ['solana_signMessage'] },
    });
    expect(namespaces).toEqual({
      eip155: { chains: ['eip155:1'], methods: [...EIP155_METHODS], events: ['chainChanged'] },
    });
  });
});
