import { KeyportError } from '../../../../domain/errors/KeyportError';
import {
  isUserRejection,
  mapProposalError,
  mapRequestError,
  USER_DISCONNECTED_REASON,
} from '../../../../infrastructure/walletconnect/walletConnectErrors';

describe('WalletConnect errors → KeyportErrors (SPEC §4 declined state, §8 wallet messages)', () => {
  it('the protocol refusal (5000) and EIP-1193 refusal (4001, also wrapped by mobile wallets) are the visitor saying no', () => {
    expect(isUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true);
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(true);
    expect(isUserRejection({ code: 5100, message: 'Unsupported chains.' })).toBe(false);
    expect(isUserRejection(new Error('User rejected.'))).toBe(false);
  });

  describe('proposal', () => {
    it('a refusal is USER_REJECTED and keeps the wallet error as cause', () => {
      const cause = { code: 5000, message: 'User rejected.' };
      const error = mapProposalError(cause);
      expect(error).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request.' });
      expect(error.cause).toBe(cause);
    });

    it("SPEC §4 pairing expiry: the SDK's expiry (its EXPIRED code, or its expiry watcher's message) is PAIRING_EXPIRED", () => {
      expect(mapProposalError(Object.assign(new Error('Proposal expired'), { code: 6 }))).toMatchObject({
        code: 'PAIRING_EXPIRED',
        shortMessage: 'The connection request expired',
      });
      expect(mapProposalError({ code: 0, message: 'Proposal expired' })).toMatchObject({
        code: 'PAIRING_EXPIRED',
      });
    });

    it('any other failure is PAIRING_FAILED with the cause text as details', () => {
      const error = mapProposalError({ code: 5100, message: 'Unsupported chains.' });
      expect(error).toMatchObject({
        code: 'PAIRING_FAILED',
        shortMessage: 'The connection request failed',
        details: 'Unsupported chains.',
      });
      expect(mapProposalError(42)).toMatchObject({ code: 'PAIRING_FAILED', details: undefined });
    });

    it('a KeyportError passes through unchanged', () => {
      const error = new KeyportError('UNKNOWN_ERROR', 'Something');
      expect(mapProposalError(error)).toBe(error);
    });
  });

  describe('request', () => {
    it('a refusal by either code is USER_REJECTED', () => {
      expect(mapRequestError({ code: 5000, message: 'User rejected.' })).toMatchObject({
        code: 'USER_REJECTED',
      });
      expect(mapRequestError({ code: 4001, message: 'User denied.' })).toMatchObject({
        code: 'USER_REJECTED',
      });
    });

    it('EIP-1193 codes a phone wallet relays map as for injected wallets', () => {
      expect(mapRequestError({ code: 4902, message: 'Unrecognized chain' })).toMatchObject({
        code: 'CHAIN_NOT_ADDED',
      });
      expect(mapRequestError({ code: 4100, message: 'Unauthorized' })).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });

    it("any other failure is WALLET_REQUEST_FAILED showing the wallet's own message, or the fallback text", () => {
      expect(mapRequestError({ code: -32000, message: 'Insufficient funds for gas' })).toMatchObject({
        code: 'WALLET_REQUEST_FAILED',
        shortMessage: 'Insufficient funds for gas',
      });
      expect(mapRequestError(new Error('Request expired. Please try again.'))).toMatchObject({
        code: 'WALLET_REQUEST_FAILED',
        shortMessage: 'Request expired. Please try again.',
      });
      expect(mapRequestError({ code: -32000 })).toMatchObject({
        code: 'WALLET_REQUEST_FAILED',
        shortMessage: 'The wallet could not complete the request',
      });
    });
  });

  it("a visitor's disconnect tells the wallet USER_DISCONNECTED (6000)", () => {
    expect(USER_DISCONNECTED_REASON).toEqual({ code: 6000, message: 'User disconnected.' });
  });
});
