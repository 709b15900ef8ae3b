import { RpcCallNotAllowedError } from '../../../../domain/errors/EmbeddedFrameErrors';
import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  ACTION_NOT_ALLOWED_TEXT,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  checkRpcMethodAllowed,
  classifyRpcMethod,
} from '../../../../domain/embedded/RpcMethodPolicy';

describe('SPEC §6 embedded RPC methods', () => {
  it('SPEC §6: the unsafe list is exactly the signing and spending methods', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    );
    for (const method of UNSAFE_RPC_METHODS) {
      expect(classifyRpcMethod(method)).toBe('unsafe');
    }
  });

  it('SPEC §6: reads, raw-transaction send, capability and status queries, user-operation queries and asset listing are safe', () => {
    for (const method of [
      'eth_accounts',
      'eth_blockNumber',
      'eth_call',
      'eth_chainId',
      'eth_estimateGas',
      'eth_feeHistory',
      'eth_gasPrice',
      'eth_getBalance',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getCode',
      'eth_getLogs',
      'eth_getStorageAt',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
      'eth_maxPriorityFeePerGas',
      'eth_requestAccounts',
      'net_version',
      'web3_clientVersion',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'eth_getUserOperationByHash',
      'eth_getUserOperationReceipt',
      'eth_estimateUserOperationGas',
      'eth_supportedEntryPoints',
      'wallet_getAssets',
    ]) {
      expect(classifyRpcMethod(method)).toBe('safe');
    }
  });

  it('SPEC §6: no method is on both lists', () => {
    const safe: readonly string[] = SAFE_RPC_METHODS;
    expect(UNSAFE_RPC_METHODS.filter((method) => safe.includes(method))).toEqual([]);
  });

  it('SPEC §5: methods on neither list are unknown', () => {
    expect(classifyRpcMethod('eth_sign')).toBe('unknown');
    expect(classifyRpcMethod('')).toBe('unknown');
    fc.assert(
      fc.property(
        fc.string().filter((method) => !(SAFE_RPC_METHODS as readonly string[]).includes(method)),
        fc.string().filter((method) => !(UNSAFE_RPC_METHODS as readonly string[]).includes(method)),
        (notSafe, notUnsafe) =>
          classifyRpcMethod(notSafe) !== 'safe' && classifyRpcMethod(notUnsafe) !== 'unsafe',
      ),
    );
  });

  it('SPEC §6: "Requested RPC call is not allowed" for unknown methods; UI text "Action not allowed"', () => {
    const result = checkRpcMethodAllowed('eth_sign');
    if (E.isRight(result)) {
      throw new Error('expected a Left');
    }
    expect(result.left).toBeInstanceOf(RpcCallNotAllowedError);
    expect(result.left.code).toBe('RPC_CALL_NOT_ALLOWED');
    expect(result.left.shortMessage).toBe('Requested RPC call is not allowed');
    expect(result.left.method).toBe('eth_sign');
    expect(result.left.message).toContain('eth_sign');
    expect(ACTION_NOT_ALLOWED_TEXT).toBe('Action not allowed');
  });

  it('SPEC §6: known methods are allowed with their safety', () => {
    expect(checkRpcMethodAllowed('eth_call')).toEqual(E.right('safe'));
    expect(checkRpcMethodAllowed('personal_sign')).toEqual(E.right('unsafe'));
  });

  it('SPEC §6: the error keeps its cause', () => {
    const cause = new Error('frame said no');
    expect(new RpcCallNotAllowedError('x', { cause }).cause).toBe(cause);
  });
});
