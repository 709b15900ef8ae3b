import {
  SIWX_SIGN_VIEW,
  siwxAfterConnect,
  siwxCancelled,
  siwxInitializeFailed,
  siwxSignDeclined,
  siwxSignSucceeded,
} from '../../../../domain/siwx-flow/SiwxDecisions';

describe('SPEC §4 SIWX decisions', () => {
  describe('after connect, if sessions exist nothing happens, else open SIWXSignMessage', () => {
    it('does nothing when sessions exist', () => {
      expect(siwxAfterConnect({ hasSessions: true })).toEqual({ kind: 'none' });
    });

    it('opens SIWXSignMessage without sessions', () => {
      expect(siwxAfterConnect({ hasSessions: false })).toEqual({
        kind: 'openView',
        openView: 'SIWXSignMessage',
      });
      expect(SIWX_SIGN_VIEW).toBe('SIWXSignMessage');
    });
  });

  it('sign success adds the session and closes (SPEC §7 event SIWX_AUTH_SUCCESS)', () => {
    expect(siwxSignSucceeded()).toEqual({ addSession: true, close: true, event: 'SIWX_AUTH_SUCCESS' });
  });

  describe('declined re-opens the sign view (SPEC §8 snackbar text)', () => {
    it('re-opens the sign view with "Signature declined"', () => {
      const cause = new Error('User rejected');
      const effect = siwxSignDeclined({ usingSmartAccount: false, cause });
      expect(effect.openView).toBe('SIWXSignMessage');
      expect(effect.event).toBe('SIWX_AUTH_ERROR');
      expect(effect.snackbarError.shortMessage).toBe('Signature declined');
      expect(effect.snackbarError.cause).toBe(cause);
    });

    it('says "This application might not support Smart Accounts" for a smart account', () => {
      const effect = siwxSignDeclined({ usingSmartAccount: true });
      expect(effect.snackbarError.shortMessage).toBe('This application might not support Smart Accounts');
    });
  });

  describe('cancel disconnects if authentication is required, otherwise closes, then resets to Connect', () => {
    it('disconnects and stays open on Connect when required', () => {
      expect(siwxCancelled({ required: true })).toEqual({
        disconnect: true,
        close: false,
        resetTo: 'Connect',
        event: 'CLICK_CANCEL_SIWX',
      });
    });

    it('closes and keeps the connection when not required', () => {
      expect(siwxCancelled({ required: false })).toEqual({
        disconnect: false,
        close: true,
        resetTo: 'Connect',
        event: 'CLICK_CANCEL_SIWX',
      });
    });
  });

  it('SPEC §8: a failed start shows the authentication snackbar, disconnects and returns to Connect', () => {
    const cause = new Error('nonce failed');
    const effect = siwxInitializeFailed({ cause });
    expect(effect.snackbarError.shortMessage).toBe(
      'A problem occurred while trying initialize authentication',
    );
    expect(effect.snackbarError.cause).toBe(cause);
    expect(effect).toMatchObject({ disconnect: true, resetTo: 'Connect' });
    expect(siwxInitializeFailed().snackbarError.cause).toBeUndefined();
  });
});
