import { verifyMessage, verifyTypedData } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../../../devstack/config';
import {
  answerWalletRequest,
  needsApproval,
  rpcErrorOf,
  USER_REJECTED_ANSWER,
  type WalletRequest,
  type WalletRequestContext,
} from '../../../devstack/demo-wallet/page/answerWalletRequest';
import { devAccount } from '../../../devstack/demo-wallet/page/devAccount';
import { ProviderRpcError } from '../../../devstack/test-wallet/ProviderRpcError';

const account = devAccount(0);
const OTHER = devAccount(1).address;

const TYPED_DATA = {
  domain: { name: 'Keyport Mail', version: '1', chainId: 1 },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: OTHER, contents: 'Hello' },
} as const;

/** eth_signTypedData_v4 as dapps send it: JSON, with the domain's own type listed. */
const TYPED_DATA_JSON = JSON.stringify({
  ...TYPED_DATA,
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    ...TYPED_DATA.types,
  },
});

function walletContext(switched: number[] = []): WalletRequestContext {
  return {
    account,
    chains: [
      { chainId: 1, name: 'Ethereum (devstack)', rpcUrl: 'http://127.0.0.1:1' },
      { chainId: 42161, name: 'Arbitrum One (devstack)', rpcUrl: 'http://127.0.0.1:2' },
    ],
    currentChainId: 1,
    sessionChains: ['eip155:1', 'eip155:42161'],
    switchChain: async (chainId) => {
      switched.push(chainId);
    },
  };
}

function request(method: string, params: unknown, chainId = 'eip155:1'): WalletRequest {
  return { method, params, chainId };
}

async function rejection(answer: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await answer;
  } catch (error) {
    return rpcErrorOf(error);
  }
  throw new Error('the request was answered, not refused');
}

describe('demo wallet: the devnet account', () => {
  it.each([0, 1, 9])('holds account %i of DEV_MNEMONIC', (index) => {
    expect(devAccount(index).address).toBe(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address);
  });
});

describe('demo wallet: answers to approved requests', () => {
  it('answers eth_accounts and eth_requestAccounts with its account, eth_chainId with the current chain', async () => {
    const context = walletContext();
    expect(await answerWalletRequest(request('eth_accounts', []), context)).toEqual([account.address]);
    expect(await answerWalletRequest(request('eth_requestAccounts', []), context)).toEqual([account.address]);
    expect(await answerWalletRequest(request('eth_chainId', []), { ...context, currentChainId: 42161 })).toBe(
      '0xa4b1',
    );
  });

  it('personal_sign signs hex as raw bytes and other text as UTF-8, verifiable with viem', async () => {
    const context = walletContext();
    const hex = await answerWalletRequest(
      request('personal_sign', ['0x68656c6c6f', account.address]),
      context,
    );
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: '0x68656c6c6f' },
        signature: hex as `0x${string}`,
      }),
    ).toBe(true);
    const text = await answerWalletRequest(
      request('personal_sign', ['Sign in to Keyport', account.address.toLowerCase()]),
      context,
    );
    expect(
      await verifyMessage({
        address: account.address,
        message: 'Sign in to Keyport',
        signature: text as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('eth_sign takes the address first and signs like personal_sign', async () => {
    const signature = await answerWalletRequest(
      request('eth_sign', [account.address, 'gm']),
      walletContext(),
    );
    expect(
      await verifyMessage({ address: account.address, message: 'gm', signature: signature as `0x${string}` }),
    ).toBe(true);
  });

  it('eth_signTypedData_v4 signs the JSON typed data, verifiable with viem', async () => {
    const signature = await answerWalletRequest(
      request('eth_signTypedData_v4', [account.address, TYPED_DATA_JSON]),
      walletContext(),
    );
    expect(
      await verifyTypedData({
        address: account.address,
        ...TYPED_DATA,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('refuses to sign for another account (4100) and typed data that is not JSON (-32602)', async () => {
    const context = walletContext();
    expect(
      await rejection(answerWalletRequest(request('personal_sign', ['0x00', OTHER]), context)),
    ).toMatchObject({
      code: 4100,
    });
    expect(
      await rejection(
        answerWalletRequest(request('eth_signTypedData_v4', [account.address, '{oops']), context),
      ),
    ).toEqual({ code: -32602, message: 'Invalid parameters: typed data must be JSON' });
  });

  it('wallet_switchEthereumChain switches to a chain of the session and answers null', async () => {
    const switched: number[] = [];
    const answer = await answerWalletRequest(
      request('wallet_switchEthereumChain', [{ chainId: '0xa4b1' }]),
      walletContext(switched),
    );
    expect(answer).toBeNull();
    expect(switched).toEqual([42161]);
  });

  it('wallet_switchEthereumChain answers 4902 for a chain the devstack does not run or the session lacks', async () => {
    const switched: number[] = [];
    const context = walletContext(switched);
    expect(
      await rejection(
        answerWalletRequest(request('wallet_switchEthereumChain', [{ chainId: '0x89' }]), context),
      ),
    ).toMatchObject({ code: 4902 });
    expect(
      await rejection(
        answerWalletRequest(request('wallet_switchEthereumChain', [{ chainId: '0xa4b1' }]), {
          ...context,
          sessionChains: ['eip155:1'],
        }),
      ),
    ).toMatchObject({ code: 4902 });
    expect(switched).toEqual([]);
  });

  it('wallet_addEthereumChain accepts a devstack chain and refuses any other (4200)', async () => {
    const context = walletContext();
    expect(
      await answerWalletRequest(request('wallet_addEthereumChain', [{ chainId: '0x1' }]), context),
    ).toBeNull();
    expect(
      await rejection(
        answerWalletRequest(request('wallet_addEthereumChain', [{ chainId: '0x89' }]), context),
      ),
    ).toEqual({ code: 4200, message: 'The demo wallet only runs the devstack chains (1, 42161).' });
  });

  it('eth_sendTransaction refuses another sender (4100) and a chain the devstack does not run (4902)', async () => {
    const context = walletContext();
    const transfer = { to: OTHER, value: '0x1' };
    expect(
      await rejection(
        answerWalletRequest(request('eth_sendTransaction', [{ ...transfer, from: OTHER }]), context),
      ),
    ).toMatchObject({ code: 4100 });
    expect(
      await rejection(
        answerWalletRequest(
          request('eth_sendTransaction', [{ ...transfer, from: account.address }], 'eip155:137'),
          context,
        ),
      ),
    ).toMatchObject({ code: 4902 });
  });

  it('answers a method it does not support with 4200', async () => {
    expect(
      await rejection(answerWalletRequest(request('eth_signTransaction', [{}]), walletContext())),
    ).toEqual({
      code: 4200,
      message: 'The demo wallet does not support eth_signTransaction.',
    });
  });
});

describe('demo wallet: which requests wait for a click, and the Reject answer', () => {
  it.each([
    ['personal_sign', true],
    ['eth_sign', true],
    ['eth_signTypedData_v4', true],
    ['eth_sendTransaction', true],
    ['wallet_switchEthereumChain', true],
    ['wallet_addEthereumChain', true],
    ['eth_accounts', false],
    ['eth_requestAccounts', false],
    ['eth_chainId', false],
  ])('%s needs approval: %s', (method, prompted) => {
    expect(needsApproval(method)).toBe(prompted);
  });

  it('rejects with EIP-1193 4001 "User rejected the request."', () => {
    expect(USER_REJECTED_ANSWER).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('passes a provider error on with its code, and any other failure as -32603', () => {
    expect(rpcErrorOf(new ProviderRpcError(4902, 'Unrecognized chain'))).toEqual({
      code: 4902,
      message: 'Unrecognized chain',
    });
    expect(rpcErrorOf(new Error('boom'))).toEqual({ code: -32603, message: 'boom' });
  });
});
