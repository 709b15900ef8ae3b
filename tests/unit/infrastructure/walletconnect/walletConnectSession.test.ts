import {
  newestLiveSession,
  type SessionLike,
  sessionAccounts,
  sessionPeer,
  toWalletConnectSession,
} from '../../../../infrastructure/walletconnect/walletConnectSession';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

function session(overrides: Partial<SessionLike> = {}): SessionLike {
  return {
    topic: 'topic-1',
    expiry: 2_000_000_000,
    namespaces: { eip155: { accounts: [`eip155:1:${ADDRESS}`] } },
    peer: {
      metadata: {
        name: 'Phone Wallet',
        url: 'https://wallet.example',
        icons: ['https://wallet.example/a.png'],
      },
    },
    ...overrides,
  };
}

describe('session → WalletConnectSession (the connected wallet and its accounts)', () => {
  it('keeps the topic and expiry, every account of every namespace, and the wallet as peer with its first icon', () => {
    expect(
      toWalletConnectSession(
        session({
          namespaces: {
            eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:42161:${ADDRESS}`] },
            solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`] },
          },
          peer: {
            metadata: {
              name: 'Phone Wallet',
              url: 'https://wallet.example',
              icons: ['https://wallet.example/a.png', 'https://wallet.example/b.png'],
            },
          },
        }),
      ),
    ).toEqual({
      topic: 'topic-1',
      accounts: [
        `eip155:1:${ADDRESS}`,
        `eip155:42161:${ADDRESS}`,
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`,
      ],
      peer: { name: 'Phone Wallet', icon: 'https://wallet.example/a.png', url: 'https://wallet.example' },
      expiry: 2_000_000_000,
    });
  });

  it('SPEC §5 CAIP address: drops accounts that are not CAIP-10 ids, and repeats', () => {
    expect(
      sessionAccounts({
        eip155: {
          accounts: [`eip155:1:${ADDRESS}`, ADDRESS, 'eip155:1:', 'cosmos:hub:abc', `eip155:1:${ADDRESS}`],
        },
      }),
    ).toEqual([`eip155:1:${ADDRESS}`]);
  });

  it("Hostile input §1: the wallet's first icon that passes the image rule is shown, none if none does", () => {
    expect(
      sessionPeer({
        name: 'Hostile',
        icons: ['javascript:alert(1)', 'data:text/html,x', 'https://wallet.example/ok.png'],
      }),
    ).toEqual({ name: 'Hostile', icon: 'https://wallet.example/ok.png' });
    expect(sessionPeer({ name: 'Hostile', icons: ['javascript:alert(1)'] })).toEqual({ name: 'Hostile' });
  });

  it('a wallet without icons or url is shown by name only', () => {
    expect(sessionPeer({ name: 'Bare Wallet', url: '', icons: [] })).toEqual({ name: 'Bare Wallet' });
    expect(sessionPeer({ name: 'Bare Wallet' })).toEqual({ name: 'Bare Wallet' });
  });
});

describe('newestLiveSession (sessions restored on reload)', () => {
  const now = 1_800_000_000;

  it('picks the session that lives longest among those not yet expired', () => {
    const older = session({ topic: 'older', expiry: now + 100 });
    const newer = session({ topic: 'newer', expiry: now + 600_000 });
    expect(newestLiveSession([older, newer], now)?.topic).toBe('newer');
    expect(newestLiveSession([newer, older], now)?.topic).toBe('newer');
  });

  it('a session that expired, or expires this very second, is not resumed', () => {
    expect(newestLiveSession([session({ expiry: now - 1 }), session({ expiry: now })], now)).toBeUndefined();
  });

  it('none kept, none resumed', () => {
    expect(newestLiveSession([], now)).toBeUndefined();
  });
});
