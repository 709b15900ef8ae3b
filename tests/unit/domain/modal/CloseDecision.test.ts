import { type CloseInput, decideClose } from '../../../../domain/modal/CloseDecision';

const base: CloseInput = {
  currentView: 'Account',
  currentViewAvailable: true,
  forced: false,
  embeddedMode: false,
  isConnected: true,
  siwxRequired: false,
  hasSiwxSessions: false,
};

describe('SPEC §4 closing the modal', () => {
  it('closes by default', () => {
    expect(decideClose(base)).toEqual({ kind: 'close' });
  });

  describe('closing is blocked on ApproveTransaction unless forced (once the view is available)', () => {
    it('blocks on ApproveTransaction', () => {
      expect(decideClose({ ...base, currentView: 'ApproveTransaction' })).toEqual({
        kind: 'blocked',
        reason: 'transaction-pending',
      });
    });

    it('closes on ApproveTransaction when forced', () => {
      expect(decideClose({ ...base, currentView: 'ApproveTransaction', forced: true })).toEqual({
        kind: 'close',
      });
    });
  });

  describe('SIWX: close is disabled on the sign or approve views when required and there are no sessions', () => {
    const signing: CloseInput = { ...base, currentView: 'SIWXSignMessage', siwxRequired: true };

    it('blocks on the sign view', () => {
      expect(decideClose(signing)).toEqual({ kind: 'blocked', reason: 'sign-in-required' });
    });

    it('closes when a session exists or sign-in is optional', () => {
      expect(decideClose({ ...signing, hasSiwxSessions: true })).toEqual({ kind: 'close' });
      expect(decideClose({ ...signing, siwxRequired: false })).toEqual({ kind: 'close' });
    });

    it('closes when forced', () => {
      expect(decideClose({ ...signing, forced: true })).toEqual({ kind: 'close' });
    });
  });

  describe('SPEC §2: no block holds on a view the modal cannot show (a host may open any view by name)', () => {
    const unavailable = { ...base, currentViewAvailable: false };

    it('closes an ApproveTransaction that shows only the "not available" note', () => {
      expect(decideClose({ ...unavailable, currentView: 'ApproveTransaction' })).toEqual({ kind: 'close' });
    });

    it('closes a sign view while sign-in is required and no session exists', () => {
      expect(decideClose({ ...unavailable, currentView: 'SIWXSignMessage', siwxRequired: true })).toEqual({
        kind: 'close',
      });
    });

    it('still goes to Account in embedded mode rather than closing', () => {
      expect(decideClose({ ...unavailable, currentView: 'ApproveTransaction', embeddedMode: true })).toEqual({
        kind: 'navigate',
        view: 'Account',
      });
    });
  });

  describe('in embedded mode close goes to Account if connected else Connect', () => {
    it('goes to Account when connected', () => {
      expect(decideClose({ ...base, embeddedMode: true })).toEqual({ kind: 'navigate', view: 'Account' });
    });

    it('goes to Connect when not connected', () => {
      expect(decideClose({ ...base, embeddedMode: true, isConnected: false })).toEqual({
        kind: 'navigate',
        view: 'Connect',
      });
    });

    it('still refuses to leave ApproveTransaction unless forced', () => {
      expect(decideClose({ ...base, embeddedMode: true, currentView: 'ApproveTransaction' }).kind).toBe(
        'blocked',
      );
      expect(
        decideClose({ ...base, embeddedMode: true, currentView: 'ApproveTransaction', forced: true }),
      ).toEqual({
        kind: 'navigate',
        view: 'Account',
      });
    });
  });
});
