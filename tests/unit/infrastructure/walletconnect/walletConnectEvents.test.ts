import {
  changedAccountsOf,
  changedNetworkOf,
  fromSessionEvent,
  fromSessionUpdate,
  sessionEnded,
} from '../../../../infrastructure/walletconnect/walletConnectEvents';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

function sessionEvent(name: string, data: unknown, chainId = 'eip155:1') {
  return { topic: 't', params: { event: { name, data }, chainId } };
}

describe("wallet events → port events (the wallet's chain changes and disconnects reach the account state)", () => {
  it('chainChanged moves to eip155:<decimal> of the data; when the data cannot be read, to the event network', () => {
    expect(changedNetworkOf('0xa4b1', 'eip155:1')).toBe('eip155:42161');
    expect(changedNetworkOf(10, 'eip155:1')).toBe('eip155:10');
    expect(changedNetworkOf('nonsense', 'eip155:8453')).toBe('eip155:8453');
    expect(changedNetworkOf('nonsense', 'not-a-network')).toBeUndefined();
    expect(changedNetworkOf(undefined, SOLANA_MAINNET)).toBe(SOLANA_MAINNET);
  });

  it('accountsChanged gives CAIP-10 ids on the event network; CAIP-10 entries are kept, others dropped', () => {
    expect(changedAccountsOf([ADDRESS, `eip155:10:${OTHER}`, '', 7, ADDRESS], 'eip155:1')).toEqual([
      `eip155:1:${ADDRESS}`,
      `eip155:10:${OTHER}`,
    ]);
    expect(changedAccountsOf([], 'eip155:1')).toEqual([]);
    expect(changedAccountsOf(ADDRESS, 'eip155:1')).toBeUndefined();
    expect(changedAccountsOf([ADDRESS], 'nowhere')).toBeUndefined();
  });

  it('session_event: chainChanged and accountsChanged become port events; other or unreadable events none', () => {
    expect(fromSessionEvent(sessionEvent('chainChanged', '0xa4b1', 'eip155:42161'))).toEqual({
      type: 'chainChanged',
      topic: 't',
      chainId: 'eip155:42161',
    });
    expect(fromSessionEvent(sessionEvent('accountsChanged', [OTHER]))).toEqual({
      type: 'accountsChanged',
      topic: 't',
      accounts: [`eip155:1:${OTHER}`],
    });
    expect(fromSessionEvent(sessionEvent('chainChanged', 'x', 'bad'))).toBeUndefined();
    expect(fromSessionEvent(sessionEvent('accountsChanged', 'x'))).toBeUndefined();
    expect(fromSessionEvent(sessionEvent('message', 'hello'))).toBeUndefined();
  });

  it("session_update: the session's accounts across every namespace", () => {
    expect(
      fromSessionUpdate({
        topic: 't',
        params: {
          namespaces: {
            eip155: { accounts: [`eip155:1:${OTHER}`] },
            solana: { accounts: [`${SOLANA_MAINNET}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`] },
          },
        },
      }),
    ).toEqual({
      type: 'accountsChanged',
      topic: 't',
      accounts: [`eip155:1:${OTHER}`, `${SOLANA_MAINNET}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`],
    });
  });

  it('session_delete and session_expire both end the connection', () => {
    expect(sessionEnded('t')).toEqual({ type: 'sessionDeleted', topic: 't' });
  });
});
