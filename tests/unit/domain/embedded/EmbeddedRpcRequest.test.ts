import * as E from 'fp-ts/Either';
import {
  EmbeddedRpcRequestCodec,
  HexPrefixedCodec,
  RPC_PARAMS_CODECS,
  SolanaSignAndSendTransactionParamsCodec,
  WalletSendCallsParamsCodec,
} from '../../../../domain/embedded/EmbeddedRpcRequest';

describe('SPEC §3 embedded RPC request shapes', () => {
  it('SPEC §3: a method plus params, with optional chain fields', () => {
    const request = {
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
      chainNamespace: 'eip155',
      chainId: 1,
      rpcUrl: 'https://rpc.example',
    };
    expect(EmbeddedRpcRequestCodec.decode(request)).toEqual(E.right(request));
    expect(EmbeddedRpcRequestCodec.decode({ method: 'eth_blockNumber' })).toEqual(
      E.right({ method: 'eth_blockNumber' }),
    );
    expect(E.isLeft(EmbeddedRpcRequestCodec.decode({ params: [] }))).toBe(true);
    expect(E.isLeft(EmbeddedRpcRequestCodec.decode({ method: 'x', chainNamespace: 'cosmos' }))).toBe(true);
  });

  it('SPEC §3: Solana sign message has message and pubkey', () => {
    const good = { method: 'solana_signMessage', params: { message: 'aGk=', pubkey: '7S3P' } };
    expect(EmbeddedRpcRequestCodec.decode(good)).toEqual(E.right(good));
    expect(EmbeddedRpcRequestCodec.is(good)).toBe(true);
    const bad = { method: 'solana_signMessage', params: { message: 'aGk=' } };
    expect(E.isLeft(EmbeddedRpcRequestCodec.decode(bad))).toBe(true);
    expect(EmbeddedRpcRequestCodec.is(bad)).toBe(false);
  });

  it('SPEC §3: sign transaction has a transaction; sign all a transactions list', () => {
    expect(
      E.isRight(
        EmbeddedRpcRequestCodec.decode({ method: 'solana_signTransaction', params: { transaction: 'AQ' } }),
      ),
    ).toBe(true);
    expect(
      E.isRight(
        EmbeddedRpcRequestCodec.decode({
          method: 'solana_signAllTransactions',
          params: { transactions: ['AQ', 'Ag'] },
        }),
      ),
    ).toBe(true);
    expect(
      E.isLeft(
        EmbeddedRpcRequestCodec.decode({
          method: 'solana_signAllTransactions',
          params: { transactions: 'AQ' },
        }),
      ),
    ).toBe(true);
  });

  it('SPEC §3: sign-and-send has a transaction and options skipPreflight, preflightCommitment, maxRetries, minContextSlot', () => {
    const params = {
      transaction: 'AQ',
      options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 10 },
    };
    expect(SolanaSignAndSendTransactionParamsCodec.decode(params)).toEqual(E.right(params));
    expect(E.isRight(SolanaSignAndSendTransactionParamsCodec.decode({ transaction: 'AQ' }))).toBe(true);
    expect(
      E.isLeft(
        SolanaSignAndSendTransactionParamsCodec.decode({ transaction: 'AQ', options: { maxRetries: '3' } }),
      ),
    ).toBe(true);
    expect(
      E.isLeft(
        SolanaSignAndSendTransactionParamsCodec.decode({
          transaction: 'AQ',
          options: { preflightCommitment: 'soon' },
        }),
      ),
    ).toBe(true);
  });

  it('SPEC §3: wallet_sendCalls entries with calls whose to and data start with 0x', () => {
    const params = [
      {
        chainId: '0x1',
        from: '0xabc',
        version: '1.0',
        capabilities: { paymasterService: { url: 'https://pm' } },
        calls: [{ to: '0xdef', data: '0x1234', value: '0x0' }, { to: '0x123' }],
      },
    ];
    expect(WalletSendCallsParamsCodec.decode(params)).toEqual(E.right(params));
    expect(E.isRight(EmbeddedRpcRequestCodec.decode({ method: 'wallet_sendCalls', params }))).toBe(true);
    expect(E.isLeft(WalletSendCallsParamsCodec.decode([{ calls: [{ to: 'def' }] }]))).toBe(true);
    expect(E.isLeft(WalletSendCallsParamsCodec.decode([{ calls: [{ to: '0xdef', data: '1234' }] }]))).toBe(
      true,
    );
    expect(E.isLeft(WalletSendCallsParamsCodec.decode([{ from: '0xabc' }]))).toBe(true);
  });

  it('SPEC §3: methods with a known params shape are exactly the Solana sign methods and wallet_sendCalls', () => {
    expect(Object.keys(RPC_PARAMS_CODECS).sort()).toEqual(
      [
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'wallet_sendCalls',
      ].sort(),
    );
    expect(E.isRight(EmbeddedRpcRequestCodec.decode({ method: 'toString', params: 1 }))).toBe(true);
  });

  it('SPEC §3: a 0x-prefixed string', () => {
    expect(HexPrefixedCodec.decode('0x')).toEqual(E.right('0x'));
    expect(E.isLeft(HexPrefixedCodec.decode(12))).toBe(true);
    expect(HexPrefixedCodec.encode('0x12')).toBe('0x12');
  });
});
