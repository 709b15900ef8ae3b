import {
  ChainDisconnectFailedError,
  DisconnectFailedError,
} from '../../../../domain/errors/DisconnectErrors';

describe('SPEC §8 disconnect errors', () => {
  it('SPEC §8: "Failed to disconnect"', () => {
    const cause = new Error('relay closed');
    const error = new DisconnectFailedError({ cause });
    expect(error.code).toBe('DISCONNECT_FAILED');
    expect(error.shortMessage).toBe('Failed to disconnect');
    expect(error.cause).toBe(cause);
    expect(new DisconnectFailedError().shortMessage).toBe('Failed to disconnect');
  });

  it('SPEC §8: "Failed to disconnect chain {chain}: ..." carries the cause message', () => {
    const cause = new Error('User rejected');
    const error = new ChainDisconnectFailedError('solana', cause);
    expect(error.code).toBe('CHAIN_DISCONNECT_FAILED');
    expect(error.shortMessage).toBe('Failed to disconnect chain solana: User rejected');
    expect(error.chain).toBe('solana');
    expect(error.cause).toBe(cause);
  });

  it('SPEC §8: a cause without a message reads "Unknown error"', () => {
    expect(new ChainDisconnectFailedError('eip155', undefined).shortMessage).toBe(
      'Failed to disconnect chain eip155: Unknown error',
    );
  });
});
