import { type ChainAdapterEvent } from '../../../../application/ports/ChainAdapter';
import { type Connector } from '../../../../domain/connector/Connector';
import { type KeyportError } from '../../../../domain/errors/KeyportError';
import { WALLET_REQUEST_FAILED_TEXT } from '../../../../domain/errors/WalletRequestErrors';
import { EvmChainAdapter } from '../../../../infrastructure/evm/EvmChainAdapter';
import { mapProviderError } from '../../../../infrastructure/evm/mapProviderError';
import { ethereum } from '../../../fixtures/networks';

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Answer = unknown | ((params: unknown) => unknown);

/**
 * A scripted EIP-1193 wallet: each method answers a value, or throws what it is given as `fail`.
 * It keeps its listeners so tests can emit events the way a wallet would.
 */
class ScriptedWallet {
  readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
  readonly requests: string[] = [];

  constructor(private readonly answers: Record<string, Answer>) {}

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.requests.push(method);
    if (!(method in this.answers)) throw { code: 4200, message: `${method} is not supported` };
    const answer = this.answers[method];
    const value = typeof answer === 'function' ? (answer as (params: unknown) => unknown)(params) : answer;
    if (value instanceof Failure) throw value.error;
    return value;
  }

  on(event: string, listener: (payload: unknown) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  removeListener(event: string, listener: (payload: unknown) => void): void {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((known) => known !== listener),
    );
  }

  emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

class Failure {
  constructor(readonly error: unknown) {}
}
const fail = (error: unknown) => new Failure(error);

const connected = { eth_requestAccounts: [ADDRESS], eth_accounts: [ADDRESS], eth_chainId: '0x1' };

function connector(provider: unknown): Connector {
  return { id: 'scripted', name: 'Scripted', type: 'ANNOUNCED', chain: 'eip155', installed: true, provider };
}

function failureOf(promise: Promise<unknown>): Promise<KeyportError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: KeyportError) => error,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('EIP-1193 errors as KeyportErrors with stable codes (ChainAdapter port: "errors are KeyportErrors")', () => {
  it.each([
    [{ code: 4001, message: 'User denied' }, 'USER_REJECTED', 'User rejected the request.'],
    [
      { code: 4100, message: 'Unauthorized' },
      'UNAUTHORIZED',
      'The wallet has not authorized this account or request',
    ],
    [
      { code: 4902, message: 'Unrecognized chain' },
      'CHAIN_NOT_ADDED',
      'This network has not been added to your wallet',
    ],
    [
      { code: -32002, message: 'Already processing' },
      'REQUEST_ALREADY_PENDING',
      'A request is already open in your wallet',
    ],
    [
      { code: -32603, data: { originalError: { code: 4902 } } },
      'CHAIN_NOT_ADDED',
      'This network has not been added to your wallet',
    ],
    [{ code: 4200, message: 'Method not supported' }, 'WALLET_REQUEST_FAILED', 'Method not supported'],
    [{ code: -32000, message: '   ' }, 'WALLET_REQUEST_FAILED', WALLET_REQUEST_FAILED_TEXT],
    ['plain text from an old wallet', 'WALLET_REQUEST_FAILED', 'plain text from an old wallet'],
    [undefined, 'WALLET_REQUEST_FAILED', WALLET_REQUEST_FAILED_TEXT],
  ])('%j -> %s "%s", the wallet error kept as cause', (walletError, code, shortMessage) => {
    const error = mapProviderError(walletError);
    expect([error.code, error.shortMessage]).toEqual([code, shortMessage]);
    expect(error.cause).toBe(walletError);
  });

  it('a KeyportError passes through unchanged', () => {
    const original = mapProviderError({ code: 4001 });
    expect(mapProviderError(original)).toBe(original);
  });
});

describe('EvmChainAdapter with a scripted wallet (the edges a real wallet rarely shows)', () => {
  const adapter = () =>
    new EvmChainAdapter({
      window: undefined,
      rpcContext: () => ({ customUrls: [], blockchainApiUrl: 'http://127.0.0.1:9', projectId: undefined }),
    });

  it('-32002 while connecting: "A request is already open in your wallet"', async () => {
    const wallet = new ScriptedWallet({ eth_requestAccounts: fail({ code: -32002, message: 'pending' }) });
    const error = await failureOf(adapter().connect(connector(wallet), ethereum));
    expect([error.code, error.shortMessage]).toEqual([
      'REQUEST_ALREADY_PENDING',
      'A request is already open in your wallet',
    ]);
  });

  it('an answer that is not what the method promises is INVALID_WALLET_RESPONSE, naming the method', async () => {
    const badAccounts = new ScriptedWallet({ ...connected, eth_requestAccounts: ['not-an-address'] });
    const error = await failureOf(adapter().connect(connector(badAccounts), ethereum));
    expect([error.code, error.shortMessage]).toEqual([
      'INVALID_WALLET_RESPONSE',
      'The wallet gave an invalid answer to eth_requestAccounts',
    ]);

    const badChain = new ScriptedWallet({ ...connected, eth_chainId: 'mainnet' });
    expect((await failureOf(adapter().connect(connector(badChain), ethereum))).shortMessage).toBe(
      'The wallet gave an invalid answer to eth_chainId',
    );
  });

  it('an approval with no account is UNAUTHORIZED', async () => {
    const wallet = new ScriptedWallet({ ...connected, eth_requestAccounts: [] });
    expect((await failureOf(adapter().connect(connector(wallet), ethereum))).code).toBe('UNAUTHORIZED');
  });

  it('a wallet answering the chain id as a number (older wallets) is understood', async () => {
    const wallet = new ScriptedWallet({ ...connected, eth_chainId: 1 });
    expect(await adapter().connect(connector(wallet), ethereum)).toEqual({
      address: CHECKSUMMED,
      chainId: 1,
      accounts: [{ address: CHECKSUMMED, type: 'eoa' }],
    });
  });

  it('reconnect: a wallet that answers 4100 does not know the site (undefined); other failures are thrown', async () => {
    const locked = new ScriptedWallet({ eth_accounts: fail({ code: 4100, message: 'locked' }) });
    expect(await adapter().reconnect(connector(locked), ethereum)).toBeUndefined();
    const broken = new ScriptedWallet({ eth_accounts: fail({ code: -32603, message: 'internal' }) });
    expect((await failureOf(adapter().reconnect(connector(broken), ethereum))).shortMessage).toBe('internal');
  });

  it('disconnect: a wallet without EIP-2255 revocation is let go all the same', async () => {
    const wallet = new ScriptedWallet(connected);
    const evm = adapter();
    await evm.connect(connector(wallet), ethereum);
    await evm.disconnect();
    expect(wallet.requests.at(-1)).toBe('wallet_revokePermissions');
    expect([...wallet.listeners.values()].flat()).toEqual([]);
    expect((await failureOf(evm.signMessage('hi', ADDRESS))).code).toBe('WALLET_NOT_CONNECTED');
    // Nothing connected: nothing to revoke.
    await evm.disconnect();
    expect(wallet.requests.filter((method) => method === 'wallet_revokePermissions')).toHaveLength(1);
  });

  it("events: malformed payloads are dropped; MetaMask's passing disconnect (1013) is not a disconnection", async () => {
    const wallet = new ScriptedWallet(connected);
    const evm = adapter();
    const events: ChainAdapterEvent[] = [];
    const subscription = evm.events$.subscribe((event) => events.push(event));
    await evm.connect(connector(wallet), ethereum);

    wallet.emit('accountsChanged', 'not a list');
    wallet.emit('chainChanged', 'not a chain');
    wallet.emit('disconnect', { code: 1013, message: 'Try again later' });
    wallet.emit('chainChanged', '0xa4b1');
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' });
    wallet.emit('chainChanged', '0x1');
    await settle();

    expect(events).toEqual([
      { type: 'chainChanged', namespace: 'eip155', chainId: 42161 },
      { type: 'disconnected', namespace: 'eip155' },
    ]);
    subscription.unsubscribe();
  });

  it('a wallet without events can still be connected, used and disconnected', async () => {
    // Only `request`: no `on`, no `removeListener`.
    const answers: Record<string, unknown> = connected;
    const wallet = {
      request: async ({ method }: { method: string }) => answers[method] ?? `0x${'ab'.repeat(65)}`,
    };
    const evm = adapter();
    const account = await evm.connect(connector(wallet), ethereum);
    expect(await evm.signMessage('hi', account.address)).toBe(`0x${'ab'.repeat(65)}`);
    await evm.disconnect();
  });

  it('sendTransaction: a wallet answering something other than a hash is INVALID_WALLET_RESPONSE', async () => {
    const wallet = new ScriptedWallet({ ...connected, eth_sendTransaction: '0x1234' });
    const evm = adapter();
    const account = await evm.connect(connector(wallet), ethereum);
    const error = await failureOf(
      evm.sendTransaction({ network: ethereum, from: account.address, to: ADDRESS, value: 1n }),
    );
    expect(error.shortMessage).toBe('The wallet gave an invalid answer to eth_sendTransaction');
  });
});
